import { type Db, projectComments } from "@q2c/db";
import { API_PREFIX, type TCommentFile, type TProjectComment } from "@q2c/domain";
import { and, desc, eq } from "drizzle-orm";
import type { Principal } from "../../lib/principal.ts";
import { commentsShownWhere } from "../project-core/project-audience.ts";
import type { ProjectRow } from "../project-core/project-scope.ts";
import {
  type CommentRow,
  type FileMeta,
  fileMetas,
  type LikeSummary,
  likeSummaries,
  noLikes,
  userNames,
} from "./collab-repo.ts";

export const commentFileUrl = (projectId: string, commentId: string, fileId: string): string =>
  `${API_PREFIX}/projects/${projectId}/comments/${commentId}/files/${fileId}`;

function commentView(
  row: CommentRow,
  fileRows: Map<string, FileMeta>,
  names: Map<string, string>,
  likes: LikeSummary,
): TProjectComment {
  const attached: TCommentFile[] = row.fileIds.flatMap((id) => {
    const f = fileRows.get(id);
    return f
      ? [
          {
            id,
            name: f.name,
            mimeType: f.mimeType,
            size: f.size,
            url: commentFileUrl(row.projectId, row.id, id),
          },
        ]
      : [];
  });
  return {
    id: row.id,
    projectId: row.projectId,
    authorUserId: row.authorUserId,
    authorName: names.get(row.authorUserId) ?? "",
    body: row.body,
    files: attached,
    link: (row.link as TProjectComment["link"]) ?? null,
    visibility: row.visibility === "customer" ? "customer" : "internal",
    likeCount: likes.count,
    likedByMe: likes.likedByMe,
    editedAt: row.editedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

/** Comments as the wire shows them: author names, file metadata and likes in three queries. */
export async function commentViews(
  db: Db,
  project: ProjectRow,
  userId: string,
  rows: CommentRow[],
): Promise<TProjectComment[]> {
  if (rows.length === 0) return [];
  const [fileRows, names, likes] = await Promise.all([
    fileMetas(
      db,
      project.tenantId,
      rows.flatMap((r) => r.fileIds),
    ),
    userNames(
      db,
      rows.map((r) => r.authorUserId),
    ),
    likeSummaries(
      db,
      project,
      userId,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => commentView(r, fileRows, names, likes.get(r.id) ?? noLikes(r.id)));
}

export async function oneCommentView(
  db: Db,
  project: ProjectRow,
  userId: string,
  row: CommentRow,
): Promise<TProjectComment> {
  const [view] = await commentViews(db, project, userId, [row]);
  return view!;
}

/**
 * The latest comments the caller reads, oldest first as a conversation reads (what GET
 * /projects/{id}?getComments shows).
 */
export async function latestCommentViews(
  db: Db,
  project: ProjectRow,
  principal: Principal,
  limit: number,
): Promise<TProjectComment[]> {
  const rows = await db
    .select()
    .from(projectComments)
    .where(
      and(
        eq(projectComments.tenantId, project.tenantId),
        eq(projectComments.projectId, project.id),
        commentsShownWhere(principal),
      ),
    )
    .orderBy(desc(projectComments.id))
    .limit(limit);
  return commentViews(db, project, principal.userId, rows.reverse());
}
