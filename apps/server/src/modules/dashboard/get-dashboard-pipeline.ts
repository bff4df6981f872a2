import { projects } from "@q2c/db";
import {
  monthStart,
  PIPELINE_STAGES,
  type PipelineStage,
  type TDashboardPipeline,
  type TQuoteFigures,
  utcDay,
  winRatePercent,
} from "@q2c/domain";
import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { projectsVisibleTo } from "../../lib/tenancy.ts";
import { listItemOf, selectListRows } from "../projects/project-list-row.ts";
import {
  expiringWhere,
  monthlyRecurringValue,
  oneTimeValue,
  outcomeWhere,
  termValue,
} from "../projects/quote-list-sql.ts";

/** How many recent quotes the dashboard lists. */
export const RECENT_QUOTES = 5;

/** count, term, one-time and monthly recurring value of the rows passing `where`, as one select's fields. */
function figures(where: SQL | undefined) {
  const filter = sql`filter (where ${where ?? sql`true`})`;
  const sum = (value: SQL) => sql<string>`round(coalesce(sum(${value}) ${filter}, 0), 2)::text`;
  return {
    count: sql<number>`(count(*) ${filter})::int`,
    termTotal: sum(termValue),
    oneTimeTotal: sum(oneTimeValue),
    // Each quote's monthly value is rounded to cents as the list shows it, then summed.
    monthlyRecurring: sum(monthlyRecurringValue),
  };
}

type Figures = ReturnType<typeof figures>;
const asFigures = (row: {
  count: number;
  termTotal: string;
  oneTimeTotal: string;
  monthlyRecurring: string;
}) => ({
  count: Number(row.count),
  termTotal: row.termTotal,
  oneTimeTotal: row.oneTimeTotal,
  monthlyRecurring: row.monthlyRecurring,
});

/**
 * GET /dashboard/pipeline (issue #16 §6): the caller's pipeline in two aggregate statements over the stored
 * totals, through projectsVisibleTo as the quote list (so another tenant's quote, or a quote not shared
 * with a customer, is never counted), and the recent quotes. No costs or margins are aggregated; the
 * recent rows carry a margin only for the quote's MSP, as in the list.
 */
export async function getDashboardPipeline(deps: Deps, principal: Principal): Promise<TDashboardPipeline> {
  const { db } = deps;
  const today = utcDay();
  const since = monthStart(today);
  const visible = projectsVisibleTo(principal);
  const active = isNull(projects.archivedAt);
  const open = and(active, outcomeWhere("open"));
  const pick: Record<string, Figures> = {
    open: figures(open),
    expiring: figures(and(active, expiringWhere(today))),
    won: figures(outcomeWhere("won", since)),
    lost: figures(outcomeWhere("lost", since)),
  };
  // The MSP's users see the quotes they own; customers, partners and the platform owner every quote in sight.
  const mine =
    principal.accountKind === "msp_expert" ? eq(projects.ownerUserId, principal.userId) : undefined;
  const [[totals], stageRows, recentRows] = await Promise.all([
    db.select(pick).from(projects).where(visible),
    db
      .select({ stage: projects.stage, ...figures(undefined) })
      .from(projects)
      .where(and(visible, open))
      .groupBy(projects.stage),
    selectListRows(db)
      .where(and(visible, mine))
      .orderBy(desc(projects.updatedAt), desc(projects.id))
      .limit(RECENT_QUOTES),
  ]);
  const none: TQuoteFigures = { count: 0, termTotal: "0.00", oneTimeTotal: "0.00", monthlyRecurring: "0.00" };
  const byStage = new Map(stageRows.map((r) => [r.stage as PipelineStage, asFigures(r)]));
  const at = (key: string) =>
    totals ? asFigures((totals as Record<string, TQuoteFigures>)[key] ?? none) : none;
  const won = at("won");
  const lost = at("lost");
  return {
    today,
    monthStart: since,
    open: at("open"),
    byStage: PIPELINE_STAGES.map((stage) => ({ stage, ...(byStage.get(stage) ?? none) })),
    expiring: at("expiring"),
    won,
    lost,
    winRate: winRatePercent(won.count, lost.count),
    recent: recentRows.map((r) => listItemOf(principal, r, today)),
  };
}
