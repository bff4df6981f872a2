import { bundleTypes } from "@q2c/db";
import { AppError, type TBundleType, type TUpdateBundleTypeRequest } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { hasChanges } from "../catalogue-prices/wire.ts";
import { checkBundleTypeInput, findWritableBundleType, toBundleType } from "./bundle-types-repo.ts";

/** Renames, reorders or recategorises a bundle type the caller may change. */
export async function updateBundleType(
  deps: Deps,
  principal: Principal,
  id: string,
  input: TUpdateBundleTypeRequest,
): Promise<TBundleType> {
  const { db } = deps;
  const platformId = deps.config.platformAccountId;
  const current = await findWritableBundleType(db, principal, platformId, id);
  const categoryId = input.nullFields?.includes("categoryId") ? null : input.categoryId;
  const values = { name: input.name, categoryId, position: input.position };
  if (!hasChanges(values)) return toBundleType(current, platformId);
  await checkBundleTypeInput(db, current.tenantId, { name: input.name, categoryId }, id);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bundleTypes)
      .set(values)
      .where(and(eq(bundleTypes.tenantId, current.tenantId), eq(bundleTypes.id, id)))
      .returning();
    if (!updated) throw new AppError("not_found");
    await recordAudit(tx, {
      tenantId: current.tenantId,
      actorUserId: principal.userId,
      type: "bundle_type.updated",
      subjectId: id,
      data: { name: updated.name },
    });
    return updated;
  });
  return toBundleType(row, platformId);
}
