import { type Db, projectEvents } from "@q2c/db";
import type { ProjectEventType, TProjectEvent } from "@q2c/domain";
import { and, desc, eq } from "drizzle-orm";
import type { Principal } from "../../lib/principal.ts";
import { eventsShownWhere } from "../project-core/project-audience.ts";
import type { ProjectRow } from "../project-core/project-scope.ts";
import { likeSummaries, noLikes, userNames } from "./collab-repo.ts";

export type EventRow = typeof projectEvents.$inferSelect;

/** Events as the feed shows them, with actor names and likes (actors may be users of other tenants). */
export async function eventViews(
  db: Db,
  project: ProjectRow,
  userId: string,
  rows: EventRow[],
): Promise<TProjectEvent[]> {
  if (rows.length === 0) return [];
  const [names, likes] = await Promise.all([
    userNames(
      db,
      rows.map((r) => r.actorUserId),
    ),
    likeSummaries(
      db,
      project,
      userId,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => {
    const like = likes.get(r.id) ?? noLikes(r.id);
    return {
      id: r.id,
      projectId: r.projectId,
      type: r.type as ProjectEventType,
      actorUserId: r.actorUserId,
      actorName: r.actorUserId ? (names.get(r.actorUserId) ?? null) : null,
      data: r.data,
      likeCount: like.count,
      likedByMe: like.likedByMe,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

/** The latest events the caller reads, newest first (what GET /projects/{id}?getEvents shows before the feed pages). */
export async function latestEventViews(
  db: Db,
  project: ProjectRow,
  principal: Principal,
  limit: number,
): Promise<TProjectEvent[]> {
  const rows = await db
    .select()
    .from(projectEvents)
    .where(
      and(
        eq(projectEvents.tenantId, project.tenantId),
        eq(projectEvents.projectId, project.id),
        eventsShownWhere(principal),
      ),
    )
    .orderBy(desc(projectEvents.id))
    .limit(limit);
  return eventViews(db, project, principal.userId, rows);
}
