import { accounts, type Db, projects } from "@q2c/db";
import { quoteExpired, type TProjectListItem } from "@q2c/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Principal } from "../../lib/principal.ts";
import { seesCosts } from "../project-core/cost-redaction.ts";
import { storedTotals } from "../project-core/project-view.ts";
import { monthlyRecurringValue } from "./quote-list-sql.ts";

/** The columns of a quote list row (GET /quotes, the dashboard's recent quotes). */
export const listRowColumns = {
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
  monthlyRecurring: sql<string>`(${monthlyRecurringValue})::text`,
  lineCount: projects.lineCount,
  ownerUserId: projects.ownerUserId,
  validUntil: projects.validUntil,
  updatedAt: projects.updatedAt,
  version: projects.version,
};

/** Quote list rows with their customer's name; the caller adds where, order and limit. */
export const selectListRows = (db: Db) =>
  db
    .select(listRowColumns)
    .from(projects)
    .leftJoin(accounts, and(eq(accounts.tenantId, projects.tenantId), eq(accounts.id, projects.accountId)));

type ListRow = Awaited<ReturnType<typeof selectListRows>>[number];

/** A list row on the wire: stored totals (a page prices nothing), margins only for the quote's MSP. */
export function listItemOf(principal: Principal, r: ListRow, today: string): TProjectListItem {
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
    monthlyRecurring: r.monthlyRecurring,
    grossMargin: seesCosts(principal, r) ? totals.grossMargin : null,
    lineCount: r.lineCount,
    ownerUserId: r.ownerUserId,
    validUntil: r.validUntil,
    expired: quoteExpired(r, today),
    updatedAt: r.updatedAt.toISOString(),
    version: r.version,
  };
}
