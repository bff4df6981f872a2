import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { TOrder } from "@q2c/domain";
import { IconCircleCheck, IconPackageExport, IconTruck } from "@tabler/icons-react";
import { useState } from "react";
import { formatQuantity } from "../quote-builder/figure-format.ts";
import {
  manualShippable,
  shipsAnything,
  suborderName,
  trackPath,
  unshippedLines,
} from "./fulfilment-format.ts";
import { FULFILMENT_TEXTS as T } from "./fulfilment-texts.ts";
import { RecordShipmentDialog } from "./record-shipment-dialog.tsx";
import { ShipmentCard } from "./shipment-card.tsx";
import { ORDER_TEXTS as O } from "./texts.ts";

export interface OrderShipmentsProps {
  order: TOrder;
  canManage: boolean;
  /** Reads the order again after a package is recorded. */
  refetch: () => void;
}

/**
 * The shipments tab: "Shipping incomplete" while any bought line lacks a shipped date (domain §4), the lines
 * still waiting, every package (lines, quantities, carrier, tracking number linking to its tracking page,
 * serial numbers, dates), and, for suborders bought by hand, recording a package (PUT /orders/{id}/shipments).
 */
export function OrderShipments({ order, canManage, refetch }: OrderShipmentsProps) {
  const [recording, setRecording] = useState(false);
  const waiting = unshippedLines(order);
  const manual = manualShippable(order);
  const suborderById = new Map(order.suborders.map((s) => [s.id, s]));
  if (!shipsAnything(order)) return <Text c="dimmed">{T.nothingToShip}</Text>;

  return (
    <Stack gap="md" aria-label={T.shipmentsLabel} component="section">
      <Group justify="space-between">
        {waiting.length > 0 ? (
          <Group gap="xs">
            <Badge
              color="warning"
              variant="light"
              size="lg"
              tt="none"
              leftSection={<IconTruck size={14} aria-hidden />}
            >
              {T.shippingIncomplete}
            </Badge>
            <Text size="sm" c="dimmed">
              {T.shippingIncompleteText(waiting.length)}
            </Text>
          </Group>
        ) : (
          <Badge
            color="success"
            variant="light"
            size="lg"
            tt="none"
            leftSection={<IconCircleCheck size={14} aria-hidden />}
          >
            {T.allShipped}
          </Badge>
        )}
        {canManage && manual.length > 0 ? (
          <Button
            size="sm"
            variant="default"
            leftSection={<IconPackageExport size={16} aria-hidden />}
            onClick={() => setRecording(true)}
          >
            {T.record}
          </Button>
        ) : null}
      </Group>

      {waiting.length > 0 ? (
        <Paper withBorder p="sm" radius="md">
          <Title order={2} size="h5" mb="xs">
            {T.waitingTitle}
          </Title>
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label={T.waitingLabel} verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{T.product}</Table.Th>
                  <Table.Th>{T.building}</Table.Th>
                  <Table.Th ta="right">{T.shipped}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {waiting.map((l) => {
                  const s = l.suborderId ? suborderById.get(l.suborderId) : undefined;
                  return (
                    <Table.Tr key={l.id}>
                      <Table.Td>{l.name}</Table.Td>
                      <Table.Td>{s ? suborderName(s, O.procureManually) : ""}</Table.Td>
                      <Table.Td ta="right">
                        {T.shippedOf(formatQuantity(l.shippedQuantity), formatQuantity(l.quantity))}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ) : null}

      {order.shipments.length === 0 ? (
        <Alert color="gray" variant="light">
          {T.noShipments}
        </Alert>
      ) : (
        order.shipments.map((p) => {
          const s = suborderById.get(p.suborderId);
          return (
            <ShipmentCard
              key={p.id}
              shipment={p}
              where={s ? suborderName(s, O.procureManually) : ""}
              trackTo={p.trackingNumber ? trackPath(order.id, p.suborderId, p.trackingNumber) : null}
            />
          );
        })
      )}
      {recording ? (
        <RecordShipmentDialog
          order={order}
          suborders={manual}
          onClose={() => setRecording(false)}
          onRecorded={refetch}
        />
      ) : null}
    </Stack>
  );
}
