import { bundleItems, bundles, environmentBundles, environmentRules } from "@q2c/db";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { findWritableBundle } from "./repo.ts";

/**
 * Deletes a bundle the caller may change, with its items. Building uses name bundles by plain id (they
 * are reference rows, bundles tenant rows), so a deleted bundle is taken out of their suggestions and
 * rules here rather than left dangling.
 */
export async function deleteBundle(deps: Deps, principal: Principal, id: string): Promise<{ id: string }> {
  const { db } = deps;
  const bundle = await findWritableBundle(db, principal, deps.config.platformAccountId, id);
  await db.transaction(async (tx) => {
    await tx
      .delete(environmentBundles)
      .where(
        and(eq(environmentBundles.bundleTenantId, bundle.tenantId), eq(environmentBundles.bundleId, id)),
      );
    await tx
      .update(environmentRules)
      .set({ bundleTenantId: null, bundleId: null })
      .where(and(eq(environmentRules.bundleTenantId, bundle.tenantId), eq(environmentRules.bundleId, id)));
    await tx
      .delete(bundleItems)
      .where(and(eq(bundleItems.tenantId, bundle.tenantId), eq(bundleItems.bundleId, id)));
    await tx.delete(bundles).where(and(eq(bundles.tenantId, bundle.tenantId), eq(bundles.id, id)));
    await recordAudit(tx, {
      tenantId: bundle.tenantId,
      actorUserId: principal.userId,
      type: "bundle.deleted",
      subjectId: id,
      data: { name: bundle.name },
    });
  });
  return { id };
}
