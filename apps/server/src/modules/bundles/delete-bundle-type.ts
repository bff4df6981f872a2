import { bundles, bundleTypes } from "@q2c/db";
import { AppError, BUNDLE_MESSAGES } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { findWritableBundleType } from "./bundle-types-repo.ts";

/**
 * Deletes a bundle type no bundle uses. MSPs' bundles may use a platform type, so every tenant's
 * bundles are checked; a type in use answers 400 and nothing is deleted.
 */
export async function deleteBundleType(
  deps: Deps,
  principal: Principal,
  id: string,
): Promise<{ id: string }> {
  const { db } = deps;
  const type = await findWritableBundleType(db, principal, deps.config.platformAccountId, id);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: bundles.id })
      .from(bundles)
      .where(eq(bundles.bundleTypeId, id))
      .limit(1);
    if (user) throw new AppError("bad_request", { message: BUNDLE_MESSAGES.bundleTypeInUse });
    await tx.delete(bundleTypes).where(and(eq(bundleTypes.tenantId, type.tenantId), eq(bundleTypes.id, id)));
    await recordAudit(tx, {
      tenantId: type.tenantId,
      actorUserId: principal.userId,
      type: "bundle_type.deleted",
      subjectId: id,
      data: { name: type.name },
    });
  });
  return { id };
}
