import { accounts, projects } from "@q2c/db";
import {
  AppError,
  type Page,
  PIPELINE_MESSAGES,
  type TProjectListItem,
  type TProjectListQuery,
  utcDay,
} from "@q2c/domain";
import { and, eq, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import {
  containsPattern,
  type KeysetKey,
  type KeysetStep,
  keysetPage,
  keysetPageBy,
} from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import { projectsVisibleTo } from "../../lib/tenancy.ts";
import { listItemOf, selectListRows } from "./project-list-row.ts";
import { expiringWhere, outcomeWhere, termValue } from "./quote-list-sql.ts";

/**
 * GET /projects, GET /quotes and (type project) GET /quotes/projects: the quotes the caller sees, filtered
 * by stage, archived state, type, customer, owner, outcome (open, won, lost; decided since a day),
 * expiring, and a search of deal name, customer name and quote number. Sorted newest or oldest first
 * (keyset on the time-ordered id), recently changed first or by value (keyset on (updated_at, id) and
 * (term total, id): docs/projects.md "The quote list"). Figures are the totals stored by the last change,
 * so a page prices nothing.
 */
export async function listProjects(
  deps: Deps,
  principal: Principal,
  query: TProjectListQuery,
): Promise<Page<TProjectListItem>> {
  const { db } = deps;
  const today = utcDay();
  const outcome = query.outcome;
  if (query.decidedFrom !== undefined && outcome !== "won" && outcome !== "lost")
    throw new AppError("bad_request", { fields: { decidedFrom: PIPELINE_MESSAGES.decidedFromNeedsOutcome } });
  const visible = projectsVisibleTo(principal);
  const conditions: (SQL | undefined)[] = [visible];
  if (query.stage) conditions.push(eq(projects.stage, query.stage));
  if (query.type) conditions.push(eq(projects.type, query.type));
  if (query.accountId) conditions.push(eq(projects.accountId, query.accountId));
  if (query.ownerUserId) conditions.push(eq(projects.ownerUserId, query.ownerUserId));
  if (outcome) conditions.push(outcomeWhere(outcome, query.decidedFrom));
  if (query.expiring) conditions.push(expiringWhere(today));
  if (query.archived === "active") conditions.push(isNull(projects.archivedAt));
  if (query.archived === "archived") conditions.push(isNotNull(projects.archivedAt));
  if (query.search) {
    const pattern = containsPattern(query.search);
    const number = /^#?\d{1,9}$/.test(query.search) ? Number(query.search.replace("#", "")) : undefined;
    conditions.push(
      or(
        ilike(projects.dealName, pattern),
        ilike(accounts.accountName, pattern),
        number === undefined ? undefined : eq(projects.quoteNumber, number),
      ),
    );
  }
  const run = ({ where, orderBy, limit }: KeysetStep) =>
    selectListRows(db)
      .where(and(...conditions, where))
      .orderBy(orderBy)
      .limit(limit);
  const sort = query.sort;
  const page =
    sort === "newest" || sort === "oldest"
      ? await keysetPage(query, projects.id, run, sort === "newest" ? "desc" : "asc")
      : await keysetPageBy(
          query,
          sortKey(deps, visible, sort),
          projects.id,
          run,
          sort === "value-asc" ? "asc" : "desc",
        );
  return { hasMore: page.hasMore, data: page.data.map((r) => listItemOf(principal, r, today)) };
}

/** The (value, id) key of a sort other than by id; the cursor row is looked up within the caller's sight. */
function sortKey(
  deps: Deps,
  visible: SQL | undefined,
  sort: "updated" | "value-desc" | "value-asc",
): KeysetKey {
  const key: Omit<KeysetKey, "valueOf"> =
    sort === "updated"
      ? { expr: sql`${projects.updatedAt}`, type: "timestamptz" }
      : { expr: termValue, type: "numeric" };
  return {
    ...key,
    valueOf: async (id) => {
      const [row] = await deps.db
        .select({ value: sql<string>`(${key.expr})::text` })
        .from(projects)
        .where(and(eq(projects.id, id), visible));
      return row?.value;
    },
  };
}
