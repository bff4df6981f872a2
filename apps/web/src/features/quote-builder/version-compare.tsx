import { Alert, Badge, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { TQuoteTotals, TVersionDiff } from "@q2c/domain";
import { errorMessage } from "../../api/api-error.ts";
import { useVersionCompare } from "../../api/project-builder-api.ts";
import { formatMoney, formatPercent, formatQuantity, formatWholeUnits } from "./figure-format.ts";
import { BUILDER_TEXTS as T } from "./texts.ts";

type DiffLine = TVersionDiff["added"][number];

function TotalsColumn({ title, totals }: { title: string; totals: TQuoteTotals }) {
  return (
    <Paper withBorder p="xs">
      <Text size="sm" fw={700} mb={4}>
        {title}
      </Text>
      <Text size="xs">
        {T.oneTime}: {formatWholeUnits(totals.oneTimeTotal)}
      </Text>
      <Text size="xs">
        {T.monthly}: {formatWholeUnits(totals.recurringTotals.monthly)}
      </Text>
      <Text size="xs">
        {T.termTotal}: {formatWholeUnits(totals.termTotal)}
      </Text>
      <Text size="xs">
        {T.grossProfit}: {formatMoney(totals.grossProfit)} ({formatPercent(totals.grossMargin)})
      </Text>
    </Paper>
  );
}

function LineList({ title, lines, color }: { title: string; lines: DiffLine[]; color: string }) {
  if (lines.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={4} size="h6">
        <Badge color={color} variant="light" mr={6}>
          {lines.length}
        </Badge>
        {title}
      </Title>
      <Table aria-label={title} verticalSpacing={2} fz="xs">
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr key={l.lineId}>
              <Table.Td>
                {l.name}{" "}
                <Text span c="dimmed" size="xs">
                  {l.place}
                </Text>
              </Table.Td>
              <Table.Td ta="end">
                {formatQuantity(l.quantity)} × {formatMoney(l.price)}
              </Table.Td>
              <Table.Td ta="end">{formatMoney(l.termTotal)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** Two versions side by side (or one with the quote as it stands): lines added, removed, changed, and the totals' change. */
export function VersionCompare({ projectId, from, to }: { projectId: string; from: string; to: string }) {
  const diff = useVersionCompare(projectId, from, to);
  if (diff.isPending) return <Loader size="sm" aria-label={T.compare} />;
  if (diff.isError) return <Alert color="danger">{errorMessage(diff.error)}</Alert>;
  const d = diff.data;
  const nothing = d.added.length + d.removed.length + d.changed.length === 0;
  return (
    <Stack gap="sm" aria-label={`${d.from.name} – ${d.to.name}`} role="region">
      <SimpleGrid cols={2} spacing="xs">
        <TotalsColumn title={d.from.name} totals={d.totals.from} />
        <TotalsColumn title={d.to.name} totals={d.totals.to} />
      </SimpleGrid>
      <Paper withBorder p="xs">
        <Text size="sm" fw={700}>
          {T.totalsChange}
        </Text>
        <Text size="xs" data-testid="diff-term-total">
          {T.termTotal}: {formatMoney(d.totals.change.termTotal)}
        </Text>
        <Text size="xs">
          {T.oneTime}: {formatMoney(d.totals.change.oneTimeTotal)}
        </Text>
        <Text size="xs">
          {T.grossProfit}: {formatMoney(d.totals.change.grossProfit)} · {T.netProfit}:{" "}
          {formatMoney(d.totals.change.netProfit)}
        </Text>
      </Paper>
      {nothing ? <Text size="sm">{T.nothingChanged}</Text> : null}
      <LineList title={T.added} lines={d.added} color="success" />
      <LineList title={T.removed} lines={d.removed} color="danger" />
      {d.changed.length > 0 ? (
        <Stack gap={4}>
          <Title order={4} size="h6">
            <Badge color="warning" variant="light" mr={6}>
              {d.changed.length}
            </Badge>
            {T.changed}
          </Title>
          <Table aria-label={T.changed} verticalSpacing={2} fz="xs">
            <Table.Tbody>
              {d.changed.map((c) => (
                <Table.Tr key={c.lineId}>
                  <Table.Td>
                    {c.name}{" "}
                    <Text span c="dimmed" size="xs">
                      {c.place}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {Object.entries(c.fields)
                      .map(([field, [a, b]]) => `${field}: ${a ?? "—"} → ${b ?? "—"}`)
                      .join("; ")}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ) : null}
    </Stack>
  );
}
