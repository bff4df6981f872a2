import { Stack, Table, Text, TextInput, Title } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { TProduct } from "@q2c/domain";
import { useId } from "react";
import { notifyInfo } from "../../app/feedback/notify.tsx";
import { MoveRemoveActions } from "../../app/lists/move-remove-actions.tsx";
import { ProductPicker } from "../bundles/product-picker.tsx";
import { formatAmount } from "../quotes/quote-format.ts";
import { type ContractFormValues, newProductRow } from "./contract-form-values.ts";
import { savingPercent } from "./contract-format.ts";
import { CONTRACT_TEXTS as T } from "./texts.ts";

export interface ContractProductsEditorProps {
  form: UseFormReturnType<ContractFormValues>;
  readOnly: boolean;
}

function Saving({ listPrice, price }: { listPrice: string | null; price: string }) {
  const saving = savingPercent(listPrice, price);
  if (saving === null) return <Text size="sm">—</Text>;
  // An agreed price above the list price is allowed, and shown as what it is.
  return (
    <Text size="sm" c={saving.startsWith("-") ? "danger" : undefined}>
      {saving}%
    </Text>
  );
}

/**
 * The contract's agreed prices: products added through the catalogue search (arrow keys and Enter),
 * each with its list price, the agreed price as typed and the saving against the list price.
 */
export function ContractProductsEditor({ form, readOnly }: ContractProductsEditorProps) {
  const rows = form.values.products;
  const idPrefix = useId();
  const priceInputId = (productId: string) => `${idPrefix}-price-${productId}`;

  const add = (product: TProduct) => {
    if (rows.some((row) => row.productId === product.id)) {
      // A product has one agreed price per contract: take the user to the one there is.
      const input = document.getElementById(priceInputId(product.id)) as HTMLInputElement | null;
      input?.focus();
      input?.select();
      notifyInfo(undefined, T.alreadyAdded(product.name));
      return;
    }
    form.insertListItem("products", newProductRow(product));
  };
  const listError = form.errors.products;

  return (
    <Stack gap="sm">
      <div>
        <Title order={2} size="h4">
          {T.agreedPrices}
        </Title>
        <Text size="sm" c="dimmed">
          {T.agreedPricesHelp}
        </Text>
      </div>
      {readOnly ? null : <ProductPicker productOwnership="all" onPick={add} />}
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {T.noProducts}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table aria-label={T.agreedPrices} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.product}</Table.Th>
                <Table.Th>{T.partNumber}</Table.Th>
                <Table.Th ta="end">{T.listPrice}</Table.Th>
                <Table.Th w={170}>{T.agreedPrice}</Table.Th>
                <Table.Th ta="end">{T.saving}</Table.Th>
                {readOnly ? null : <Table.Th>{T.actions}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, i) => {
                const productError = form.errors[`products.${i}.productId`];
                return (
                  <Table.Tr key={row.key}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {row.name}
                      </Text>
                      {row.listPrice === null ? (
                        <Text size="xs" c="dimmed">
                          {T.productGone}
                        </Text>
                      ) : null}
                      {productError ? (
                        <Text size="xs" c="danger" role="alert">
                          {productError}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{row.partNumber || "—"}</Table.Td>
                    <Table.Td ta="end">{formatAmount(row.listPrice)}</Table.Td>
                    <Table.Td>
                      <TextInput
                        id={priceInputId(row.productId)}
                        aria-label={`Agreed price of ${row.name}`}
                        inputMode="decimal"
                        autoComplete="off"
                        readOnly={readOnly}
                        {...form.getInputProps(`products.${i}.price`)}
                      />
                    </Table.Td>
                    <Table.Td ta="end">
                      <Saving listPrice={row.listPrice} price={row.price} />
                    </Table.Td>
                    {readOnly ? null : (
                      <Table.Td>
                        <MoveRemoveActions
                          name={row.name}
                          index={i}
                          count={rows.length}
                          onMove={(by) => form.reorderListItem("products", { from: i, to: i + by })}
                          onRemove={() => form.removeListItem("products", i)}
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
      {listError ? (
        <Text size="sm" c="danger" role="alert">
          {listError}
        </Text>
      ) : null}
    </Stack>
  );
}
