import { type Db, files, projectComments, projectEvents, projectLikes, users } from "@q2c/db";
import type { TCommentFile, TProjectComment, TProjectEvent } from "@q2c/domain";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { ProjectRow } from "../project-core/project-scope.ts";

// The activity feed as GET /projects/{id} includes it (getEvents, getComments). The collaboration module
// pages through the same rows; here the page opens with the latest of each.

export const PROJECT_EVENTS_IN_GET = 50;
export const PROJECT_COMMENTS_IN_GET = 200;

const actorName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`.as(
  "actor_name",
);

interface Likes {
  count: number;
  mine: boolean;
}

/** Like counts of every event and comment of the project, in one grouped query. */
export async function loadLikes(db: Db, project: ProjectRow, userId: string): Promise<Map<string, Likes>> {
  const rows = await db
    .select({
      targetId: projectLikes.targetId,
      count: sql<number>`count(*)::int`,
      mine: sql<boolean>`bool_or(${projectLikes.userId} = ${userId})`,
    })
    .from(projectLikes)
    .where(and(eq(projectLikes.tenantId, project.tenantId), eq(projectLikes.projectId, project.id)))
    .groupBy(projectLikes.targetId);
  return new Map(rows.map((r) => [r.targetId, { count: Number(r.count), mine: r.mine === true }]));
}

/** Newest first; likes are read alongside (a promise, so both queries run together). Actors may be users of a member's tenant, hence the join on the id alone. */
export async function loadEvents(
  db: Db,
  project: ProjectRow,
  likesOf: Promise<Map<string, Likes>>,
): Promise<TProjectEvent[]> {
  const rows = await db
    .select({
      id: projectEvents.id,
      type: projectEvents.type,
      actorUserId: projectEvents.actorUserId,
      actorName,
      email: users.email,
      data: projectEvents.data,
      createdAt: projectEvents.createdAt,
    })
    .from(projectEvents)
    .leftJoin(users, eq(users.id, projectEvents.actorUserId))
    .where(and(eq(projectEvents.tenantId, project.tenantId), eq(projectEvents.projectId, project.id)))
    .orderBy(desc(projectEvents.id))
    .limit(PROJECT_EVENTS_IN_GET);
  const likes = await likesOf;
  return rows.map((r) => ({
    id: r.id,
    projectId: project.id,
    type: r.type as TProjectEvent["type"],
    actorUserId: r.actorUserId,
    actorName: r.actorName ?? r.email ?? null,
    data: r.data,
    likeCount: likes.get(r.id)?.count ?? 0,
    likedByMe: likes.get(r.id)?.mine ?? false,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The latest comments, oldest first as a conversation reads, with their files (never their bytes). */
export async function loadComments(
  db: Db,
  project: ProjectRow,
  likesOf: Promise<Map<string, Likes>>,
): Promise<TProjectComment[]> {
  const rows = await db
    .select({
      id: projectComments.id,
      authorUserId: projectComments.authorUserId,
      actorName,
      email: users.email,
      body: projectComments.body,
      fileIds: projectComments.fileIds,
      link: projectComments.link,
      editedAt: projectComments.editedAt,
      createdAt: projectComments.createdAt,
      version: projectComments.version,
    })
    .from(projectComments)
    .leftJoin(users, eq(users.id, projectComments.authorUserId))
    .where(and(eq(projectComments.tenantId, project.tenantId), eq(projectComments.projectId, project.id)))
    .orderBy(desc(projectComments.id))
    .limit(PROJECT_COMMENTS_IN_GET);
  rows.reverse();
  const fileIds = [...new Set(rows.flatMap((r) => r.fileIds))];
  const fileRows =
    fileIds.length === 0
      ? []
      : await db
          .select({ id: files.id, name: files.name, mimeType: files.mimeType, size: files.size })
          .from(files)
          .where(and(eq(files.tenantId, project.tenantId), inArray(files.id, fileIds)));
  const fileById = new Map(fileRows.map((f) => [f.id, f]));
  const likes = await likesOf;
  return rows.map((r) => ({
    id: r.id,
    projectId: project.id,
    authorUserId: r.authorUserId,
    authorName: r.actorName ?? r.email ?? "",
    body: r.body,
    files: r.fileIds.flatMap((fileId): TCommentFile[] => {
      const f = fileById.get(fileId);
      return f ? [{ ...f, url: `/api/v1/projects/${project.id}/comments/${r.id}/files/${f.id}` }] : [];
    }),
    link: (r.link as TProjectComment["link"]) ?? null,
    likeCount: likes.get(r.id)?.count ?? 0,
    likedByMe: likes.get(r.id)?.mine ?? false,
    editedAt: r.editedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    version: r.version,
  }));
}
