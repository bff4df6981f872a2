import { type Db, files, projectComments, projectEvents, projectLikes, users } from "@q2c/db";
import { AppError, PROJECT_MESSAGES } from "@q2c/domain";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { allows } from "../../lib/permissions.ts";
import type { Principal } from "../../lib/principal.ts";
import { commentsShownWhere, eventsShownWhere } from "../project-core/project-audience.ts";
import type { ProjectRow } from "../project-core/project-scope.ts";

export type CommentRow = typeof projectComments.$inferSelect;
/** A file's row without its bytes: lists never need them. */
export type FileMeta = Pick<typeof files.$inferSelect, "id" | "name" | "mimeType" | "size">;
export interface LikeSummary {
  targetId: string;
  count: number;
  likedByMe: boolean;
  userIds: string[];
}

/** Display names of users; authors and actors may sit in other tenants (members, customers). */
export async function userNames(db: Db, ids: Iterable<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim() || u.email]));
}

/**
 * The ids of the project's events and comments the caller reads: likes of anything else are not its to
 * see (an internal comment's likes would tell it the comment exists).
 */
function shownTargets(principal: Principal, project: Pick<ProjectRow, "tenantId" | "id">) {
  const comments = commentsShownWhere(principal);
  const events = eventsShownWhere(principal);
  if (!comments && !events) return undefined;
  return sql`(${projectLikes.targetId} in (select ${projectComments.id} from ${projectComments}
      where ${projectComments.tenantId} = ${project.tenantId} and ${projectComments.projectId} = ${project.id}
      and ${comments ?? sql`true`})
    or ${projectLikes.targetId} in (select ${projectEvents.id} from ${projectEvents}
      where ${projectEvents.tenantId} = ${project.tenantId} and ${projectEvents.projectId} = ${project.id}
      and ${events ?? sql`true`}))`;
}

/** Every like the caller may read on the project's events and comments, by target. */
export async function visibleLikeSummaries(
  db: Db,
  project: Pick<ProjectRow, "tenantId" | "id">,
  principal: Principal,
): Promise<Map<string, LikeSummary>> {
  return likeSummaries(db, project, principal.userId, undefined, shownTargets(principal, project));
}

/** Likes of the project's events and comments, by target (targets the caller already reads). */
export async function likeSummaries(
  db: Db,
  project: Pick<ProjectRow, "tenantId" | "id">,
  userId: string,
  targetIds?: string[],
  shown?: SQL,
): Promise<Map<string, LikeSummary>> {
  if (targetIds && targetIds.length === 0) return new Map();
  const rows = await db
    .select({
      targetId: projectLikes.targetId,
      userIds: sql<string[]>`array_agg(${projectLikes.userId}::text order by ${projectLikes.createdAt})`,
    })
    .from(projectLikes)
    .where(
      and(
        eq(projectLikes.tenantId, project.tenantId),
        eq(projectLikes.projectId, project.id),
        targetIds ? inArray(projectLikes.targetId, targetIds) : undefined,
        shown,
      ),
    )
    .groupBy(projectLikes.targetId);
  return new Map(
    rows.map((r) => [
      r.targetId,
      {
        targetId: r.targetId,
        count: r.userIds.length,
        likedByMe: r.userIds.includes(userId),
        userIds: r.userIds,
      },
    ]),
  );
}

export const noLikes = (targetId: string): LikeSummary => ({
  targetId,
  count: 0,
  likedByMe: false,
  userIds: [],
});

export async function likeSummaryOf(
  db: Db,
  project: Pick<ProjectRow, "tenantId" | "id">,
  userId: string,
  targetId: string,
): Promise<LikeSummary> {
  const likes = await likeSummaries(db, project, userId, [targetId]);
  return likes.get(targetId) ?? noLikes(targetId);
}

/** A comment of this project the caller reads; another project's, an internal one outside the MSP, or none answers 404. */
export async function findComment(
  db: Db,
  principal: Principal,
  project: ProjectRow,
  commentId: string,
): Promise<CommentRow> {
  const [row] = await db
    .select()
    .from(projectComments)
    .where(
      and(
        eq(projectComments.tenantId, project.tenantId),
        eq(projectComments.projectId, project.id),
        eq(projectComments.id, commentId),
        commentsShownWhere(principal),
      ),
    );
  if (!row) throw new AppError("not_found", { message: PROJECT_MESSAGES.unknownComment });
  return row;
}

/** File rows (no bytes) of the project's tenant, by id. */
export async function fileMetas(db: Db, tenantId: string, ids: string[]): Promise<Map<string, FileMeta>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: files.id, name: files.name, mimeType: files.mimeType, size: files.size })
    .from(files)
    .where(and(eq(files.tenantId, tenantId), inArray(files.id, ids)));
  return new Map(rows.map((f) => [f.id, f]));
}

/**
 * Moderation of the feed (quotes.moderate): an administrator, owner or manager of the quote's MSP (its top account, not
 * one of its customers), or the platform owner's, may remove what others wrote.
 */
export function isQuoteAdministrator(principal: Principal, project: ProjectRow): boolean {
  if (!allows(principal, "quotes.moderate")) return false;
  if (principal.scope.kind === "all") return true;
  return principal.scope.kind === "tenant" && principal.scope.tenantId === project.tenantId;
}
