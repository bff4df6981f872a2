import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { SITE_PROGRESS_LABELS, type TCustomerBuilding, type TCustomerOrderLine } from "@q2c/domain";
import { Link } from "react-router";
import { formatDate } from "../accounts/format-date.ts";
import { ShipToAddress } from "../orders/ship-to.tsx";
import {
  CUSTOMER_LINE_STATUS_LABELS,
  SHIPMENT_STATUS_LABELS,
  SITE_PROGRESS_COLORS,
  CUSTOMER_ORDER_TEXTS as T,
} from "./texts.ts";

export const trackPath = (orderId: string, trackingNumber: string) =>
  `/orders/${orderId}/track-customer/${encodeURIComponent(trackingNumber)}`;

const quantity = (value: string) => String(Number(value));
const when = (value: string | null) => (value ? formatDate(value) : "—");

function LinesTable({ label, lines }: { label: string; lines: readonly TCustomerOrderLine[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={label} verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.item}</Table.Th>
            <Table.Th>{T.partNumber}</Table.Th>
            <Table.Th ta="right">{T.quantity}</Table.Th>
            <Table.Th>{T.lineStatus}</Table.Th>
            <Table.Th>{T.shipped}</Table.Th>
            <Table.Th>{T.delivered}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>
                <Text size="sm">{line.name}</Text>
                {line.serialNumbers.length > 0 ? (
                  <Text size="xs" c="dimmed">
                    {T.serials}: {line.serialNumbers.join(", ")}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{line.partNumber || "—"}</Table.Td>
              <Table.Td ta="right">{quantity(line.quantity)}</Table.Td>
              <Table.Td>{CUSTOMER_LINE_STATUS_LABELS[line.status] ?? line.status}</Table.Td>
              <Table.Td>{when(line.shippedAt)}</Table.Td>
              <Table.Td>{when(line.deliveredAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One building of the customer's order: its progress, what is ordered, and its packages with tracking. */
export function CustomerBuildingCard({
  orderId,
  building,
}: {
  orderId: string;
  building: TCustomerBuilding;
}) {
  const equipment = building.lines.filter((l) => l.kind === "equipment");
  const services = building.lines.filter((l) => l.kind === "service");
  const headingId = `building-${building.buildingId}`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={3} size="h4" id={headingId}>
              {building.buildingName}
            </Title>
            {building.installedAt ? (
              <Text size="sm" c="dimmed">
                {T.installedOn(formatDate(building.installedAt))}
              </Text>
            ) : null}
          </Stack>
          <Group gap="xs">
            {building.shippingIncomplete ? (
              <Badge variant="light" color="warning" tt="none">
                {T.shippingIncomplete}
              </Badge>
            ) : null}
            <Badge variant="light" color={SITE_PROGRESS_COLORS[building.progress]} tt="none" size="lg">
              {SITE_PROGRESS_LABELS[building.progress]}
            </Badge>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, md: building.shipTo ? 4 : 1 }} spacing="lg">
          <Stack gap="sm" style={{ gridColumn: building.shipTo ? "span 3" : undefined }}>
            {equipment.length > 0 ? (
              <>
                <Text fw={600} size="sm">
                  {T.equipment}
                </Text>
                <LinesTable label={`${T.equipment}: ${building.buildingName}`} lines={equipment} />
              </>
            ) : null}
            {services.length > 0 ? (
              <>
                <Text fw={600} size="sm">
                  {T.services}
                </Text>
                <LinesTable label={`${T.services}: ${building.buildingName}`} lines={services} />
              </>
            ) : null}
          </Stack>
          {building.shipTo ? (
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {T.shipTo}
              </Text>
              <ShipToAddress shipTo={building.shipTo} />
            </Stack>
          ) : null}
        </SimpleGrid>
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {T.packages}
          </Text>
          {building.shipments.length === 0 ? (
            <Text size="sm" c="dimmed">
              {T.noPackages}
            </Text>
          ) : (
            <Table aria-label={`${T.packages}: ${building.buildingName}`} verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{T.tracking}</Table.Th>
                  <Table.Th>{T.carrier}</Table.Th>
                  <Table.Th>{T.lineStatus}</Table.Th>
                  <Table.Th>{T.shipped}</Table.Th>
                  <Table.Th>{T.delivered}</Table.Th>
                  <Table.Th>{T.contents}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {building.shipments.map((p) => (
                  <Table.Tr key={p.trackingNumber}>
                    <Table.Td>
                      {p.trackingNumber ? (
                        <Anchor component={Link} to={trackPath(orderId, p.trackingNumber)} size="sm">
                          {p.trackingNumber}
                        </Anchor>
                      ) : (
                        "—"
                      )}
                    </Table.Td>
                    <Table.Td>{p.carrier || "—"}</Table.Td>
                    <Table.Td>{SHIPMENT_STATUS_LABELS[p.status]}</Table.Td>
                    <Table.Td>{when(p.shippedAt)}</Table.Td>
                    <Table.Td>{when(p.deliveredAt)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {p.lines.map((l) => `${quantity(l.quantity)} × ${l.name}`).join(", ")}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
