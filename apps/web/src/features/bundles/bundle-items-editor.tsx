import { ActionIcon, Group, NumberInput, Stack, Table, Text, Title } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { ProductOwnership } from "@q2c/domain";
import { IconArrowDown, IconArrowUp, IconTrash } from "@tabler/icons-react";
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
  const last = items.length - 1;

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
                        <Group gap={4} wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Move ${name} up`}
                            disabled={i === 0}
                            onClick={() => form.reorderListItem("items", { from: i, to: i - 1 })}
                          >
                            <IconArrowUp size={18} aria-hidden />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Move ${name} down`}
                            disabled={i === last}
                            onClick={() => form.reorderListItem("items", { from: i, to: i + 1 })}
                          >
                            <IconArrowDown size={18} aria-hidden />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="danger"
                            aria-label={`Remove ${name}`}
                            onClick={() => form.removeListItem("items", i)}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Group>
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
