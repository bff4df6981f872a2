import { type Db, projectMembers, projects } from "@q2c/db";
import { AppError } from "@q2c/domain";
import { and, eq, exists, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { Principal } from "../../lib/principal.ts";
import { scopeWhere } from "../../lib/tenant-scope.ts";

export type ProjectRow = typeof projects.$inferSelect;

/**
 * Which projects a caller sees (ARCHITECTURE.md, Tenancy): the owner all, an MSP its tenant, a
 * customer its own quotes once the MSP has shared them (sharedAt: "what a customer sees of its MSP's
 * work is what the MSP shared with it"); and any account named as a member (a link partner, financial
 * partner or distributor in another tenant) the projects it is a member of. Every read of a quote, its
 * feed, files and live room goes through here, so an unshared quote answers 404 to its customer.
 */
export function projectsVisibleTo(principal: Principal): SQL | undefined {
  const scoped = scopeWhere(principal.scope, { tenantId: projects.tenantId, accountId: projects.accountId });
  if (!scoped) return undefined;
  const own = principal.scope.kind === "account" ? and(scoped, isNotNull(projects.sharedAt)) : scoped;
  const member = exists(
    sql`(select 1 from ${projectMembers} where ${projectMembers.tenantId} = ${projects.tenantId}
      and ${projectMembers.projectId} = ${projects.id} and ${projectMembers.memberAccountId} = ${principal.accountId})`,
  );
  return or(own, member);
}

/** A project the caller may see; any other answers 404 as if it did not exist. */
export async function findProjectInScope(db: Db, principal: Principal, id: string): Promise<ProjectRow> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), projectsVisibleTo(principal)));
  if (!row) throw new AppError("not_found");
  return row;
}

/**
 * Builder writes belong to the quote's MSP (or the platform owner). The routes say senMsp, so a
 * customer or partner never gets here; a member MSP of another tenant reads but does not change.
 */
export function assertProjectEditor(principal: Principal, project: ProjectRow): void {
  if (principal.scope.kind === "all") return;
  if (principal.scope.kind !== "tenant" || principal.scope.tenantId !== project.tenantId) {
    throw new AppError("forbidden");
  }
}

/** A project the caller may change: 404 outside its sight, 403 when it only reads it. */
export async function findEditableProject(db: Db, principal: Principal, id: string): Promise<ProjectRow> {
  const row = await findProjectInScope(db, principal, id);
  assertProjectEditor(principal, row);
  return row;
}
