import { projects } from "@q2c/db";
import { AppError } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { publishProjectGone } from "../project-core/project-live.ts";
import { findEditableProject } from "../project-core/project-scope.ts";

/**
 * DELETE /projects/{id}?version=: the quote with everything under it (the foreign keys cascade), only
 * at the version the caller read; a stale one answers 409 and deletes nothing.
 */
export async function deleteProject(
  deps: Deps,
  principal: Principal,
  id: string,
  version: number,
): Promise<{ id: string }> {
  const { db } = deps;
  const project = await findEditableProject(db, principal, id);
  const deleted = await db
    .delete(projects)
    .where(and(eq(projects.tenantId, project.tenantId), eq(projects.id, id), eq(projects.version, version)))
    .returning({ id: projects.id });
  if (deleted.length === 0) {
    const [current] = await db
      .select({ version: projects.version })
      .from(projects)
      .where(and(eq(projects.tenantId, project.tenantId), eq(projects.id, id)));
    throw new AppError("conflict", { details: { version: current?.version ?? project.version } });
  }
  publishProjectGone(deps, id, version + 1);
  return { id };
}
