import { projects, projectVersions, uuidv7 } from "@q2c/db";
import { AppError, type TProjectVersion } from "@q2c/domain";
import { and, eq, max } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { loadAggregate } from "../project-core/aggregate.ts";
import { recordProjectEvent } from "../project-core/change-project.ts";
import { publishProjectActivity } from "../project-core/project-live.ts";
import { findEditableProject, type ProjectRow } from "../project-core/project-scope.ts";
import { versionById } from "./repo.ts";
import { snapshotOf } from "./version-snapshot.ts";

/**
 * POST /projects/{id}/versions: a named snapshot of the quote as it stands, with the totals stored on
 * the project. Saving a version reads the quote without changing it, so the project's version stays.
 */
export async function createVersion(
  deps: Deps,
  principal: Principal,
  projectId: string,
  input: { name: string },
): Promise<TProjectVersion> {
  const { db } = deps;
  const found = await findEditableProject(db, principal, projectId);
  const saved = await db.transaction(async (tx) => {
    // Locking the project row makes the snapshot consistent with its totals and serialises numbering.
    const [project] = await tx
      .select()
      .from(projects)
      .where(and(eq(projects.tenantId, found.tenantId), eq(projects.id, found.id)))
      .for("update");
    if (!project) throw new AppError("not_found");
    const agg = await loadAggregate(tx, project as ProjectRow);
    const [last] = await tx
      .select({ n: max(projectVersions.number) })
      .from(projectVersions)
      .where(and(eq(projectVersions.tenantId, project.tenantId), eq(projectVersions.projectId, project.id)));
    const id = uuidv7();
    const number = (last?.n ?? 0) + 1;
    await tx.insert(projectVersions).values({
      tenantId: project.tenantId,
      id,
      projectId: project.id,
      number,
      name: input.name,
      snapshot: snapshotOf(agg) as unknown as Record<string, unknown>,
      totals: project.totals,
      createdBy: principal.userId,
    });
    const eventId = await recordProjectEvent(tx, project, principal.userId, "version_saved", {
      versionId: id,
      number,
      name: input.name,
    });
    return { id, eventId };
  });
  publishProjectActivity(deps, found.id, { kind: "event", id: saved.eventId }, { type: "version_saved" });
  return versionById(db, found, saved.id);
}
