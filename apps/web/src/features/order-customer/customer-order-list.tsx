import { Anchor, Badge, Group, Select, Stack, Table, Text } from "@mantine/core";
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
  type TCustomerOrderListItem,
} from "@q2c/domain";
import { IconPackage } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { useQueryErrorNotice } from "../../app/feedback/use-query-error-notice.ts";
import { KeysetPagerButtons, ListEmpty, ListError, ListSkeleton } from "../../app/lists/list-states.tsx";
import { useKeysetCursor } from "../../app/lists/use-keyset-cursor.ts";
import { formatDate } from "../accounts/format-date.ts";
import { orderPath } from "../orders/order-format.ts";
import { ORDER_STATUS_COLORS } from "../orders/texts.ts";
import { formatAmount } from "../quotes/quote-format.ts";
import { CUSTOMER_ORDER_TEXTS as T } from "./texts.ts";
import { useCustomerOrderList } from "./use-customer-orders.ts";

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({
  value: status,
  label: ORDER_STATUS_LABELS[status],
}));

/** The customer's orders (GET /customer-orders), by status, in keyset pages. */
export function CustomerOrderList() {
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const filters = { status: status ?? undefined };
  const { cursor, pager } = useKeysetCursor(JSON.stringify(filters));
  const list = useCustomerOrderList({ ...filters, ...cursor });
  useQueryErrorNotice(list.error, T.couldNotLoad);

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton label={T.loading} />;
  else if (list.isError && !list.data)
    body = <ListError message={T.couldNotLoad} onRetry={() => void list.refetch()} />;
  else if (list.data.data.length === 0)
    body = (
      <ListEmpty
        filtered={status !== null}
        title={T.noOrders}
        description={T.noOrdersText}
        icon={<IconPackage size={28} aria-hidden />}
      />
    );
  else body = <CustomerOrdersTable rows={list.data.data} />;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <Select
          label={T.status}
          placeholder={T.allStatuses}
          data={STATUS_OPTIONS}
          value={status}
          onChange={(value) => setStatus(value as OrderStatus | null)}
          clearable
          w={220}
        />
      </Group>
      {body}
      <KeysetPagerButtons pager={pager(list.data)} label={T.pages} />
    </Stack>
  );
}

function CustomerOrdersTable({ rows }: { rows: readonly TCustomerOrderListItem[] }) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped aria-label={T.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.order}</Table.Th>
            <Table.Th>{T.deal}</Table.Th>
            <Table.Th>{T.provider}</Table.Th>
            <Table.Th>{T.status}</Table.Th>
            <Table.Th>{T.buildings}</Table.Th>
            <Table.Th ta="right">{T.oneTime}</Table.Th>
            <Table.Th ta="right">{T.monthly}</Table.Th>
            <Table.Th>{T.updated}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Anchor component={Link} to={orderPath(row.id)} fw={500} size="sm">
                  {T.orderTitle(row.orderNumber)}
                </Anchor>
              </Table.Td>
              <Table.Td>{row.dealName}</Table.Td>
              <Table.Td>{row.providerName}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={ORDER_STATUS_COLORS[row.status]} tt="none">
                  {ORDER_STATUS_LABELS[row.status]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{T.shippedOf(row.buildingsShipped, row.buildings)}</Text>
                <Text size="xs" c="dimmed">
                  {T.installedOf(row.buildingsInstalled, row.buildings)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{formatAmount(row.oneTimeTotal)}</Table.Td>
              <Table.Td ta="right">{formatAmount(row.monthlyTotal)}</Table.Td>
              <Table.Td>{formatDate(row.updatedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
