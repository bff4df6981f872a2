import {
  Alert,
  Anchor,
  Card,
  EmptyState,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { isOnboardingRestricted } from "@q2c/domain";
import { IconChartBar, IconCloudOff } from "@tabler/icons-react";
import { Link } from "react-router";
import { useAccessContext, useRequiredUser } from "../../app/session/use-session.ts";
import { WEB_TEXTS } from "../../app/texts.ts";
import { STEP_TEXT, VISIBLE_STEPS, visibleIndexOf } from "../onboarding/onboarding-steps.ts";
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

function Counts() {
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

/** / : the counts of GET /dashboard/summary for the user's account. */
export default function DashboardPage() {
  const user = useRequiredUser();
  const ctx = useAccessContext();
  // Counted as the onboarding page counts them: the steps it shows (Payments is hidden).
  const stepIndex = visibleIndexOf(ctx.accountOnboardingStep ?? 0);
  const step = VISIBLE_STEPS[stepIndex];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Welcome, {user.firstName || user.displayName}
          </Title>
          <Text c="dimmed">{user.accountName}</Text>
        </div>
      </Group>
      {isOnboardingRestricted(ctx) && step !== undefined ? (
        <Alert color="blue" variant="light" title="Your account is being set up">
          Onboarding step {stepIndex + 1} of {VISIBLE_STEPS.length}: {STEP_TEXT[step.key].label}. Most pages
          open once onboarding is complete.{" "}
          <Anchor component={Link} to="/onboarding">
            Continue onboarding
          </Anchor>
        </Alert>
      ) : null}
      <Counts />
    </Stack>
  );
}
