import { projectLikes } from "@q2c/db";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { publishProjectActivity } from "../project-core/project-live.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";
import { type LikeSummary, likeSummaryOf } from "./collab-repo.ts";

/** Takes back the caller's own like; others' likes stay. */
export async function unlikeProjectItem(
  deps: Deps,
  principal: Principal,
  projectId: string,
  targetId: string,
): Promise<LikeSummary> {
  const { db } = deps;
  const project = await findProjectInScope(db, principal, projectId);
  const removed = await db
    .delete(projectLikes)
    .where(
      and(
        eq(projectLikes.tenantId, project.tenantId),
        eq(projectLikes.projectId, project.id),
        eq(projectLikes.targetId, targetId),
        eq(projectLikes.userId, principal.userId),
      ),
    )
    .returning({ targetId: projectLikes.targetId });
  if (removed.length > 0) publishProjectActivity(deps, project.id, { kind: "like", id: targetId });
  return likeSummaryOf(db, project, principal.userId, targetId);
}
