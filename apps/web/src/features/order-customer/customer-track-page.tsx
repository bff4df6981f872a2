import { Alert, Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { isAllowed, type TCustomerTracking } from "@q2c/domain";
import { IconArrowLeft, IconExternalLink } from "@tabler/icons-react";
import { Link, Navigate, useParams } from "react-router";
import { RecordSkeleton } from "../../app/forms/record-form-parts.tsx";
import { usePageTitle } from "../../app/layout/page-title.tsx";
import { useAccessContext } from "../../app/session/use-session.ts";
import { formatDate } from "../accounts/format-date.ts";
import { orderPath } from "../orders/order-format.ts";
import { ordersRefusal } from "../orders/orders-access.ts";
import { useOrder } from "../orders/use-orders.ts";
import { SHIPMENT_STATUS_LABELS, CUSTOMER_ORDER_TEXTS as T } from "./texts.ts";
import { useCustomerTracking } from "./use-customer-orders.ts";
import { useOrderRoom } from "./use-order-room.ts";

/**
 * /orders/:orderId/track-customer/:trackingNumber, the customer tracking route (issue #18 §3): one package of
 * the order, its carrier, status, dates, site and lines. The customer reads it from its tracking route; the
 * MSP's users (who may open a link the customer was sent) see the same package from the order they read.
 */
export default function CustomerTrackPage() {
  const ctx = useAccessContext();
  if (isAllowed("customerOrders.read", ctx)) return <CustomerTracking />;
  const refused = ordersRefusal(ctx);
  if (refused !== null) return <Navigate to={refused} replace />;
  return <ProviderTracking />;
}

function useTrackParams() {
  const { orderId = "", trackingNumber = "" } = useParams();
  return { orderId, trackingNumber };
}

function CustomerTracking() {
  const { orderId, trackingNumber } = useTrackParams();
  const tracked = useCustomerTracking(orderId, trackingNumber);
  useOrderRoom(orderId, () => void tracked.refetch());
  return <TrackingView data={tracked.data} isError={tracked.isError} orderId={orderId} />;
}

function ProviderTracking() {
  const { orderId, trackingNumber } = useTrackParams();
  const order = useOrder(orderId);
  useOrderRoom(orderId, () => void order.refetch());
  const current = order.data;
  const found = current?.shipments.find((p) => p.trackingNumber === trackingNumber);
  if (current && !found) return <Navigate to="/pages/error-404" replace />;
  const sub = current?.suborders.find((s) => s.id === found?.suborderId);
  const data: TCustomerTracking | undefined =
    current && found
      ? {
          ...found,
          orderId: current.id,
          orderNumber: current.orderNumber,
          dealName: current.dealName,
          buildingName: sub?.buildingName ?? "",
          siteName: sub?.siteName ?? "",
        }
      : undefined;
  return <TrackingView data={data} isError={order.isError} orderId={orderId} />;
}

const when = (value: string | null) => (value ? formatDate(value) : "—");

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

function TrackingView({
  data,
  isError,
  orderId,
}: {
  data: TCustomerTracking | undefined;
  isError: boolean;
  orderId: string;
}) {
  usePageTitle(data ? T.trackTitle(data.trackingNumber) : undefined);
  if (!data) {
    if (isError)
      return (
        <Alert color="danger" title="Not loaded">
          {T.couldNotLoadTrack}
        </Alert>
      );
    return <RecordSkeleton label={T.loadingTrack} height={280} />;
  }
  const color = data.status === "delivered" ? "success" : data.status === "in_transit" ? "primary" : "gray";
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={orderPath(orderId)} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {T.backToOrder}
        </Group>
      </Anchor>
      <div>
        <Group gap="sm" align="center">
          <Title order={1} size="h2">
            {T.trackTitle(data.trackingNumber)}
          </Title>
          <Badge variant="light" color={color} tt="none" size="lg">
            {SHIPMENT_STATUS_LABELS[data.status]}
          </Badge>
        </Group>
        <Text c="dimmed">
          {T.orderTitle(data.orderNumber)} · {data.dealName} · {data.siteName} · {data.buildingName}
        </Text>
      </div>
      <Card withBorder padding="lg">
        <SimpleGrid cols={{ base: 2, md: 5 }} spacing="lg">
          <Fact label={T.carrier}>{data.carrier || "—"}</Fact>
          <Fact label={T.tracking}>{data.trackingNumber}</Fact>
          <Fact label={T.shipmentDate}>{when(data.shipmentDate)}</Fact>
          <Fact label={T.shipped}>{when(data.shippedAt)}</Fact>
          <Fact label={T.delivered}>{when(data.deliveredAt)}</Fact>
        </SimpleGrid>
        {data.trackingUrl ? (
          <Anchor href={data.trackingUrl} target="_blank" rel="noopener noreferrer" size="sm" mt="md">
            <Group gap={4} component="span">
              {T.carrierSite}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        ) : null}
      </Card>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {T.contents}
        </Title>
        <Table aria-label={T.contents} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.item}</Table.Th>
              <Table.Th>{T.partNumber}</Table.Th>
              <Table.Th ta="right">{T.quantity}</Table.Th>
              <Table.Th>{T.serials}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.lines.map((l) => (
              <Table.Tr key={l.orderLineId}>
                <Table.Td>{l.name}</Table.Td>
                <Table.Td>{l.partNumber || "—"}</Table.Td>
                <Table.Td ta="right">{String(Number(l.quantity))}</Table.Td>
                <Table.Td>{l.serialNumbers.join(", ") || "—"}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Stack>
  );
}
