import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { TOrderLine, TSuborder } from "@q2c/domain";
import { formatDateTime } from "../accounts/format-date.ts";
import { OrderLinesTable } from "./order-lines-table.tsx";
import { ShipToAddress } from "./ship-to.tsx";
import { SUBORDER_STATUS_COLORS, SUBORDER_STATUS_LABELS, ORDER_TEXTS as T } from "./texts.ts";

/** A suborder's name: its distributor, or "Procure manually" for the lines bought by hand. */
export const suborderName = (s: TSuborder): string =>
  s.distributorId === null ? T.procureManually : s.distributorName || T.distributorOrder;

/**
 * Its status, and "Shipping incomplete" while a line it ships lacks a shipped date (domain §4), unless the
 * building around it already says so.
 */
export function SuborderBadges({
  suborder,
  withShipping = true,
}: {
  suborder: TSuborder;
  withShipping?: boolean;
}) {
  return (
    <Group gap={6}>
      <Badge variant="light" color={SUBORDER_STATUS_COLORS[suborder.status]} tt="none">
        {SUBORDER_STATUS_LABELS[suborder.status]}
      </Badge>
      {withShipping && suborder.shippingIncomplete ? (
        <Badge variant="light" color="warning" tt="none">
          {T.shippingIncomplete}
        </Badge>
      ) : null}
    </Group>
  );
}

/**
 * One suborder: distributor (or procure manually), building, status, where it ships, the distributor's
 * order number once sent, the last error of a read, and its lines.
 */
export function SuborderCard({
  suborder,
  lines,
  withCost,
}: {
  suborder: TSuborder;
  lines: readonly TOrderLine[];
  withCost: boolean;
}) {
  const name = suborderName(suborder);
  const place = [suborder.siteName, suborder.buildingName].filter(Boolean).join(" · ");
  const headingId = `suborder-${suborder.id}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4" id={headingId}>
              {place ? `${name} — ${place}` : name}
            </Title>
          </div>
          <SuborderBadges suborder={suborder} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <div>
            <Text size="xs" c="dimmed">
              {T.shipTo}
              {suborder.isCustomerShippingAddress ? ` (${T.customerAddress})` : ""}
            </Text>
            <ShipToAddress shipTo={suborder.shipTo} />
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {T.distributorOrder}
            </Text>
            <Text size="sm">{suborder.distributorOrderNumber ?? T.notSent}</Text>
          </div>
          {suborder.sentAt ? (
            <div>
              <Text size="xs" c="dimmed">
                {T.sent}
              </Text>
              <Text size="sm">{formatDateTime(suborder.sentAt)}</Text>
            </div>
          ) : null}
        </SimpleGrid>
        {suborder.lastError ? (
          <Alert color="danger" title={T.lastError}>
            {suborder.lastError}
          </Alert>
        ) : null}
        <OrderLinesTable
          label={T.linesOf(place ? `${name}, ${place}` : name)}
          lines={lines}
          numbered
          withCost={withCost}
        />
      </Stack>
    </Paper>
  );
}
