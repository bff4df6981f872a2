import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import { QUOTE_STAGE_LABELS, type TDashboardPipeline } from "@q2c/domain";
import { Link } from "react-router";
import { formatAmount, STAGE_COLORS } from "../quotes/quote-format.ts";
import { quoteListLink } from "../quotes/quote-list-filters.ts";
import { DASHBOARD_TEXTS as T } from "./texts.ts";

/** Each stage of the open pipeline with its count and value, linking to the list of that stage's open quotes. */
export function StageBreakdown({
  byStage,
  label,
}: {
  byStage: TDashboardPipeline["byStage"];
  label: string;
}) {
  return (
    <Stack gap={6} component="ul" aria-label={label} style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {byStage.map((row) => (
        <Group key={row.stage} component="li" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Badge variant="light" color={STAGE_COLORS[row.stage]} w={120}>
              {QUOTE_STAGE_LABELS[row.stage]}
            </Badge>
            <Anchor component={Link} to={quoteListLink({ outcome: "open", stage: row.stage })} size="sm">
              {T.quotesCount(row.count)}
            </Anchor>
          </Group>
          <Text size="sm" fw={500}>
            {formatAmount(row.termTotal)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
