import { Group, NumberInput, Stack, Table, Text, Title } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { ProductOwnership } from "@q2c/domain";
import { MoveRemoveActions } from "../../app/lists/move-remove-actions.tsx";
import { type BundleFormValues, type BundleItemValue, newItemRow, totalsOf } from "./bundle-form-values.ts";
import { ProductPicker } from "./product-picker.tsx";
import { BUNDLE_TEXTS } from "./texts.ts";

export interface BundleItemsEditorProps {
  form: UseFormReturnType<BundleFormValues>;
  readOnly: boolean;
  productOwnership: ProductOwnership;
}

/** Line figures of one row; a product that was deleted counts as nothing. */
function LineTotal({ item }: { item: BundleItemValue }) {
  const line = totalsOf([item]);
  return (
    <>
      <Text size="sm">{line.oneTimeTotal}</Text>
      {item.product?.recurringPrice != null ? (
        <Text size="xs" c="dimmed">
          {line.recurringTotal} {BUNDLE_TEXTS.perPeriod}
        </Text>
      ) : null}
    </>
  );
}

/** The bundle's products: add by search, change quantities, reorder, remove; totals follow the typing. */
export function BundleItemsEditor({ form, readOnly, productOwnership }: BundleItemsEditorProps) {
  const items = form.values.items;
  const totals = totalsOf(items);

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {BUNDLE_TEXTS.items}
      </Title>
      {readOnly ? null : (
        <ProductPicker
          productOwnership={productOwnership}
          onPick={(product) => form.insertListItem("items", newItemRow(product))}
        />
      )}
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {BUNDLE_TEXTS.noItems}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table aria-label={BUNDLE_TEXTS.items} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Product</Table.Th>
                <Table.Th>Part number</Table.Th>
                <Table.Th ta="end">Unit price</Table.Th>
                <Table.Th w={150}>Quantity</Table.Th>
                <Table.Th ta="end">Line total</Table.Th>
                {readOnly ? null : <Table.Th>Actions</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item, i) => {
                const name = item.product?.name ?? BUNDLE_TEXTS.productGone;
                return (
                  <Table.Tr key={item.key}>
                    <Table.Td>
                      <Text size="sm" fw={500} c={item.product ? undefined : "dimmed"}>
                        {name}
                      </Text>
                    </Table.Td>
                    <Table.Td>{item.product?.manufacturerPartNumber || "—"}</Table.Td>
                    <Table.Td ta="end">
                      <Text size="sm">{item.product?.price ?? "—"}</Text>
                      {item.product?.recurringPrice != null ? (
                        <Text size="xs" c="dimmed">
                          {item.product.recurringPrice} {BUNDLE_TEXTS.perPeriod}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={`Quantity of ${name}`}
                        min={0}
                        decimalScale={2}
                        allowNegative={false}
                        hideControls
                        readOnly={readOnly}
                        {...form.getInputProps(`items.${i}.quantity`)}
                      />
                    </Table.Td>
                    <Table.Td ta="end">
                      <LineTotal item={item} />
                    </Table.Td>
                    {readOnly ? null : (
                      <Table.Td>
                        <MoveRemoveActions
                          name={name}
                          index={i}
                          count={items.length}
                          onMove={(by) => form.reorderListItem("items", { from: i, to: i + by })}
                          onRemove={() => form.removeListItem("items", i)}
                        />
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="flex-end" gap="xl" aria-live="polite">
        <Text size="sm">
          {BUNDLE_TEXTS.oneTimeTotal}:{" "}
          <Text span fw={700} data-testid="one-time-total">
            {totals.oneTimeTotal}
          </Text>
        </Text>
        <Text size="sm">
          {BUNDLE_TEXTS.recurringTotal}:{" "}
          <Text span fw={700} data-testid="recurring-total">
            {totals.recurringTotal}
          </Text>
        </Text>
      </Group>
    </Stack>
  );
}
