import { Alert, Divider, Group, Loader, Radio, Stack, Switch, Table, Text, Title } from "@mantine/core";
import type { TSigningChoiceOptions, TSigningFigures, TSigningTotals } from "@q2c/domain";
import { formatAmount } from "../quotes/quote-format.ts";
import type { ChoiceState } from "./signing-model.ts";
import { SIGNING_TEXTS as T } from "./texts.ts";
import type { LiveTotals } from "./use-live-totals.ts";

const isZero = (value: string) => /^-?0*(\.0*)?$/.test(value.trim());

/** A line's price in words: "$120.00 one-time · $45.00 per month". */
export function priceText(figures: TSigningFigures): string {
  const parts: string[] = [];
  if (!isZero(figures.oneTimeTotal)) parts.push(`${formatAmount(figures.oneTimeTotal)} ${T.oneTimePrice}`);
  if (!isZero(figures.recurringTotals.monthly))
    parts.push(`${formatAmount(figures.recurringTotals.monthly)} ${T.monthlyPrice}`);
  return parts.length === 0 ? formatAmount("0") : parts.join(" · ");
}

const describe = (where: string, figures: TSigningFigures) =>
  [where, priceText(figures)].filter((part) => part !== "").join(" — ");

export interface ChoicesPanelProps {
  options: TSigningChoiceOptions;
  value: ChoiceState;
  onChange: (next: ChoiceState) => void;
  disabled?: boolean;
}

/** Optional lines as switches, each group of alternatives (good / better / best) as a radio group. */
export function ChoicesPanel({ options, value, onChange, disabled = false }: ChoicesPanelProps) {
  if (options.optional.length === 0 && options.alternatives.length === 0) return null;
  const locked = disabled || !options.editable;
  return (
    <Stack gap="md" component="section" aria-labelledby="signing-choices-title">
      <div>
        <Title order={2} size="h4" id="signing-choices-title">
          {T.choicesTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {options.editable ? T.choicesIntro : T.choicesFixed}
        </Text>
      </div>
      {options.optional.length > 0 ? (
        <Stack gap="xs" role="group" aria-label={T.optionalTitle}>
          <Text fw={600} size="sm">
            {T.optionalTitle}
          </Text>
          {options.optional.map((line) => (
            <Switch
              key={line.lineId}
              label={line.name}
              description={describe(line.where, line.figures)}
              aria-label={T.includeOptional(line.name)}
              checked={value.optional[line.lineId] ?? line.chosen}
              disabled={locked}
              onChange={(e) =>
                onChange({
                  ...value,
                  optional: { ...value.optional, [line.lineId]: e.currentTarget.checked },
                })
              }
            />
          ))}
        </Stack>
      ) : null}
      {options.alternatives.map((group) => (
        <Radio.Group
          key={group.groupKey}
          label={T.alternativeLegend(group.group, group.where)}
          value={value.alternatives[group.groupKey] ?? group.chosenLineId ?? null}
          onChange={(lineId) =>
            onChange({ ...value, alternatives: { ...value.alternatives, [group.groupKey]: lineId } })
          }
        >
          <Stack gap="xs" mt="xs">
            {group.options.map((line) => (
              <Radio
                key={line.lineId}
                value={line.lineId}
                label={line.name}
                description={priceText(line.figures)}
                disabled={locked}
              />
            ))}
          </Stack>
        </Radio.Group>
      ))}
    </Stack>
  );
}

function TotalRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 700 : 400}>
        {label}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : 400} style={{ whiteSpace: "nowrap" }}>
        {formatAmount(value)}
      </Table.Td>
    </Table.Tr>
  );
}

/** The quote's totals for the choices as they stand; announced politely as they change. */
export function TotalsPanel({ live }: { live: LiveTotals }) {
  const t: TSigningTotals = live.totals;
  return (
    <Stack gap="xs" component="section" aria-labelledby="signing-totals-title">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" id="signing-totals-title">
          {T.totalsTitle}
        </Title>
        {live.updating ? (
          <Group gap={6} role="status" aria-busy="true" aria-label={T.totalsUpdating}>
            <Loader size={14} aria-hidden />
            <Text size="xs" c="dimmed" aria-hidden>
              {T.totalsUpdating}
            </Text>
          </Group>
        ) : null}
      </Group>
      <Table aria-live="polite" data-testid="signing-totals" withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          <TotalRow label={T.oneTimeTotal} value={t.oneTimeTotal} />
          <TotalRow label={T.monthlyTotal} value={t.recurringTotals.monthly} />
          {isZero(t.discount) ? null : <TotalRow label={T.discount} value={t.discount} />}
          {isZero(t.estimatedSalesTax) ? null : <TotalRow label={T.tax} value={t.estimatedSalesTax} />}
          <TotalRow label={T.termTotal(t.termMonths)} value={t.termTotal} strong />
        </Table.Tbody>
      </Table>
      {live.failed ? (
        <Alert color="warning" variant="light">
          {T.totalsFailed}
        </Alert>
      ) : null}
      <Divider />
    </Stack>
  );
}
