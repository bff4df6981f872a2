import { accounts, projectEvents, projectLikes, projects, users } from "@q2c/db";
import { PROJECT_EVENT_TYPES, type TNewsFeedItem } from "@q2c/domain";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { projectsVisibleTo } from "../../lib/tenancy.ts";
import { userFullName } from "../../lib/user-name.ts";
import { eventsShownWhere } from "../project-core/project-audience.ts";

export interface NewsFeedQuery {
  accountId?: string | undefined;
  limit: number;
  offset: number;
}

/**
 * GET /quotes/news-feed: what happened on every quote the caller sees, newest first. Domain §7 and §9
 * page it by limit (50) and offset, unlike the keyset lists; one row more than asked tells hasMore.
 */
export async function listNewsFeed(
  deps: Deps,
  principal: Principal,
  query: NewsFeedQuery,
): Promise<{ data: TNewsFeedItem[]; hasMore: boolean }> {
  const { db } = deps;
  const ofEvent = and(
    eq(projectLikes.tenantId, projectEvents.tenantId),
    eq(projectLikes.projectId, projectEvents.projectId),
    eq(projectLikes.targetId, projectEvents.id),
  );
  const rows = await db
    .select({
      event: projectEvents,
      actorName: userFullName,
      likeCount: sql<number>`(select count(*) from ${projectLikes} where ${ofEvent})::int`,
      likedByMe: sql<boolean>`exists (select 1 from ${projectLikes} where ${ofEvent} and ${projectLikes.userId} = ${principal.userId})`,
      dealName: projects.dealName,
      quoteNumber: projects.quoteNumber,
      accountId: projects.accountId,
      accountName: accounts.accountName,
    })
    .from(projectEvents)
    .innerJoin(
      projects,
      and(eq(projects.tenantId, projectEvents.tenantId), eq(projects.id, projectEvents.projectId)),
    )
    .innerJoin(accounts, and(eq(accounts.tenantId, projects.tenantId), eq(accounts.id, projects.accountId)))
    .leftJoin(users, eq(users.id, projectEvents.actorUserId))
    .where(
      and(
        projectsVisibleTo(principal),
        // On quotes of its own MSP everything; on others (a customer's, a member's) what was shared.
        eventsShownWhere(principal),
        query.accountId ? eq(projects.accountId, query.accountId) : undefined,
        // A type this build does not know could not be worded by the feed.
        inArray(projectEvents.type, [...PROJECT_EVENT_TYPES]),
      ),
    )
    .orderBy(desc(projectEvents.createdAt), desc(projectEvents.id))
    .limit(query.limit + 1)
    .offset(query.offset);
  return {
    data: rows.slice(0, query.limit).map((r) => ({
      id: r.event.id,
      projectId: r.event.projectId,
      type: r.event.type as TNewsFeedItem["type"],
      actorUserId: r.event.actorUserId,
      actorName: r.actorName,
      data: r.event.data,
      likeCount: Number(r.likeCount),
      likedByMe: Boolean(r.likedByMe),
      createdAt: r.event.createdAt.toISOString(),
      dealName: r.dealName,
      quoteNumber: r.quoteNumber,
      accountId: r.accountId,
      accountName: r.accountName,
    })),
    hasMore: rows.length > query.limit,
  };
}
