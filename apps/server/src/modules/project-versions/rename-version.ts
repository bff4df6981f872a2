import { projectVersions } from "@q2c/db";
import { AppError, type TProjectVersion } from "@q2c/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findEditableProject } from "../project-core/project-scope.ts";
import { findVersion, versionById } from "./repo.ts";

/** PUT /projects/{id}/versions/{versionId}: renames a version; a stale version of the row answers 409. */
export async function renameVersion(
  deps: Deps,
  principal: Principal,
  projectId: string,
  versionId: string,
  input: { version: number; name: string },
): Promise<TProjectVersion> {
  const { db } = deps;
  const project = await findEditableProject(db, principal, projectId);
  const row = await findVersion(db, project, versionId);
  if (!row) throw new AppError("not_found");
  const updated = await db
    .update(projectVersions)
    .set({ name: input.name, version: sql`${projectVersions.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(projectVersions.tenantId, row.tenantId),
        eq(projectVersions.id, row.id),
        eq(projectVersions.version, input.version),
      ),
    )
    .returning({ id: projectVersions.id });
  if (updated.length === 0) {
    const current = await findVersion(db, project, versionId);
    throw new AppError("conflict", { details: { version: current?.version ?? row.version } });
  }
  return versionById(db, project, versionId);
}
