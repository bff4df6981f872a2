import { projectLikes } from "@q2c/db";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { publishProjectActivity } from "../project-core/project-live.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";
import { type LikeSummary, likeSummaryOf, noLikes } from "./collab-repo.ts";
import { likeTarget } from "./like-project-item.ts";

/** Takes back the caller's own like; others' likes stay. A target the caller does not read has none for it. */
export async function unlikeProjectItem(
  deps: Deps,
  principal: Principal,
  projectId: string,
  targetId: string,
): Promise<LikeSummary> {
  const { db } = deps;
  const project = await findProjectInScope(db, principal, projectId);
  const subject = await likeTarget(deps, principal, project, targetId);
  if (!subject) return noLikes(targetId);
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
  if (removed.length > 0) publishProjectActivity(deps, project.id, { kind: "like", id: targetId }, subject);
  return likeSummaryOf(db, project, principal.userId, targetId);
}
