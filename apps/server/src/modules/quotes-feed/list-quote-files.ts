import { projectComments } from "@q2c/db";
import type { TCommentFile } from "@q2c/domain";
import { and, desc, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { fileMetas } from "../project-collab/collab-repo.ts";
import { commentFileUrl } from "../project-collab/comment-view.ts";
import { commentsShownWhere } from "../project-core/project-audience.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";

/** GET /quotes/{id}/files: every file attached to the quote's comments the caller reads, newest comment first. */
export async function listQuoteFiles(
  deps: Deps,
  principal: Principal,
  projectId: string,
): Promise<TCommentFile[]> {
  const { db } = deps;
  const project = await findProjectInScope(db, principal, projectId);
  const comments = await db
    .select({ id: projectComments.id, fileIds: projectComments.fileIds })
    .from(projectComments)
    .where(
      and(
        eq(projectComments.tenantId, project.tenantId),
        eq(projectComments.projectId, project.id),
        commentsShownWhere(principal),
      ),
    )
    .orderBy(desc(projectComments.id));
  const byId = await fileMetas(db, project.tenantId, [...new Set(comments.flatMap((c) => c.fileIds))]);
  return comments.flatMap((c) =>
    c.fileIds.flatMap((fileId) => {
      const f = byId.get(fileId);
      return f ? [{ ...f, url: commentFileUrl(project.id, c.id, f.id) }] : [];
    }),
  );
}
