import { Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { TManufacturerPrice } from "@q2c/domain";
import { IconReceipt } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import type { RowDialog } from "../../app/forms/form-dialog.tsx";
import { AddButton } from "../../app/lists/add-button.tsx";
import { confirmAndDelete } from "../../app/lists/confirm-and-delete.ts";
import { KeysetPagerButtons } from "../../app/lists/list-states.tsx";
import { QueryList } from "../../app/lists/query-list.tsx";
import { RowActions } from "../../app/lists/row-actions.tsx";
import { useKeysetCursor } from "../../app/lists/use-keyset-cursor.ts";
import { useCan } from "../../app/session/use-can.ts";
import { formatDate } from "../accounts/format-date.ts";
import { useAccountNames } from "../accounts/use-account-names.ts";
import { ManufacturerPriceModal } from "./manufacturer-price-modal.tsx";
import {
  useAllCategories,
  useManufacturerPriceMutations,
  useManufacturerPrices,
  useMspChoices,
} from "./use-manufacturer-prices.ts";

const COULD_NOT_LOAD = "Could not load the manufacturer prices.";
const day = (value: string | null) => (value ? formatDate(value) : "—");

/** Edit and delete of one agreement; each row follows its own delete. */
function PriceRowActions({
  row,
  label,
  onEdit,
}: {
  row: TManufacturerPrice;
  label: string;
  onEdit: () => void;
}) {
  const { remove } = useManufacturerPriceMutations();
  return (
    <RowActions
      name={label}
      onEdit={onEdit}
      onDelete={() =>
        void confirmAndDelete(remove, row.id, {
          title: "Delete manufacturer price",
          label: "Manufacturer price",
        })
      }
      deleteLoading={remove.isPending}
    />
  );
}

/** A manufacturer's price agreements (GET /manufacturer-prices?manufacturerId); the owner edits them. */
export function ManufacturerPricesSection({ manufacturerId }: { manufacturerId: string }) {
  const canWrite = useCan("referenceData.write");
  const [dialog, setDialog] = useState<RowDialog<TManufacturerPrice> | null>(null);
  const { cursor, pager } = useKeysetCursor(manufacturerId);
  const list = useManufacturerPrices(manufacturerId, cursor);
  const rows = list.data?.data ?? [];

  const msps = useMspChoices();
  const known = useMemo(
    () => new Map((msps.data?.data ?? []).map((a) => [a.id, a.accountName])),
    [msps.data],
  );
  const accountNames = useAccountNames(
    rows.map((r) => r.accountId),
    known,
  );
  const categories = useAllCategories();
  const categoryNames = useMemo(
    () => new Map((categories.data ?? []).map((c) => [c.id, c.name])),
    [categories.data],
  );
  const accountOf = (r: TManufacturerPrice) =>
    r.accountId ? (accountNames.get(r.accountId) ?? "…") : "Every account";
  const categoryOf = (r: TManufacturerPrice) =>
    r.categoryId ? (categoryNames.get(r.categoryId) ?? "…") : "Every category";

  const body = (
    <QueryList
      query={list}
      rows={list.data?.data}
      loadingLabel="Loading the manufacturer prices"
      skeletonRows={3}
      notLoaded={COULD_NOT_LOAD}
      empty={{
        title: "No manufacturer prices yet",
        description: "A price agreement gives service providers a discount on this manufacturer's products.",
        icon: <IconReceipt size={28} aria-hidden />,
      }}
      keepRowsOnError
    >
      {(shown) => (
        <Table.ScrollContainer minWidth={760}>
          <Table striped aria-label="Manufacturer prices" aria-busy={list.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Account</Table.Th>
                <Table.Th>Category</Table.Th>
                <Table.Th ta="right">Discount</Table.Th>
                <Table.Th>Start</Table.Th>
                <Table.Th>End</Table.Th>
                <Table.Th>Notes</Table.Th>
                {canWrite ? <Table.Th>Actions</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((r) => {
                const label = `the price for ${accountOf(r)}, ${categoryOf(r)}`;
                return (
                  <Table.Tr key={r.id}>
                    <Table.Td fw={500}>{accountOf(r)}</Table.Td>
                    <Table.Td>{categoryOf(r)}</Table.Td>
                    <Table.Td ta="right">{r.discountPercent} %</Table.Td>
                    <Table.Td>{day(r.startDate)}</Table.Td>
                    <Table.Td>{day(r.endDate)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2}>
                        {r.notes || "—"}
                      </Text>
                    </Table.Td>
                    {canWrite ? (
                      <Table.Td>
                        <PriceRowActions
                          row={r}
                          label={label}
                          onEdit={() => setDialog({ mode: "edit", row: r })}
                        />
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </QueryList>
  );

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Manufacturer prices
          </Title>
          {canWrite ? (
            <AddButton size="xs" onClick={() => setDialog({ mode: "add" })}>
              Add manufacturer price
            </AddButton>
          ) : null}
        </Group>
        {body}
        <KeysetPagerButtons pager={pager(list.data)} label="Manufacturer price pages" />
      </Stack>
      <ManufacturerPriceModal
        manufacturerId={manufacturerId}
        dialog={dialog}
        accountNames={accountNames}
        onClose={() => setDialog(null)}
      />
    </Paper>
  );
}
