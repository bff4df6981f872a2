import { type Db, projectEvents } from "@q2c/db";
import type { Page, ProjectEventType, TPageQuery, TProjectEvent } from "@q2c/domain";
import { and, asc, desc, eq, gt, lt } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findProjectInScope, type ProjectRow } from "../project-core/project-scope.ts";
import { likeSummaries, noLikes, userNames } from "./collab-repo.ts";

type EventRow = typeof projectEvents.$inferSelect;

/** Events as the feed shows them, with actor names and likes. */
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

/** The activity feed, newest first; ids are time-ordered, so the keyset is the id. */
export async function listProjectEvents(
  deps: Deps,
  principal: Principal,
  projectId: string,
  query: TPageQuery,
): Promise<Page<TProjectEvent>> {
  const { db } = deps.database;
  const project = await findProjectInScope(db, principal, projectId);
  const of = and(eq(projectEvents.tenantId, project.tenantId), eq(projectEvents.projectId, project.id));
  // endingBefore pages back towards newer events: read them upwards, then show newest first again.
  const backwards = Boolean(query.endingBefore) && !query.startingAfter;
  const rows = await db
    .select()
    .from(projectEvents)
    .where(
      and(
        of,
        query.startingAfter ? lt(projectEvents.id, query.startingAfter) : undefined,
        backwards && query.endingBefore ? gt(projectEvents.id, query.endingBefore) : undefined,
      ),
    )
    .orderBy(backwards ? asc(projectEvents.id) : desc(projectEvents.id))
    .limit(query.limit + 1);
  const hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  if (backwards) page.reverse();
  return { data: await eventViews(db, project, principal.userId, page), hasMore };
}
