import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import type { TShipment } from "@q2c/domain";
import { IconExternalLink } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatQuantity } from "../quote-builder/figure-format.ts";
import { formatWhen } from "../quote-documents/format-when.ts";
import { SHIPMENT_STATUS_COLORS, SHIPMENT_STATUS_LABELS, FULFILMENT_TEXTS as T } from "./fulfilment-texts.ts";

const DASH = "—";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** A package's carrier, tracking, source and dates. */
export function ShipmentFacts({ shipment: p }: { shipment: TShipment }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
      <Fact label={T.carrier}>{p.carrier || DASH}</Fact>
      <Fact label={T.source}>{T.sourceLabels[p.source]}</Fact>
      <Fact label={T.shipmentDate}>{formatWhen(p.shipmentDate)}</Fact>
      <Fact label={T.shippedDate}>{formatWhen(p.shippedAt)}</Fact>
      <Fact label={T.deliveredDate}>{formatWhen(p.deliveredAt)}</Fact>
    </SimpleGrid>
  );
}

/** A package's lines: number, product, part number, quantity and serial numbers (never a cost). */
export function ShipmentLines({ shipment: p, label }: { shipment: TShipment; label: string }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={label} verticalSpacing={4} fz="sm" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>{T.line}</Table.Th>
            <Table.Th>{T.product}</Table.Th>
            <Table.Th w={160}>{T.partNumber}</Table.Th>
            <Table.Th ta="right" w={64}>
              {T.quantity}
            </Table.Th>
            <Table.Th w={260}>{T.serials}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {p.lines.map((l) => (
            <Table.Tr key={l.orderLineId}>
              <Table.Td>{l.lineNumber}</Table.Td>
              <Table.Td>{l.name}</Table.Td>
              <Table.Td>{l.partNumber || DASH}</Table.Td>
              <Table.Td ta="right">{formatQuantity(l.quantity)}</Table.Td>
              <Table.Td>
                <Text size="xs" ff="monospace" style={{ overflowWrap: "anywhere" }}>
                  {l.serialNumbers.length > 0 ? l.serialNumbers.join(", ") : DASH}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export interface ShipmentCardProps {
  shipment: TShipment;
  /** Where the package goes ("Main site · Lab · Tailspin"). */
  where: string;
  /** The tracking page of the package, when it has a tracking number. */
  trackTo: string | null;
}

/** One package on the shipments tab: its tracking number (to its tracking page), status, facts and lines. */
export function ShipmentCard({ shipment: p, where, trackTo }: ShipmentCardProps) {
  const name = T.package(p.carrier, p.trackingNumber);
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="article"
      aria-label={name}
      data-shipment={p.trackingNumber}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <div>
            <Group gap="xs">
              {trackTo ? (
                <Anchor
                  component={Link}
                  to={trackTo}
                  fw={600}
                  aria-label={`${T.openTracking} ${p.trackingNumber}`}
                >
                  {p.trackingNumber}
                </Anchor>
              ) : (
                <Text fw={600}>{name}</Text>
              )}
              <Badge variant="light" color={SHIPMENT_STATUS_COLORS[p.status]} tt="none">
                {SHIPMENT_STATUS_LABELS[p.status]}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {where}
            </Text>
          </div>
          {p.trackingUrl ? (
            <Anchor href={p.trackingUrl} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4}>
                {T.trackingUrl}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          ) : null}
        </Group>
        <ShipmentFacts shipment={p} />
        <ShipmentLines shipment={p} label={T.packageLines(p.trackingNumber || name)} />
      </Stack>
    </Paper>
  );
}
