import { Badge, Table, Text } from "@mantine/core";
import type { TOrderLine } from "@q2c/domain";
import { formatMoney, formatQuantity } from "../quote-builder/figure-format.ts";
import { LINE_STATUS_COLORS, LINE_STATUS_LABELS, ORDER_TEXTS as T } from "./texts.ts";

export interface OrderLinesTableProps {
  label: string;
  lines: readonly TOrderLine[];
  /** A suborder's lines carry their number within it (the distributor's customerLineNumber); others a dash. */
  numbered: boolean;
  /** Whether the order carries costs (the provider's answer does): the same columns in every table. */
  withCost: boolean;
}

const DASH = "—";

/**
 * Order lines as frozen from the signed quote: number, product, part numbers, quantity, price, cost (the
 * provider's answer carries it; a customer's has none), where it stands and why a distributor refused it.
 */
export function OrderLinesTable({ label, lines, numbered, withCost }: OrderLinesTableProps) {
  const withReject = lines.some((l) => l.rejectReason !== "");
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table aria-label={label} verticalSpacing={6} fz="sm" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>{T.line}</Table.Th>
            <Table.Th>{T.product}</Table.Th>
            <Table.Th w={170}>{T.partNumber}</Table.Th>
            <Table.Th w={140}>{T.distributorPartNumber}</Table.Th>
            <Table.Th ta="right" w={64}>
              {T.quantity}
            </Table.Th>
            <Table.Th ta="right" w={110}>
              {T.price}
            </Table.Th>
            {withCost ? (
              <Table.Th ta="right" w={110}>
                {T.cost}
              </Table.Th>
            ) : null}
            <Table.Th w={120}>{T.lineStatus}</Table.Th>
            {withReject ? <Table.Th>{T.rejectReason}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr key={l.id}>
              <Table.Td>{numbered ? l.lineNumber : DASH}</Table.Td>
              <Table.Td>{l.name}</Table.Td>
              <Table.Td>{l.partNumber || DASH}</Table.Td>
              <Table.Td>{l.distributorPartNumber || DASH}</Table.Td>
              <Table.Td ta="right">{formatQuantity(l.quantity)}</Table.Td>
              <Table.Td ta="right">{formatMoney(l.price)}</Table.Td>
              {withCost ? <Table.Td ta="right">{formatMoney(l.cost)}</Table.Td> : null}
              <Table.Td>
                <Badge variant="light" color={LINE_STATUS_COLORS[l.status] ?? "gray"} tt="none">
                  {LINE_STATUS_LABELS[l.status] ?? l.status}
                </Badge>
              </Table.Td>
              {withReject ? (
                <Table.Td>
                  <Text size="sm" c={l.rejectReason ? "var(--mantine-color-error)" : undefined}>
                    {l.rejectReason || DASH}
                  </Text>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
