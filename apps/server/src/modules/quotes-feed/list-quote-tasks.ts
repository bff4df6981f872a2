import { projectBuildings, projectBundleProducts } from "@q2c/db";
import type { TBundleTasks, TQuoteTask } from "@q2c/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";

/**
 * GET /quotes/{id}/tasks: the tasks of the quote's bundle products (domain §3 tasks), with the building
 * each is in, in builder order. A bundle product with neither items nor people has no task to show.
 */
export async function listQuoteTasks(
  deps: Deps,
  principal: Principal,
  projectId: string,
): Promise<TQuoteTask[]> {
  const { db } = deps;
  const project = await findProjectInScope(db, principal, projectId);
  const tasks = projectBundleProducts.tasks;
  const rows = await db
    .select({
      bundleProductId: projectBundleProducts.id,
      bundleProductName: projectBundleProducts.name,
      buildingName: projectBuildings.name,
      tasks,
    })
    .from(projectBundleProducts)
    .innerJoin(
      projectBuildings,
      and(
        eq(projectBuildings.tenantId, projectBundleProducts.tenantId),
        eq(projectBuildings.id, projectBundleProducts.buildingId),
      ),
    )
    .where(
      and(
        eq(projectBundleProducts.tenantId, project.tenantId),
        eq(projectBundleProducts.projectId, project.id),
        sql`(jsonb_array_length(coalesce(${tasks}->'items', '[]'::jsonb)) > 0
          or jsonb_array_length(coalesce(${tasks}->'users', '[]'::jsonb)) > 0)`,
      ),
    )
    .orderBy(
      asc(projectBuildings.position),
      asc(projectBundleProducts.position),
      asc(projectBundleProducts.id),
    );
  return rows.map((r) => {
    const t = r.tasks as Partial<TBundleTasks>;
    return {
      projectId: project.id,
      dealName: project.dealName,
      bundleProductId: r.bundleProductId,
      bundleProductName: r.bundleProductName,
      buildingName: r.buildingName,
      items: t.items ?? [],
      users: t.users ?? [],
      start: t.start ?? null,
      targetCompletion: t.targetCompletion ?? null,
      completion: t.completion ?? null,
    };
  });
}
