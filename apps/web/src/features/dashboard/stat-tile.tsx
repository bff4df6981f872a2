import { Card, Group, Skeleton, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

export interface StatTileProps {
  label: string;
  value: string;
  detail?: ReactNode;
  /** The filtered quote list this tile counts. */
  to: string;
  icon?: ReactNode;
}

/** A figure of the dashboard that opens the list it counts. */
export function StatTile({ label, value, detail, to, icon }: StatTileProps) {
  return (
    <Card component={Link} to={to} withBorder padding="lg" radius="md">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed" fw={500}>
          {label}
        </Text>
        {icon}
      </Group>
      <Text fz={28} fw={700} lh={1.2} mt={4}>
        {value}
      </Text>
      {detail ? (
        <Text size="sm" c="dimmed" mt={2}>
          {detail}
        </Text>
      ) : null}
    </Card>
  );
}

/** Placeholder tiles while the figures load. */
export function SkeletonTiles({ count, label }: { count: number; label: string }) {
  return (
    <Group grow role="status" aria-busy="true" aria-label={label} align="stretch">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder tiles have no identity.
        <Card key={i} withBorder padding="lg" radius="md">
          <Skeleton height={12} width="50%" />
          <Skeleton height={28} width="35%" mt={12} />
        </Card>
      ))}
    </Group>
  );
}
