import { projectBundleProducts, projects } from "@q2c/db";
import { PROJECT_MESSAGES, type TBundleTasks, type ZQuoteTodo } from "@q2c/domain";
import { and, asc, desc, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { projectsVisibleTo } from "../../lib/tenancy.ts";

type TQuoteTodo = z.infer<typeof ZQuoteTodo>;

/** Enough for a to-do panel; older items wait until the first are done. */
const TODO_LIMIT = 100;

/**
 * GET /quotes/todos: what waits on the caller. Open tasks of bundle products that name the caller
 * (their completion not set), then the caller's own quotes still in build with no line at all.
 * Archived quotes are put away, so nothing in them waits.
 */
export async function listTodos(deps: Deps, principal: Principal): Promise<TQuoteTodo[]> {
  const { db } = deps;
  const tasks = projectBundleProducts.tasks;
  const [taskRows, emptyRows] = await Promise.all([
    db
      .select({
        projectId: projects.id,
        dealName: projects.dealName,
        quoteNumber: projects.quoteNumber,
        name: projectBundleProducts.name,
        tasks,
      })
      .from(projectBundleProducts)
      .innerJoin(
        projects,
        and(
          eq(projects.tenantId, projectBundleProducts.tenantId),
          eq(projects.id, projectBundleProducts.projectId),
        ),
      )
      .where(
        and(
          projectsVisibleTo(principal),
          isNull(projects.archivedAt),
          sql`${tasks}->'users' @> jsonb_build_array(${principal.userId}::text)`,
          sql`coalesce(${tasks}->>'completion', '') = ''`,
        ),
      )
      .orderBy(sql`${tasks}->>'targetCompletion' asc nulls last`, asc(projectBundleProducts.id))
      .limit(TODO_LIMIT),
    db
      .select({ projectId: projects.id, dealName: projects.dealName, quoteNumber: projects.quoteNumber })
      .from(projects)
      .where(
        and(
          projectsVisibleTo(principal),
          or(eq(projects.ownerUserId, principal.userId), eq(projects.createdBy, principal.userId)),
          eq(projects.stage, "build"),
          eq(projects.lineCount, 0),
          isNull(projects.archivedAt),
          ne(projects.status, "declined"),
        ),
      )
      .orderBy(desc(projects.updatedAt))
      .limit(TODO_LIMIT),
  ]);
  return [
    ...taskRows.map((r): TQuoteTodo => {
      const t = r.tasks as Partial<TBundleTasks>;
      return {
        projectId: r.projectId,
        dealName: r.dealName,
        quoteNumber: r.quoteNumber,
        kind: "task",
        text: PROJECT_MESSAGES.todoTask(r.name, t.items ?? []),
        due: t.targetCompletion ?? null,
      };
    }),
    ...emptyRows.map(
      (r): TQuoteTodo => ({ ...r, kind: "empty_quote", text: PROJECT_MESSAGES.todoEmptyQuote, due: null }),
    ),
  ];
}
