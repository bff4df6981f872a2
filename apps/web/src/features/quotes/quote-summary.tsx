import { Badge, Group, Paper, SimpleGrid, Stack, Stepper, Text, Title } from "@mantine/core";
import { QUOTE_STAGE_LABELS, QUOTE_STAGES, stageIndex, type TProject } from "@q2c/domain";
import { formatAmount, formatMargin } from "./quote-format.ts";
import { QUOTE_TEXTS as T, termLabel } from "./texts.ts";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** The quote's stages, read-only: done, current and upcoming. */
export function StageStepper({ stage }: { stage: TProject["stage"] }) {
  const at = stageIndex(stage);
  // A completed quote shows every step done.
  const active = stage === "completed" ? QUOTE_STAGES.length : at;
  return (
    <nav aria-label={T.stages}>
      <Stepper active={active} size="xs" wrap allowNextStepsSelect={false}>
        {QUOTE_STAGES.map((s) => (
          <Stepper.Step
            key={s}
            label={QUOTE_STAGE_LABELS[s]}
            aria-current={s === stage ? "step" : undefined}
            allowStepSelect={false}
          />
        ))}
      </Stepper>
    </nav>
  );
}

/** The totals as the server priced them (never computed here); margins only for the provider. */
export function QuoteTotals({ project, margins }: { project: TProject; margins: boolean }) {
  const t = project.totals;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={T.totals}>
      <SimpleGrid cols={{ base: 2, sm: margins ? 6 : 4 }} spacing="md">
        <Figure label={T.oneTime} value={formatAmount(t.oneTimeTotal)} />
        <Figure label={T.monthly} value={formatAmount(t.recurringTotals.monthly)} />
        <Figure
          label={`${T.termTotal} (${termLabel(project.termMonths)})`}
          value={formatAmount(t.termTotal)}
        />
        <Figure label={T.estimatedTax} value={formatAmount(t.estimatedSalesTax)} />
        {margins ? <Figure label={T.grossMargin} value={formatMargin(t.grossMargin)} /> : null}
        {margins ? <Figure label={T.netMargin} value={formatMargin(t.netMargin)} /> : null}
      </SimpleGrid>
    </Paper>
  );
}

/** Deal, customer, number and state of the quote above its stepper. */
export function QuoteHeading({ project, actions }: { project: TProject; actions?: React.ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start">
      <Stack gap={2}>
        <Group gap="xs">
          <Title order={1} size="h2">
            {project.dealName}
          </Title>
          {project.archived ? (
            <Badge variant="outline" color="gray">
              {T.archivedBadge}
            </Badge>
          ) : null}
          {project.declinedAt ? (
            <Badge variant="light" color="danger">
              {T.declined}
            </Badge>
          ) : null}
        </Group>
        <Text c="dimmed">
          {project.accountName} · #{project.quoteNumber}
        </Text>
      </Stack>
      {actions}
    </Group>
  );
}
