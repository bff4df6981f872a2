import { Badge, Group, Stack, Text, Title } from "@mantine/core";
import { ORDER_STATUS_LABELS } from "@q2c/domain";
import { useParams } from "react-router";
import { RecordSkeleton } from "../../app/forms/record-form-parts.tsx";
import { usePageTitle } from "../../app/layout/page-title.tsx";
import { ListError } from "../../app/lists/list-states.tsx";
import { ORDER_STATUS_COLORS } from "../orders/texts.ts";
import { formatAmount } from "../quotes/quote-format.ts";
import { CustomerBuildingCard } from "./customer-building-card.tsx";
import { CUSTOMER_ORDER_TEXTS as T } from "./texts.ts";
import { useCustomerOrder } from "./use-customer-orders.ts";
import { useOrderRoom } from "./use-order-room.ts";

/**
 * /orders/:orderId/view as the customer sees it: the order per site and building (GET /customer-orders/{id}),
 * read again whenever the order changes (its live room).
 */
export default function CustomerOrderView() {
  const { orderId = "" } = useParams();
  const order = useCustomerOrder(orderId);
  useOrderRoom(orderId, () => void order.refetch());
  const current = order.data;
  usePageTitle(current ? T.orderTitle(current.orderNumber) : undefined);

  if (!current) {
    if (order.isError) return <ListError message={T.couldNotLoadOne} onRetry={() => void order.refetch()} />;
    return <RecordSkeleton label={T.loadingOne} height={320} />;
  }
  return (
    <Stack gap="lg">
      <div>
        <Group gap="sm" align="center">
          <Title order={1} size="h2">
            {T.orderTitle(current.orderNumber)}
          </Title>
          <Badge variant="light" color={ORDER_STATUS_COLORS[current.status]} tt="none" size="lg">
            {ORDER_STATUS_LABELS[current.status]}
          </Badge>
        </Group>
        <Text c="dimmed">
          {current.dealName} · {current.providerName} · {T.oneTime} {formatAmount(current.oneTimeTotal)} ·{" "}
          {T.monthly} {formatAmount(current.monthlyTotal)}
        </Text>
      </div>
      {current.sites.length === 0 ? <Text c="dimmed">{T.noSites}</Text> : null}
      {current.sites.map((site) => (
        <Stack key={site.siteName} gap="sm" component="section" aria-label={T.site(site.siteName)}>
          <Title order={2} size="h3">
            {site.siteName}
          </Title>
          {site.buildings.map((b) => (
            <CustomerBuildingCard key={b.buildingId} orderId={current.id} building={b} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
