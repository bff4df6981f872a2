import {
  Box,
  Button,
  Card,
  EmptyState,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { EXPIRING_WITHIN_DAYS, type TDashboardPipeline } from "@q2c/domain";
import {
  IconAlarm,
  IconCalendarRepeat,
  IconCash,
  IconCloudOff,
  IconReceipt,
  IconThumbDown,
  IconTrophy,
} from "@tabler/icons-react";
import { lazy, type ReactNode, Suspense } from "react";
import { useRequiredUser } from "../../app/session/use-session.ts";
import { formatAmount } from "../quotes/quote-format.ts";
import { quoteListLink } from "../quotes/quote-list-filters.ts";
import { RecentQuotes } from "./recent-quotes.tsx";
import { StageBreakdown } from "./stage-breakdown.tsx";
import { SkeletonTiles, StatTile } from "./stat-tile.tsx";
import { DASHBOARD_TEXTS as T } from "./texts.ts";
import { useDashboardPipeline } from "./use-dashboard-pipeline.ts";

// The charts' chunk (Mantine charts and recharts) loads after the figures have drawn.
const StageValueChart = lazy(() =>
  import("./pipeline-charts.tsx").then((m) => ({ default: m.StageValueChart })),
);
const DecisionsChart = lazy(() =>
  import("./pipeline-charts.tsx").then((m) => ({ default: m.DecisionsChart })),
);

function ChartFallback({ height }: { height: number }) {
  return (
    <div role="status" aria-busy="true" aria-label={T.chartLoading}>
      <Skeleton height={height} />
    </div>
  );
}

const icon = (node: ReactNode) => <span aria-hidden>{node}</span>;

/** The tiles of the MSP's (or the platform's) pipeline, each linking to the list it counts. */
function ProviderTiles({ p }: { p: TDashboardPipeline }) {
  const decided = { decidedFrom: p.monthStart, archived: "all" as const };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      <StatTile
        label={T.openQuotes}
        value={String(p.open.count)}
        detail={T.openValue(formatAmount(p.open.termTotal))}
        to={quoteListLink({ outcome: "open" })}
        icon={icon(<IconCash size={18} />)}
      />
      <StatTile
        label={T.oneTime}
        value={formatAmount(p.open.oneTimeTotal)}
        detail={T.ofOpenQuotes}
        to={quoteListLink({ outcome: "open", sort: "value-desc" })}
        icon={icon(<IconReceipt size={18} />)}
      />
      <StatTile
        label={T.monthly}
        value={formatAmount(p.open.monthlyRecurring)}
        detail={T.ofOpenQuotes}
        to={quoteListLink({ outcome: "open", sort: "value-desc" })}
        icon={icon(<IconCalendarRepeat size={18} />)}
      />
      <StatTile
        label={T.expiring(EXPIRING_WITHIN_DAYS)}
        value={String(p.expiring.count)}
        detail={formatAmount(p.expiring.termTotal)}
        to={quoteListLink({ expiring: true })}
        icon={icon(<IconAlarm size={18} />)}
      />
      <StatTile
        label={T.wonThisMonth}
        value={String(p.won.count)}
        detail={`${formatAmount(p.won.termTotal)} · ${T.winRateOf(p.winRate)}`}
        to={quoteListLink({ outcome: "won", ...decided })}
        icon={icon(<IconTrophy size={18} />)}
      />
      <StatTile
        label={T.lostThisMonth}
        value={String(p.lost.count)}
        detail={formatAmount(p.lost.termTotal)}
        to={quoteListLink({ outcome: "lost", ...decided })}
        icon={icon(<IconThumbDown size={18} />)}
      />
    </SimpleGrid>
  );
}

function StagesCard({ p, chart }: { p: TDashboardPipeline; chart: boolean }) {
  return (
    <Card withBorder padding="lg" radius="md" h="100%">
      <Title order={2} size="h4" mb="sm">
        {T.byStage}
      </Title>
      {chart ? (
        <Suspense fallback={<ChartFallback height={220} />}>
          <StageValueChart byStage={p.byStage} />
        </Suspense>
      ) : null}
      <Box mt={chart ? "md" : 0}>
        <StageBreakdown byStage={p.byStage} label={T.byStage} />
      </Box>
    </Card>
  );
}

