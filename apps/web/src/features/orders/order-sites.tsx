import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { TOrder } from "@q2c/domain";
import { orderHasCosts, ordersByBuilding, suborderLines } from "./order-format.ts";
import { OrderLinesTable } from "./order-lines-table.tsx";
import { SuborderBadges, SuborderCard, suborderName } from "./suborder-card.tsx";
import { ORDER_TEXTS as T } from "./texts.ts";

/**
 * The sites tab: the order per building (fulfilment by site), each with what is bought for it, suborder by
 * suborder, and the services delivered there; "Shipping incomplete" while any of its equipment lacks a
 * shipped date.
 */
export function OrderSites({ order }: { order: TOrder }) {
  const buildings = ordersByBuilding(order);
  const withCost = orderHasCosts(order);
  if (buildings.length === 0) return <Text c="dimmed">{T.noSites}</Text>;
  return (
    <Stack gap="lg" aria-label={T.sitesLabel} component="section">
      {buildings.map((b) => {
        const place = [b.siteName, b.buildingName].filter(Boolean).join(" · ") || T.building;
        const headingId = `building-${b.buildingId}`;
        return (
          <Paper
            key={b.buildingId}
            withBorder
            p="md"
            radius="md"
            component="section"
            aria-labelledby={headingId}
          >
            <Stack gap="md">
              <Group justify="space-between">
                <Title order={2} size="h4" id={headingId}>
                  {place}
                </Title>
                {b.shippingIncomplete ? (
                  <Badge variant="light" color="warning" tt="none">
                    {T.shippingIncomplete}
                  </Badge>
                ) : null}
              </Group>
              {b.suborders.map((s) => (
                <Stack key={s.id} gap={6}>
                  <Group justify="space-between">
                    <Title order={3} size="h5">
                      {suborderName(s)}
                    </Title>
                    <SuborderBadges suborder={s} withShipping={false} />
                  </Group>
                  <OrderLinesTable
                    label={T.linesOf(`${suborderName(s)}, ${place}`)}
                    lines={suborderLines(order, s.id)}
                    numbered
                    withCost={withCost}
                  />
                </Stack>
              ))}
              {b.otherLines.length > 0 ? (
                <Stack gap={6}>
                  <Title order={3} size="h5">
                    {T.servicesLabel}
                  </Title>
                  <OrderLinesTable
                    label={T.linesOf(`${T.servicesLabel}, ${place}`)}
                    lines={b.otherLines}
                    numbered={false}
                    withCost={withCost}
                  />
                </Stack>
              ) : null}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** The suborders tab: one card per suborder, in the order they were made. */
export function OrderSuborders({ order }: { order: TOrder }) {
  if (order.suborders.length === 0) return <Text c="dimmed">{T.noSuborders}</Text>;
  return (
    <Stack gap="lg">
      {order.suborders.map((s) => (
        <SuborderCard
          key={s.id}
          suborder={s}
          lines={suborderLines(order, s.id)}
          withCost={orderHasCosts(order)}
        />
      ))}
    </Stack>
  );
}
