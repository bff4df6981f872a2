import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconExternalLink } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, Navigate, useParams } from "react-router";
import { errorMessage } from "../../api/api-error.ts";
import { procureApi, procureKeys } from "../../api/procure-api.ts";
import { RecordSkeleton } from "../../app/forms/record-form-parts.tsx";
import { usePageTitle } from "../../app/layout/page-title.tsx";
import { useAccessContext } from "../../app/session/use-session.ts";
import { SHIPMENT_STATUS_COLORS, SHIPMENT_STATUS_LABELS, FULFILMENT_TEXTS as T } from "./fulfilment-texts.ts";
import { orderPath } from "./order-format.ts";
import { ordersRefusal } from "./orders-access.ts";
import { ShipmentFacts, ShipmentLines } from "./shipment-card.tsx";
import { ORDER_TEXTS as O } from "./texts.ts";

/** /orders/:orderId/suborder/:suborderId/track/:trackingNumber: one package, its carrier, status and lines. */
export default function SuborderTrackPage() {
  const refused = ordersRefusal(useAccessContext());
  if (refused !== null) return <Navigate to={refused} replace />;
  return <Track />;
}

function Track() {
  const { orderId = "", suborderId = "", trackingNumber = "" } = useParams();
  const track = useQuery({
    queryKey: procureKeys.track(orderId, suborderId, trackingNumber),
    queryFn: () => procureApi.track(orderId, suborderId, trackingNumber),
  });
  const p = track.data;
  // The breadcrumb's record is the order (Dashboard / Orders / Order #n / Track).
  usePageTitle(p ? O.orderTitle(p.orderNumber) : undefined);
  if (!p) {
    if (track.isError)
      return (
        <Alert color="danger" title="Not loaded">
          {errorMessage(track.error, T.couldNotLoadTrack)}
        </Alert>
      );
    return <RecordSkeleton label={T.loadingTrack} height={280} />;
  }
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={orderPath(p.orderId, "shipments")} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {T.backToOrder(p.orderNumber)}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="sm">
            <Title order={1} size="h2">
              {T.trackTitle(p.trackingNumber)}
            </Title>
            <Badge variant="light" size="lg" tt="none" color={SHIPMENT_STATUS_COLORS[p.status]}>
              {SHIPMENT_STATUS_LABELS[p.status]}
            </Badge>
          </Group>
          <Text c="dimmed">
            {p.carrier} · {p.siteName} · {p.buildingName}
          </Text>
        </div>
        {p.trackingUrl ? (
          <Anchor href={p.trackingUrl} target="_blank" rel="noopener noreferrer">
            <Group gap={4}>
              {T.trackingUrl}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        ) : null}
      </Group>
      <Paper withBorder p="md" radius="md">
        <ShipmentFacts shipment={p} />
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="track-lines-title">
        <Title order={2} size="h4" id="track-lines-title" mb="sm">
          {T.trackLines}
        </Title>
        <ShipmentLines shipment={p} label={T.packageLines(p.trackingNumber)} />
      </Paper>
    </Stack>
  );
}
