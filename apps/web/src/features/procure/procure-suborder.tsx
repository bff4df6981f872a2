import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text } from "@mantine/core";
import type { TPriceAvailability, TProcureSuborder } from "@q2c/domain";
import { IconSend } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { addressLines, orderPath } from "../orders/order-format.ts";
import { formatMoney, formatQuantity } from "../quote-builder/figure-format.ts";
import { STOCK_COLORS, STOCK_LABELS, PROCURE_TEXTS as T } from "./texts.ts";

const DASH = "—";

/** Price and stock by part number (any case). */
export type AvailabilityIndex = ReadonlyMap<string, TPriceAvailability>;

export const indexAvailability = (data: readonly TPriceAvailability[]): AvailabilityIndex =>
  new Map(data.map((a) => [a.partNumber.toUpperCase(), a]));

export interface ProcureSuborderProps {
  suborder: TProcureSuborder;
  /** Null when nobody was asked (bought by hand) or the distributor failed. */
  availability: AvailabilityIndex | null;
  /** The action of the group: send, or mark ordered. */
  action: ReactNode;
}

/** One draft suborder still to buy: its order, customer, site and ship-to, and its lines with price and stock. */
export function ProcureSuborder({ suborder: s, availability, action }: ProcureSuborderProps) {
  const label = T.linesOf(s.orderNumber, s.buildingName);
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={label} data-suborder={s.id}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Group gap="xs">
              <Anchor component={Link} to={orderPath(s.orderId, "suborders")} fw={600}>
                {T.order(s.orderNumber)}
              </Anchor>
              <Text size="sm" c="dimmed">
                {s.dealName} · {s.accountName}
              </Text>
            </Group>
            <Text size="sm">
              {s.siteName} · {s.buildingName}
            </Text>
          </div>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" fw={600}>
              {formatMoney(s.costTotal)}
            </Text>
            {action}
          </Group>
        </Group>
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            {T.shipTo}
            {s.isCustomerShippingAddress ? ` (${T.customerAddress})` : ""}:{" "}
          </Text>
          {addressLines(s.shipTo).join(", ")}
        </Text>
        {s.lastError ? (
          <Alert color="danger" variant="light" title={T.lastError} p="xs">
            <Text size="sm">{s.lastError}</Text>
          </Alert>
        ) : null}
        <Table.ScrollContainer minWidth={720}>
          <Table aria-label={label} verticalSpacing={4} fz="sm" layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={48}>{T.line}</Table.Th>
                <Table.Th>{T.product}</Table.Th>
                <Table.Th w={150}>{T.distributorPartNumber}</Table.Th>
                <Table.Th ta="right" w={56}>
                  {T.quantity}
                </Table.Th>
                <Table.Th ta="right" w={100}>
                  {T.cost}
                </Table.Th>
                {availability ? (
                  <>
                    <Table.Th ta="right" w={110}>
                      {T.currentCost}
                    </Table.Th>
                    <Table.Th w={150}>{T.stock}</Table.Th>
                  </>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {s.lines.map((l) => {
                const a = availability?.get(l.distributorPartNumber.toUpperCase());
                return (
                  <Table.Tr key={l.id}>
                    <Table.Td>{l.lineNumber}</Table.Td>
                    <Table.Td>{l.name}</Table.Td>
                    <Table.Td>{l.distributorPartNumber || DASH}</Table.Td>
                    <Table.Td ta="right">{formatQuantity(l.quantity)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(l.cost)}</Table.Td>
                    {availability ? (
                      <>
                        <Table.Td ta="right">{formatMoney(a?.cost)}</Table.Td>
                        <Table.Td>
                          {a ? (
                            <Group gap={6} wrap="nowrap">
                              <Badge variant="light" color={STOCK_COLORS[a.status]} tt="none">
                                {STOCK_LABELS[a.status]}
                              </Badge>
                              {a.status === "available" ? (
                                <Text size="xs">{a.availableQuantity.toLocaleString("en-US")}</Text>
                              ) : null}
                            </Group>
                          ) : (
                            DASH
                          )}
                        </Table.Td>
                      </>
                    ) : null}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}

/** The send button of one suborder. */
export function SendButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  return (
    <Button size="xs" leftSection={<IconSend size={14} aria-hidden />} onClick={onClick} loading={busy}>
      {T.send}
    </Button>
  );
}
