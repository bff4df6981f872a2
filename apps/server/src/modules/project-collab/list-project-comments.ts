import { projectComments } from "@q2c/db";
import type { Page, TPageQuery, TProjectComment } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { keysetPage } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import { commentsShownWhere } from "../project-core/project-audience.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";
import { commentViews } from "./comment-view.ts";

/** The discussion of a quote as the caller may read it (no internal notes outside the MSP), oldest first. */
export async function listProjectComments(
  deps: Deps,
  principal: Principal,
  projectId: string,
  query: TPageQuery,
): Promise<Page<TProjectComment>> {
  const { db } = deps;
  const project = await findProjectInScope(db, principal, projectId);
  const of = and(
    eq(projectComments.tenantId, project.tenantId),
    eq(projectComments.projectId, project.id),
    commentsShownWhere(principal),
  );
  const page = await keysetPage(query, projectComments.id, ({ where, orderBy, limit }) =>
    db.select().from(projectComments).where(and(of, where)).orderBy(orderBy).limit(limit),
  );
  return { data: await commentViews(db, project, principal.userId, page.data), hasMore: page.hasMore };
}