function DecisionsCard({ p }: { p: TDashboardPipeline }) {
  const none = p.won.count + p.lost.count === 0;
  return (
    <Card withBorder padding="lg" radius="md" h="100%">
      <Title order={2} size="h4" mb="sm">
        {T.thisMonth}
      </Title>
      {none ? (
        <Text c="dimmed" size="sm">
          {T.noDecisions}
        </Text>
      ) : (
        <Suspense fallback={<ChartFallback height={150} />}>
          <DecisionsChart won={p.won} lost={p.lost} winRate={p.winRate} />
        </Suspense>
      )}
      <Group justify="center" gap="lg" mt="sm">
        <Text size="sm">
          {T.won}: <strong>{p.won.count}</strong>
        </Text>
        <Text size="sm">
          {T.declined}: <strong>{p.lost.count}</strong>
        </Text>
        <Text size="sm">
          {T.winRate}: <strong>{p.winRate === null ? "—" : `${p.winRate}%`}</strong>
        </Text>
      </Group>
    </Card>
  );
}

/** What a customer or a partner sees: its shared quotes, open and expiring, by stage, and the recent ones. */
function ReaderPipeline({ p }: { p: TDashboardPipeline }) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatTile
          label={T.openQuotes}
          value={String(p.open.count)}
          detail={T.openValue(formatAmount(p.open.termTotal))}
          to={quoteListLink({ outcome: "open" })}
          icon={icon(<IconCash size={18} />)}
        />
        <StatTile
          label={T.expiring(EXPIRING_WITHIN_DAYS)}
          value={String(p.expiring.count)}
          detail={formatAmount(p.expiring.termTotal)}
          to={quoteListLink({ expiring: true })}
          icon={icon(<IconAlarm size={18} />)}
        />
        <StatTile
          label={T.acceptedThisMonth}
          value={String(p.won.count)}
          detail={formatAmount(p.won.termTotal)}
          to={quoteListLink({ outcome: "won", decidedFrom: p.monthStart, archived: "all" })}
          icon={icon(<IconTrophy size={18} />)}
        />
      </SimpleGrid>
      <RecentQuotes rows={p.recent} own={false} allLink="/quotes" />
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <StagesCard p={p} chart={false} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * The dashboard's quotes (GET /dashboard/pipeline): the MSP's pipeline with charts and its user's recent
 * quotes; the platform owner's across the platform; a customer's or partner's shared quotes.
 */
export function PipelineSection({ kind }: { kind: "provider" | "platform" | "reader" }) {
  const user = useRequiredUser();
  const pipeline = useDashboardPipeline(true);
  const heading = kind === "reader" ? T.yourQuotes : kind === "platform" ? T.platformPipeline : T.pipeline;
  let body: ReactNode;
  if (pipeline.isPending) body = <SkeletonTiles count={3} label={T.loading} />;
  else if (pipeline.isError)
    body = (
      <EmptyState
        icon={<IconCloudOff size={28} aria-hidden />}
        withIndicatorBackground
        title={T.unavailable}
        description={T.unavailableText}
      >
        <Button variant="light" onClick={() => void pipeline.refetch()}>
          {T.retry}
        </Button>
      </EmptyState>
    );
  else if (kind === "reader") body = <ReaderPipeline p={pipeline.data} />;
  else {
    const p = pipeline.data;
    const own = kind === "provider";
    body = (
      <Stack gap="lg">
        <ProviderTiles p={p} />
        <Grid>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <StagesCard p={p} chart />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <DecisionsCard p={p} />
          </Grid.Col>
        </Grid>
        <RecentQuotes
          rows={p.recent}
          own={own}
          allLink={own ? quoteListLink({ ownerUserId: user.id }) : "/quotes"}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-label={heading}>
      <Title order={2} size="h3">
        {heading}
      </Title>
      {body}
    </Stack>
  );
}
