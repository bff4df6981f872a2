import { files, projectComments } from "@q2c/db";
import { API_PREFIX, type TCommentFile } from "@q2c/domain";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";

/** The address the comment routes serve a comment's file at (project-collab). */
const fileUrl = (projectId: string, commentId: string, fileId: string) =>
  `${API_PREFIX}/projects/${projectId}/comments/${commentId}/files/${fileId}`;

/** GET /quotes/{id}/files: every file attached to the quote's comments, newest comment first. */
export async function listQuoteFiles(
  deps: Deps,
  principal: Principal,
  projectId: string,
): Promise<TCommentFile[]> {
  const { db } = deps.database;
  const project = await findProjectInScope(db, principal, projectId);
  const comments = await db
    .select({ id: projectComments.id, fileIds: projectComments.fileIds })
    .from(projectComments)
    .where(and(eq(projectComments.tenantId, project.tenantId), eq(projectComments.projectId, project.id)))
    .orderBy(desc(projectComments.id));
  const ids = [...new Set(comments.flatMap((c) => c.fileIds))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: files.id, name: files.name, mimeType: files.mimeType, size: files.size })
    .from(files)
    .where(and(eq(files.tenantId, project.tenantId), inArray(files.id, ids)));
  const byId = new Map(rows.map((f) => [f.id, f]));
  return comments.flatMap((c) =>
    c.fileIds.flatMap((fileId) => {
      const f = byId.get(fileId);
      return f ? [{ ...f, url: fileUrl(project.id, c.id, f.id) }] : [];
    }),
  );
}
