import { projectComments, projectEvents, projectLikes } from "@q2c/db";
import { AppError, type AudienceSubject, commentSubject, PROJECT_MESSAGES } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { commentsShownWhere, eventsShownWhere } from "../project-core/project-audience.ts";
import { publishProjectActivity } from "../project-core/project-live.ts";
import { findProjectInScope, type ProjectRow } from "../project-core/project-scope.ts";
import { type LikeSummary, likeSummaryOf } from "./collab-repo.ts";

/**
 * What a like's target is (an event's type and data, or a comment's visibility) when it is one of the
 * quote's events or comments that the caller reads; null otherwise. The like is told only to those who
 * read its target.
 */
export async function likeTarget(
  deps: Deps,
  principal: Principal,
  project: ProjectRow,
  targetId: string,
): Promise<AudienceSubject | null> {
  const { db } = deps;
  const own = (t: typeof projectEvents | typeof projectComments) =>
    and(eq(t.tenantId, project.tenantId), eq(t.projectId, project.id), eq(t.id, targetId));
  const [event] = await db
    .select({ type: projectEvents.type, data: projectEvents.data })
    .from(projectEvents)
    .where(and(own(projectEvents), eventsShownWhere(principal)));
  if (event) return event;
  const [comment] = await db
    .select({ visibility: projectComments.visibility })
    .from(projectComments)
    .where(and(own(projectComments), commentsShownWhere(principal)));
  return comment ? commentSubject(comment.visibility) : null;
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
  const subject = await likeTarget(deps, principal, project, targetId);
  // Anything but the quote's own events and comments that the caller reads is bad input, not a stray row.
  if (!subject)
    throw new AppError("bad_request", { fields: { targetId: PROJECT_MESSAGES.unknownLikeTarget } });
  await db
    .insert(projectLikes)
    .values({ tenantId: project.tenantId, projectId: project.id, targetId, userId: principal.userId })
    .onConflictDoNothing();
  publishProjectActivity(deps, project.id, { kind: "like", id: targetId }, subject);
  return likeSummaryOf(db, project, principal.userId, targetId);
}
