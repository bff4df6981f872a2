import { projects } from "@q2c/db";
import { QUOTE_STAGES, type QuoteStage, type TProjectsSummary } from "@q2c/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { projectsVisibleTo } from "../../lib/tenancy.ts";
import { findAccountInScope } from "../accounts/repo.ts";

const termTotal = sql`coalesce((${projects.totals} ->> 'termTotal')::numeric, 0)`;

/**
 * GET /accounts/{accountId}/projects-summary: the customer's quotes the caller sees, counted per stage
 * with their term totals. Stages and the total count the open quotes (neither archived nor declined).
 */
export async function getProjectsSummary(
  deps: Deps,
  principal: Principal,
  accountId: string,
): Promise<TProjectsSummary> {
  const { db } = deps;
  const account = await findAccountInScope(db, principal, accountId);
  const open = sql`${projects.archivedAt} is null and ${projects.status} <> 'declined'`;
  const rows = await db
    .select({
      stage: projects.stage,
      open: sql<number>`count(*) filter (where ${open})::int`,
      archived: sql<number>`count(*) filter (where ${projects.archivedAt} is not null)::int`,
      active: sql<number>`count(*) filter (where ${projects.archivedAt} is null)::int`,
      declined: sql<number>`count(*) filter (where ${projects.status} = 'declined')::int`,
      termTotal: sql<string>`round(coalesce(sum(${termTotal}) filter (where ${open}), 0), 2)::text`,
    })
    .from(projects)
    .where(
      and(
        eq(projects.tenantId, account.tenantId),
        eq(projects.accountId, account.id),
        projectsVisibleTo(principal),
      ),
    )
    .groupBy(projects.stage);
  const byStage = Object.fromEntries(
    QUOTE_STAGES.map((s) => [s, { count: 0, termTotal: "0.00" }]),
  ) as TProjectsSummary["byStage"];
  let cents = 0n;
  const summary = { active: 0, archived: 0, declined: 0 };
  for (const r of rows) {
    const stage = r.stage as QuoteStage;
    if (stage in byStage) byStage[stage] = { count: Number(r.open), termTotal: r.termTotal };
    summary.active += Number(r.active);
    summary.archived += Number(r.archived);
    summary.declined += Number(r.declined);
    cents += BigInt(r.termTotal.replace(".", ""));
  }
  const digits = (cents < 0n ? -cents : cents).toString().padStart(3, "0");
  return {
    accountId: account.id,
    byStage,
    ...summary,
    termTotal: `${cents < 0n ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`,
  };
}
