import { projectComments, projectEvents, projectLikes } from "@q2c/db";
import { AppError, PROJECT_MESSAGES } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { publishProjectActivity } from "../project-core/project-live.ts";
import { findProjectInScope, type ProjectRow } from "../project-core/project-scope.ts";
import { type LikeSummary, likeSummaryOf } from "./collab-repo.ts";

/** Only the quote's own events and comments take likes; anything else is bad input, not a stray row. */
async function assertLikeTarget(deps: Deps, project: ProjectRow, targetId: string): Promise<void> {
  const { db } = deps;
  const own = (t: typeof projectEvents | typeof projectComments) =>
    and(eq(t.tenantId, project.tenantId), eq(t.projectId, project.id), eq(t.id, targetId));
  const [event] = await db.select({ id: projectEvents.id }).from(projectEvents).where(own(projectEvents));
  if (event) return;
  const [comment] = await db
    .select({ id: projectComments.id })
    .from(projectComments)
    .where(own(projectComments));
  if (comment) return;
  throw new AppError("bad_request", { fields: { targetId: PROJECT_MESSAGES.unknownLikeTarget } });
}

/** One like per user and target: liking twice changes nothing. */
export async function likeProjectItem(
  deps: Deps,
  principal: Principal,
  projectId: string,
  targetId: string,
): Promise<LikeSummary> {
  const { db } = deps;
  const project = await findProjectInScope(db, principal, projectId);
  await assertLikeTarget(deps, project, targetId);
  await db
    .insert(projectLikes)
    .values({ tenantId: project.tenantId, projectId: project.id, targetId, userId: principal.userId })
    .onConflictDoNothing();
  publishProjectActivity(deps, project.id, { kind: "like", id: targetId });
  return likeSummaryOf(db, project, principal.userId, targetId);
}
