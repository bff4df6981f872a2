import { accounts, projects } from "@q2c/db";
import { type Page, quoteExpired, type TProjectListItem, type TProjectListQuery, utcDay } from "@q2c/domain";
import { and, eq, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { containsPattern, keysetPage } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import { projectsVisibleTo } from "../../lib/tenancy.ts";
import { seesCosts } from "../project-core/cost-redaction.ts";
import { storedTotals } from "../project-core/project-view.ts";

/**
 * GET /projects, GET /quotes and (type project) GET /quotes/projects: the quotes the caller sees, newest first (keyset on the time-ordered
 * id), filtered by stage, archived state, type, customer and a search of deal name, customer name and
 * quote number. Figures are the totals stored by the last change, so a page prices nothing.
 */
export async function listProjects(
  deps: Deps,
  principal: Principal,
  query: TProjectListQuery,
): Promise<Page<TProjectListItem>> {
  const { db } = deps;
  const conditions: (SQL | undefined)[] = [projectsVisibleTo(principal)];
  if (query.stage) conditions.push(eq(projects.stage, query.stage));
  if (query.type) conditions.push(eq(projects.type, query.type));
  if (query.accountId) conditions.push(eq(projects.accountId, query.accountId));
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
  const page = await keysetPage(
    query,
    projects.id,
    ({ where, orderBy, limit }) =>
      db
        .select({
          tenantId: projects.tenantId,
          id: projects.id,
          accountId: projects.accountId,
          accountName: sql<string>`coalesce(${accounts.accountName}, '')`,
          quoteNumber: projects.quoteNumber,
          dealName: projects.dealName,
          type: projects.type,
          status: projects.status,
          stage: projects.stage,
          archivedAt: projects.archivedAt,
          sharedAt: projects.sharedAt,
          termMonths: projects.termMonths,
          totals: projects.totals,
          lineCount: projects.lineCount,
          ownerUserId: projects.ownerUserId,
          validUntil: projects.validUntil,
          updatedAt: projects.updatedAt,
          version: projects.version,
        })
        .from(projects)
        .leftJoin(
          accounts,
          and(eq(accounts.tenantId, projects.tenantId), eq(accounts.id, projects.accountId)),
        )
        .where(and(...conditions, where))
        .orderBy(orderBy)
        .limit(limit),
    "desc",
  );
  const today = utcDay();
  return {
    hasMore: page.hasMore,
    data: page.data.map((r) => {
      const totals = storedTotals(r.totals, r.termMonths);
      return {
        id: r.id,
        accountId: r.accountId,
        accountName: r.accountName,
        quoteNumber: r.quoteNumber,
        dealName: r.dealName,
        type: r.type === "project" ? "project" : "quote",
        status: r.status,
        stage: r.stage as TProjectListItem["stage"],
        archived: r.archivedAt !== null,
        sharedAt: r.sharedAt?.toISOString() ?? null,
        termMonths: r.termMonths,
        oneTimeTotal: totals.oneTimeTotal,
        termTotal: totals.termTotal,
        grossMargin: seesCosts(principal, r) ? totals.grossMargin : null,
        lineCount: r.lineCount,
        ownerUserId: r.ownerUserId,
        validUntil: r.validUntil,
        expired: quoteExpired(r, today),
        updatedAt: r.updatedAt.toISOString(),
        version: r.version,
      };
    }),
  };
}
