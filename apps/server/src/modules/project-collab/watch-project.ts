import { projectWatchers } from "@q2c/db";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";

/** Watchers hear of messages sent to the quote's members (notify-members), like the members themselves. */
export async function watchProject(
  deps: Deps,
  principal: Principal,
  projectId: string,
  watching: boolean,
): Promise<{ watching: boolean }> {
  const { db } = deps;
  const project = await findProjectInScope(db, principal, projectId);
  if (watching) {
    await db
      .insert(projectWatchers)
      .values({ tenantId: project.tenantId, projectId: project.id, userId: principal.userId })
      .onConflictDoNothing();
  } else {
    await db
      .delete(projectWatchers)
      .where(
        and(
          eq(projectWatchers.tenantId, project.tenantId),
          eq(projectWatchers.projectId, project.id),
          eq(projectWatchers.userId, principal.userId),
        ),
      );
  }
  return { watching };
}
