import { type Db, projects } from "@q2c/db";
import { AppError } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Principal } from "../../lib/principal.ts";
import { projectsVisibleTo } from "../../lib/tenancy.ts";

export type ProjectRow = typeof projects.$inferSelect;

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
