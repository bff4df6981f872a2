import { files, projectComments, projectEvents, projectLikes } from "@q2c/db";
import { AppError, commentSubject, PROJECT_MESSAGES, type TProjectComment } from "@q2c/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { publishProjectActivity } from "../project-core/project-live.ts";
import { findProjectInScope, type ProjectRow } from "../project-core/project-scope.ts";
import { type CommentRow, findComment, isQuoteAdministrator } from "./collab-repo.ts";
import { oneCommentView } from "./comment-view.ts";

/** The author removes what it wrote; an administrator of the quote's MSP moderates the thread. */
function assertMayRemove(principal: Principal, project: ProjectRow, comment: CommentRow): void {
  if (comment.authorUserId === principal.userId || isQuoteAdministrator(principal, project)) return;
  throw new AppError("forbidden", { message: PROJECT_MESSAGES.notCommentAuthorOrAdmin });
}

/** Removes a comment with its files and likes. */
export async function deleteProjectComment(
  deps: Deps,
  principal: Principal,
  projectId: string,
  commentId: string,
): Promise<{ id: string }> {
  const { db } = deps;
  const project = await findProjectInScope(db, principal, projectId);
  const comment = await findComment(db, principal, project, commentId);
  assertMayRemove(principal, project, comment);
  await db.transaction(async (tx) => {
    const key = (t: typeof projectComments | typeof projectLikes) => eq(t.tenantId, project.tenantId);
    await tx.delete(projectComments).where(and(key(projectComments), eq(projectComments.id, comment.id)));
    await tx
      .delete(projectLikes)
      .where(
        and(key(projectLikes), eq(projectLikes.projectId, project.id), eq(projectLikes.targetId, comment.id)),
      );
    // The feed keeps that a comment was posted, not what a removed comment said.
    await tx
      .update(projectEvents)
      .set({ data: sql`(${projectEvents.data} - 'excerpt') || '{"deleted": true}'::jsonb` })
      .where(
        and(
          eq(projectEvents.tenantId, project.tenantId),
          eq(projectEvents.projectId, project.id),
          eq(projectEvents.type, "comment_added"),
          sql`${projectEvents.data}->>'commentId' = ${comment.id}`,
        ),
      );
    if (comment.fileIds.length > 0) {
      await tx
        .delete(files)
        .where(and(eq(files.tenantId, project.tenantId), inArray(files.id, comment.fileIds)));
    }
  });
  publishProjectActivity(
    deps,
    project.id,
    { kind: "comment", id: comment.id },
    commentSubject(comment.visibility),
  );
  return { id: comment.id };
}

/** Removes one file of a comment (author or administrator, as for the comment). */
export async function deleteCommentFile(
  deps: Deps,
  principal: Principal,
  projectId: string,
  commentId: string,
  fileId: string,
): Promise<TProjectComment> {
  const { db } = deps;
  const project = await findProjectInScope(db, principal, projectId);
  const comment = await findComment(db, principal, project, commentId);
  if (!comment.fileIds.includes(fileId)) {
    throw new AppError("not_found", { message: PROJECT_MESSAGES.fileNotOnComment });
  }
  assertMayRemove(principal, project, comment);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(projectComments)
      .set({
        fileIds: comment.fileIds.filter((id) => id !== fileId),
        version: sql`${projectComments.version} + 1`,
      })
      .where(and(eq(projectComments.tenantId, project.tenantId), eq(projectComments.id, comment.id)))
      .returning();
    await tx.delete(files).where(and(eq(files.tenantId, project.tenantId), eq(files.id, fileId)));
    return updated!;
  });
  publishProjectActivity(
    deps,
    project.id,
    { kind: "comment", id: comment.id },
    commentSubject(comment.visibility),
  );
  return oneCommentView(db, project, principal.userId, row);
}
