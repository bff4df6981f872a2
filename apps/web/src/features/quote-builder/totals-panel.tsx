import { Divider, Paper, Stack, Text, Title } from "@mantine/core";
import type { PricedProject } from "@q2c/domain";
import { memo, type ReactNode } from "react";
import { formatDecimal } from "../quotes/quote-format.ts";
import { formatMoney, formatPercent, formatWholeUnits } from "./figure-format.ts";
import { BUILDER_TEXTS as T } from "./texts.ts";
import { TOTALS_PANEL_ID } from "./totals-toggle.tsx";

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

const hours = (v: string) => formatDecimal(v, { minDecimals: 0, trimZeros: true }) ?? v;

/**
 * The quote's totals, as priceProject computes them from the draft (so they follow the typing before
 * any save returns): one-time, recurring per period (those that are not zero), term total, profit and
 * margin, resource hours, estimated tax, and the range when optional or alternative lines exist.
 * Prices are sums of the buildings' prices, which domain §5 rounds up to whole units: they show as whole
 * units and say so, so that they are not taken for an error beside the lines' cents.
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
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="section"
      id={TOTALS_PANEL_ID}
      aria-labelledby="builder-totals"
    >
      <Stack gap={6}>
        <Title order={2} size="h5" id="builder-totals">
          {T.totals}
        </Title>
        {/* Groups of figures, each its own list: a divider may not stand between a list's terms. */}
        <Stack gap={4} aria-live="polite">
          <Stack component="dl" gap={4} m={0}>
            <Figure label={T.oneTime} value={formatWholeUnits(q.oneTimeTotal)} testId="total-one-time" />
            {periods.map((p) => (
              <Figure
                key={p.key}
                label={p.label}
                value={formatWholeUnits(p.value)}
                testId={`total-${p.key}`}
              />
            ))}
            <Figure label={T.termTotal} value={formatWholeUnits(q.termTotal)} testId="total-term" strong />
          </Stack>
          <Text size="xs" c="dimmed" data-testid="total-whole-units">
            {T.wholeUnits}
          </Text>
          <Divider my={4} />
          <Stack component="dl" gap={4} m={0}>
            <Figure label={T.grossProfit} value={formatMoney(q.grossProfit)} testId="total-gross-profit" />
            <Figure label={T.grossMargin} value={formatPercent(q.grossMargin)} testId="total-gross-margin" />
            <Figure label={T.netProfit} value={formatMoney(q.netProfit)} testId="total-net-profit" />
            <Figure label={T.netMargin} value={formatPercent(q.netMargin)} testId="total-net-margin" />
          </Stack>
          <Divider my={4} />
          <Stack component="dl" gap={4} m={0}>
            <Figure label={T.resourceHours} value={hours(q.resourceHours)} testId="total-resource-hours" />
            <Figure
              label={T.totalResourceHours}
              value={hours(q.totalResourceHours)}
              testId="total-resource-hours-term"
            />
            <Figure label={T.estimatedTax} value={formatMoney(q.estimatedSalesTax)} testId="total-tax" />
          </Stack>
          {withRange ? (
            <>
              <Divider my={4} />
              <Stack component="dl" gap={4} m={0}>
                <Figure
                  label={T.range}
                  value={`${formatWholeUnits(priced.range.low.termTotal)} – ${formatWholeUnits(priced.range.high.termTotal)}`}
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
