import { Card, EmptyState, SimpleGrid, Skeleton, Text } from "@mantine/core";
import { IconChartBar, IconCloudOff } from "@tabler/icons-react";
import { WEB_TEXTS } from "../../app/texts.ts";
import { countLabel, useDashboardSummary } from "./use-dashboard-summary.ts";

const numberFormat = new Intl.NumberFormat("en-US");

function CountCard({ label, value }: { label: string; value: number }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={32} fw={700} lh={1.2} mt={4}>
        {numberFormat.format(value)}
      </Text>
    </Card>
  );
}

function SkeletonCards() {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 4 }}
      role="status"
      aria-busy="true"
      aria-label="Loading the figures"
    >
      {[0, 1, 2, 3].map((i) => (
        <Card key={i} withBorder padding="lg" radius="md">
          <Skeleton height={12} width="50%" />
          <Skeleton height={28} width="35%" mt={12} />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The counts of GET /dashboard/summary: what the account holds (its team, customers, sites). */
export function Counts() {
  const summary = useDashboardSummary();
  if (summary.isPending) return <SkeletonCards />;
  if (summary.isError) {
    return (
      <EmptyState
        icon={<IconCloudOff size={28} aria-hidden />}
        withIndicatorBackground
        title="Figures unavailable"
        description={WEB_TEXTS.dashboardUnavailable}
      />
    );
  }
  const entries = Object.entries(summary.data);
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={<IconChartBar size={28} aria-hidden />}
        withIndicatorBackground
        title="No figures yet"
        description={WEB_TEXTS.dashboardEmpty}
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {entries.map(([key, value]) => (
        <CountCard key={key} label={countLabel(key)} value={value} />
      ))}
    </SimpleGrid>
  );
}
