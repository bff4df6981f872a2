import { projectEvents } from "@q2c/db";
import type { Page, TPageQuery, TProjectEvent } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { keysetPage } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import { eventsShownWhere } from "../project-core/project-audience.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";
import { eventViews } from "./event-view.ts";

/**
 * The activity feed as the caller may read it (outside the MSP: what was shared with it, not the MSP's
 * edits), newest first; ids are time-ordered, so the keyset is the id.
 */
export async function listProjectEvents(
  deps: Deps,
  principal: Principal,
  projectId: string,
  query: TPageQuery,
): Promise<Page<TProjectEvent>> {
  const { db } = deps;
  const project = await findProjectInScope(db, principal, projectId);
  const of = and(
    eq(projectEvents.tenantId, project.tenantId),
    eq(projectEvents.projectId, project.id),
    eventsShownWhere(principal),
  );
  const page = await keysetPage(
    query,
    projectEvents.id,
    ({ where, orderBy, limit }) =>
      db.select().from(projectEvents).where(and(of, where)).orderBy(orderBy).limit(limit),
    "desc",
  );
  return { data: await eventViews(db, project, principal.userId, page.data), hasMore: page.hasMore };
}
