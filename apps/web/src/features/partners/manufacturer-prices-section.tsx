import { ActionIcon, Button, Group, Paper, Stack, Table, Text, Title, Tooltip } from "@mantine/core";
import { MESSAGES, passesRule, type TManufacturerPrice } from "@q2c/domain";
import { IconPencil, IconPlus, IconReceipt, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useMemo, useState } from "react";
import { confirmDelete } from "../../app/feedback/confirm.tsx";
import { notifyError, notifySuccess } from "../../app/feedback/notify.tsx";
import { useAccessContext } from "../../app/session/use-session.ts";
import { formatDate } from "../accounts/format-date.ts";
import { KeysetPagerButtons, ListEmpty, ListError, ListSkeleton } from "../accounts/list-states.tsx";
import { useAccountNames } from "../accounts/use-account-names.ts";
import { useKeysetCursor } from "../accounts/use-keyset-cursor.ts";
import { useQueryErrorNotice } from "../accounts/use-query-error-notice.ts";
import { type ManufacturerPriceDialog, ManufacturerPriceModal } from "./manufacturer-price-modal.tsx";
import {
  useAllCategories,
  useManufacturerPriceMutations,
  useManufacturerPrices,
  useMspChoices,
} from "./use-manufacturer-prices.ts";

const COULD_NOT_LOAD = "Could not load the manufacturer prices.";
const day = (value: string | null) => (value ? formatDate(value) : "—");

function DeleteButton({ row, label }: { row: TManufacturerPrice; label: string }) {
  const { remove } = useManufacturerPriceMutations();
  const run = async () => {
    if (!(await confirmDelete({ title: "Delete manufacturer price" }))) return;
    remove.mutate(row.id, {
      onSuccess: () => notifySuccess("Manufacturer price", "deleted"),
      onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotDelete }),
    });
  };
  return (
    <Tooltip label="Delete">
      <ActionIcon
        variant="subtle"
        color="danger"
        aria-label={`Delete ${label}`}
        loading={remove.isPending}
        onClick={() => void run()}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** A manufacturer's price agreements (GET /manufacturer-prices?manufacturerId); the owner edits them. */
export function ManufacturerPricesSection({ manufacturerId }: { manufacturerId: string }) {
  const ctx = useAccessContext();
  const canWrite = ctx.accountKind === "platformOwner" && passesRule("editor", ctx.role);
  const [dialog, setDialog] = useState<ManufacturerPriceDialog | null>(null);
  const { cursor, pager } = useKeysetCursor(manufacturerId);
  const list = useManufacturerPrices(manufacturerId, cursor);
  useQueryErrorNotice(list.error, COULD_NOT_LOAD);
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

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton label="Loading the manufacturer prices" rows={3} />;
  else if (list.isError && !list.data)
    body = <ListError message={COULD_NOT_LOAD} onRetry={() => void list.refetch()} />;
  else if (rows.length === 0)
    body = (
      <ListEmpty
        filtered={false}
        title="No manufacturer prices yet"
        description="A price agreement gives service providers a discount on this manufacturer's products."
        icon={<IconReceipt size={28} aria-hidden />}
      />
    );
  else
    body = (
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
            {rows.map((r) => {
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
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label="Edit">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Edit ${label}`}
                            onClick={() => setDialog({ mode: "edit", row: r })}
                          >
                            <IconPencil size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        <DeleteButton row={r} label={label} />
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Manufacturer prices
          </Title>
          {canWrite ? (
            <Button
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setDialog({ mode: "add" })}
            >
              Add manufacturer price
            </Button>
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
