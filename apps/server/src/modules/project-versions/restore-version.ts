import { projectLocations } from "@q2c/db";
import { AppError, type TProjectChange } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { changeProject } from "../project-core/change-project.ts";
import { publishProjectActivity } from "../project-core/project-live.ts";
import { findEditableProject } from "../project-core/project-scope.ts";
import { findVersion } from "./repo.ts";
import { insertSnapshotRows, readSnapshot } from "./version-snapshot.ts";

/**
 * POST /projects/{id}/versions/{versionId}/restore: the quote's sites, buildings, bundle products and
 * lines become the version's again, with their original ids (comments linked to them find them again),
 * and the deal term the version was priced with. Tax rates stay current: refresh-taxes owns them.
 */
export async function restoreVersion(
  deps: Deps,
  principal: Principal,
  projectId: string,
  versionId: string,
  input: { version: number },
): Promise<TProjectChange> {
  // A version of another quote, or none, is unknown before the project's version is even looked at.
  const project = await findEditableProject(deps.db, principal, projectId);
  if (!(await findVersion(deps.db, project, versionId))) throw new AppError("not_found");
  const answer = await changeProject(deps, principal, projectId, input.version, async ({ tx, project }) => {
    const row = await findVersion(tx, project, versionId);
    if (!row) throw new AppError("not_found");
    const snapshot = readSnapshot(row.snapshot);
    // Buildings, bundle products and lines go with their locations (foreign keys cascade).
    await tx
      .delete(projectLocations)
      .where(
        and(eq(projectLocations.tenantId, project.tenantId), eq(projectLocations.projectId, project.id)),
      );
    await insertSnapshotRows(tx, snapshot, project);
    return {
      event: { type: "version_restored", data: { versionId: row.id, number: row.number, name: row.name } },
      ...(snapshot.termMonths !== undefined && snapshot.termMonths !== project.termMonths
        ? { projectFields: { termMonths: snapshot.termMonths } }
        : {}),
    };
  });
  publishProjectActivity(deps, projectId, { kind: "event" }, { type: "version_restored" });
  return answer;
}
