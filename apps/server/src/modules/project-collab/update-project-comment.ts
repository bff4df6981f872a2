import { projectComments } from "@q2c/db";
import { AppError, commentSubject, PROJECT_MESSAGES, type TProjectComment } from "@q2c/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { publishProjectActivity } from "../project-core/project-live.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";
import { type CommentRow, findComment } from "./collab-repo.ts";
import { type CommentLink, checkCommentLink } from "./comment-link.ts";
import { oneCommentView } from "./comment-view.ts";

/** Only the author rewrites a comment; others may like or answer it. */
function assertAuthor(principal: Principal, comment: CommentRow): void {
  if (comment.authorUserId !== principal.userId) {
    throw new AppError("forbidden", { message: PROJECT_MESSAGES.notCommentAuthor });
  }
}

/** Changes a comment's text: author only, with the comment's version (stale: 409, nothing written). */
export async function updateProjectComment(
  deps: Deps,
  principal: Principal,
  projectId: string,
  commentId: string,
  input: { version: number; body: string },
): Promise<TProjectComment> {
  const { db } = deps;
  const project = await findProjectInScope(db, principal, projectId);
  const comment = await findComment(db, principal, project, commentId);
  assertAuthor(principal, comment);
  const [row] = await db
    .update(projectComments)
    .set({ body: input.body, editedAt: sql`now()`, version: sql`${projectComments.version} + 1` })
    .where(
      and(
        eq(projectComments.tenantId, project.tenantId),
        eq(projectComments.id, comment.id),
        eq(projectComments.version, input.version),
      ),
    )
    .returning();
  if (!row) {
    const current = await findComment(db, principal, project, commentId);
    throw new AppError("conflict", { details: { version: current.version } });
  }
  publishProjectActivity(deps, project.id, { kind: "comment", id: row.id }, commentSubject(row.visibility));
  return oneCommentView(db, project, principal.userId, row);
}

/** Points a comment at a building or line of the quote, or at nothing: author only. */
export async function setCommentLink(
  deps: Deps,
  principal: Principal,
  projectId: string,
  commentId: string,
  link: CommentLink | null,
): Promise<TProjectComment> {
  const { db } = deps;
  const project = await findProjectInScope(db, principal, projectId);
  const comment = await findComment(db, principal, project, commentId);
  assertAuthor(principal, comment);
  await checkCommentLink(db, project, link);
  const [row] = await db
    .update(projectComments)
    .set({ link, version: sql`${projectComments.version} + 1` })
    .where(and(eq(projectComments.tenantId, project.tenantId), eq(projectComments.id, comment.id)))
    .returning();
  publishProjectActivity(
    deps,
    project.id,
    { kind: "comment", id: comment.id },
    commentSubject(comment.visibility),
  );
  return oneCommentView(db, project, principal.userId, row!);
}
