import { accounts, projects } from "@q2c/db";
import type { Page, TProjectListItem, TProjectListQuery } from "@q2c/domain";
import { and, eq, ilike, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { containsPattern, keysetPage } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import { seesCosts } from "../project-core/cost-redaction.ts";
import { projectsVisibleTo } from "../project-core/project-scope.ts";
import { storedTotals } from "../project-core/project-view.ts";

export type TWonProjectsQuery = Omit<TProjectListQuery, "type">;

function searchWhere(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const number = /^\d{1,9}$/.test(search) ? eq(projects.quoteNumber, Number(search)) : undefined;
  return or(ilike(projects.dealName, pattern), ilike(accounts.accountName, pattern), number);
}

/** GET /quotes/projects: won quotes (type project) the caller sees, newest first, keyset by id. */
export async function listWonProjects(
  deps: Deps,
  principal: Principal,
  query: TWonProjectsQuery,
): Promise<Page<TProjectListItem>> {
  const { db } = deps.database;
  const conditions = [
    projectsVisibleTo(principal),
    eq(projects.type, "project"),
    query.accountId ? eq(projects.accountId, query.accountId) : undefined,
    query.stage ? eq(projects.stage, query.stage) : undefined,
    query.archived === "active" ? isNull(projects.archivedAt) : undefined,
    query.archived === "archived" ? isNotNull(projects.archivedAt) : undefined,
    searchWhere(query.search),
  ];
  const page = await keysetPage(
    query,
    projects.id,
    ({ where, orderBy, limit }) =>
      db
        .select({ project: projects, accountName: accounts.accountName })
        .from(projects)
        .innerJoin(
          accounts,
          and(eq(accounts.tenantId, projects.tenantId), eq(accounts.id, projects.accountId)),
        )
        .where(and(...conditions, where))
        .orderBy(orderBy)
        .limit(limit),
    "desc",
  );
  return {
    data: page.data.map(({ project: p, accountName }) => {
      const totals = storedTotals(p.totals, p.termMonths);
      return {
        id: p.id,
        accountId: p.accountId,
        accountName,
        quoteNumber: p.quoteNumber,
        dealName: p.dealName,
        type: p.type as TProjectListItem["type"],
        status: p.status,
        stage: p.stage as TProjectListItem["stage"],
        archived: p.archivedAt !== null,
        termMonths: p.termMonths,
        oneTimeTotal: totals.oneTimeTotal,
        termTotal: totals.termTotal,
        grossMargin: seesCosts(principal, p) ? totals.grossMargin : null,
        lineCount: p.lineCount,
        ownerUserId: p.ownerUserId,
        updatedAt: p.updatedAt.toISOString(),
        version: p.version,
      };
    }),
    hasMore: page.hasMore,
  };
}
