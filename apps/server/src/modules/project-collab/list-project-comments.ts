import { projectComments } from "@q2c/db";
import type { Page, TPageQuery, TProjectComment } from "@q2c/domain";
import { and, asc, desc, eq, gt, lt } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";
import { commentViews } from "./comment-view.ts";

/** The discussion of a quote, oldest first, as a conversation reads. */
export async function listProjectComments(
  deps: Deps,
  principal: Principal,
  projectId: string,
  query: TPageQuery,
): Promise<Page<TProjectComment>> {
  const { db } = deps.database;
  const project = await findProjectInScope(db, principal, projectId);
  // endingBefore pages back towards older comments: read them downwards, then oldest first again.
  const backwards = Boolean(query.endingBefore) && !query.startingAfter;
  const rows = await db
    .select()
    .from(projectComments)
    .where(
      and(
        eq(projectComments.tenantId, project.tenantId),
        eq(projectComments.projectId, project.id),
        query.startingAfter ? gt(projectComments.id, query.startingAfter) : undefined,
        backwards && query.endingBefore ? lt(projectComments.id, query.endingBefore) : undefined,
      ),
    )
    .orderBy(backwards ? desc(projectComments.id) : asc(projectComments.id))
    .limit(query.limit + 1);
  const hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  if (backwards) page.reverse();
  return { data: await commentViews(db, project, principal.userId, page), hasMore };
}
