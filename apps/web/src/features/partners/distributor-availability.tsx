import { Badge, Group, Table, Text } from "@mantine/core";
import type { DistributorStockStatus, TPriceAvailability } from "@q2c/domain";

const STATUS: Record<DistributorStockStatus, { label: string; color: string }> = {
  available: { label: "Available", color: "success" },
  backorder: { label: "Backorder", color: "warning" },
  discontinued: { label: "Discontinued", color: "gray" },
  not_found: { label: "Not found", color: "danger" },
};

/** What the distributor answered for one part number: status, total and each warehouse's quantity. */
export function DistributorAvailability({ answer }: { answer: TPriceAvailability }) {
  const status = STATUS[answer.status];
  return (
    <Group gap="lg" align="flex-start" wrap="wrap">
      <Group gap="xs">
        <Badge color={status.color} variant="light">
          {status.label}
        </Badge>
        <Text size="sm">{answer.availableQuantity} available</Text>
        {answer.cost !== null ? (
          <Text size="sm" c="dimmed">
            Cost {answer.cost}
            {answer.currency ? ` ${answer.currency}` : ""}
          </Text>
        ) : null}
      </Group>
      {answer.warehouses.length > 0 ? (
        <Table withTableBorder={false} aria-label={`Stock of ${answer.partNumber} by warehouse`} w="auto">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Warehouse</Table.Th>
              <Table.Th ta="right">Quantity</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answer.warehouses.map((w) => (
              <Table.Tr key={w.name}>
                <Table.Td>{w.name}</Table.Td>
                <Table.Td ta="right">{w.quantity}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Group>
  );
}
