import { Divider, Paper, Stack, Text, Title } from "@mantine/core";
import type { PricedProject } from "@q2c/domain";
import { memo, type ReactNode } from "react";
import { BUILDER_TEXTS as T } from "./texts.ts";

const isZero = (v: string) => Number(v) === 0;

function Figure({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: ReactNode;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div style={{ display: "flex", justifyContent: "space-between", gap: 12 }}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={strong ? 700 : 500} m={0} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

const percent = (v: string | null) => (v === null ? "—" : `${v}%`);

/**
 * The quote's totals, as priceProject computes them from the draft (so they follow the typing before
 * any save returns): one-time, recurring per period (those that are not zero), term total, profit and
 * margin, resource hours, estimated tax, and the range when optional or alternative lines exist.
 */
export const TotalsPanel = memo(function TotalsPanel({
  priced,
  withRange,
}: {
  priced: PricedProject | null;
  withRange: boolean;
}) {
  if (!priced) return null;
  const q = priced.quote;
  const periods = [
    { key: "monthly", label: T.monthly, value: q.recurringTotals.monthly },
    { key: "quarterly", label: T.quarterly, value: q.recurringTotals.quarterly },
    { key: "annually", label: T.annually, value: q.recurringTotals.annually },
    { key: "annually_3y", label: T.annually3y, value: q.recurringTotals.annually_3y },
  ].filter((p) => !isZero(p.value));
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="builder-totals">
      <Stack gap={6}>
        <Title order={2} size="h5" id="builder-totals">
          {T.totals}
        </Title>
        {/* Groups of figures, each its own list: a divider may not stand between a list's terms. */}
        <Stack gap={4} aria-live="polite">
          <Stack component="dl" gap={4} m={0}>
            <Figure label={T.oneTime} value={q.oneTimeTotal} testId="total-one-time" />
            {periods.map((p) => (
              <Figure key={p.key} label={p.label} value={p.value} testId={`total-${p.key}`} />
            ))}
            <Figure label={T.termTotal} value={q.termTotal} testId="total-term" strong />
          </Stack>
          <Divider my={4} />
          <Stack component="dl" gap={4} m={0}>
            <Figure label={T.grossProfit} value={q.grossProfit} testId="total-gross-profit" />
            <Figure label={T.grossMargin} value={percent(q.grossMargin)} testId="total-gross-margin" />
            <Figure label={T.netProfit} value={q.netProfit} testId="total-net-profit" />
            <Figure label={T.netMargin} value={percent(q.netMargin)} testId="total-net-margin" />
          </Stack>
          <Divider my={4} />
          <Stack component="dl" gap={4} m={0}>
            <Figure label={T.resourceHours} value={q.resourceHours} testId="total-resource-hours" />
            <Figure
              label={T.totalResourceHours}
              value={q.totalResourceHours}
              testId="total-resource-hours-term"
            />
            <Figure label={T.estimatedTax} value={q.estimatedSalesTax} testId="total-tax" />
          </Stack>
          {withRange ? (
            <>
              <Divider my={4} />
              <Stack component="dl" gap={4} m={0}>
                <Figure
                  label={T.range}
                  value={`${priced.range.low.termTotal} – ${priced.range.high.termTotal}`}
                  testId="total-range"
                />
              </Stack>
              <Text size="xs" c="dimmed">
                {T.rangeHelp}
              </Text>
            </>
          ) : null}
        </Stack>
        {q.linesWithoutDistributorCost > 0 ? (
          <Text size="xs" c="warning.9">
            {T.linesWithoutCost(q.linesWithoutDistributorCost)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
});
