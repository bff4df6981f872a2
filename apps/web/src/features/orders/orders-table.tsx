import { Anchor, Badge, Table, Text } from "@mantine/core";
import { ORDER_STATUS_LABELS, type TOrderListItem } from "@q2c/domain";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { formatDate } from "../accounts/format-date.ts";
import { formatAmount } from "../quotes/quote-format.ts";
import { orderPath } from "./order-format.ts";
import { ORDER_STATUS_COLORS, ORDER_TEXTS as T } from "./texts.ts";

export interface OrdersTableProps {
  label: string;
  rows: readonly TOrderListItem[];
}

/** Order rows: number, deal, customer, status, one-time and monthly totals, suborders and last change. */
export function OrdersTable({ label, rows }: OrdersTableProps) {
  const navigate = useNavigate();
  const open = (row: TOrderListItem) => (event: MouseEvent) => {
    // The number's link navigates by itself; the rest of the row is a larger target for the mouse.
    if ((event.target as HTMLElement).closest("a")) return;
    navigate(orderPath(row.id));
  };
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.orderNumber}</Table.Th>
            <Table.Th>{T.deal}</Table.Th>
            <Table.Th>{T.customer}</Table.Th>
            <Table.Th>{T.status}</Table.Th>
            <Table.Th ta="right">{T.oneTime}</Table.Th>
            <Table.Th ta="right">{T.monthly}</Table.Th>
            <Table.Th ta="right">{T.suborders}</Table.Th>
            <Table.Th>{T.updated}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} onClick={open(row)} style={{ cursor: "pointer" }}>
              <Table.Td>
                <Anchor component={Link} to={orderPath(row.id)} fw={500} size="sm">
                  {T.orderTitle(row.orderNumber)}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.dealName}</Text>
              </Table.Td>
              <Table.Td>{row.accountName}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={ORDER_STATUS_COLORS[row.status]} tt="none">
                  {ORDER_STATUS_LABELS[row.status]}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">{formatAmount(row.oneTimeTotal)}</Table.Td>
              <Table.Td ta="right">{formatAmount(row.monthlyTotal)}</Table.Td>
              <Table.Td ta="right">{row.suborderCount}</Table.Td>
              <Table.Td>{formatDate(row.updatedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
