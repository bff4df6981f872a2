import "@mantine/charts/styles.css";
import { BarChart, DonutChart } from "@mantine/charts";
import { Box } from "@mantine/core";
import { PIPELINE_STAGES, QUOTE_STAGE_LABELS, type TDashboardPipeline } from "@q2c/domain";
import { formatAmount } from "../quotes/quote-format.ts";
import { DASHBOARD_TEXTS as T } from "./texts.ts";

// Mantine charts (recharts) load only here, a chunk the dashboard asks for after its figures have drawn
// (apps/web/README.md "Code splitting"). The charts draw what the tiles and lists beside them say in words
// and links, so they are one image each to a screen reader, with nothing inside to focus.

const money = (value: number) => formatAmount(value.toFixed(2));

/** The term value of open quotes per stage, as bars. */
export function StageValueChart({ byStage }: { byStage: TDashboardPipeline["byStage"] }) {
  const data = PIPELINE_STAGES.map((stage) => {
    const row = byStage.find((r) => r.stage === stage);
    return { stage: QUOTE_STAGE_LABELS[stage], value: Number(row?.termTotal ?? 0), quotes: row?.count ?? 0 };
  });
  const summary = `${T.byStageChart}: ${data.map((d) => `${d.stage} ${money(d.value)}`).join(", ")}`;
  return (
    <Box role="img" aria-label={summary}>
      <BarChart
        h={220}
        data={data}
        dataKey="stage"
        series={[{ name: "value", label: T.byStageChart, color: "blue.6" }]}
        valueFormatter={money}
        tickLine="y"
        gridAxis="y"
        yAxisProps={{ width: 90 }}
        accessibilityLayer={false}
      />
    </Box>
  );
}

/** Won against declined this month, the win rate in the middle. */
export function DecisionsChart({ won, lost, winRate }: Pick<TDashboardPipeline, "won" | "lost" | "winRate">) {
  const data = [
    { name: T.won, value: won.count, color: "teal.6" },
    { name: T.declined, value: lost.count, color: "red.6" },
  ];
  return (
    <Box role="img" aria-label={`${T.thisMonth}: ${T.won} ${won.count}, ${T.declined} ${lost.count}`}>
      <DonutChart
        data={data}
        size={150}
        thickness={22}
        chartLabel={winRate === null ? "—" : `${winRate}%`}
        withTooltip={false}
        accessibilityLayer={false}
        mx="auto"
      />
    </Box>
  );
}
