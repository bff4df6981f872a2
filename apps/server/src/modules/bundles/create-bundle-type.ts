import { bundleTypes, uuidv7 } from "@q2c/db";
import { AppError, type TBundleType, type TCreateBundleTypeRequest } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { checkBundleTypeInput, toBundleType } from "./bundle-types-repo.ts";

/** Adds a bundle type to the caller's own catalogue (the platform's, for the owner). */
export async function createBundleType(
  deps: Deps,
  principal: Principal,
  input: TCreateBundleTypeRequest,
): Promise<TBundleType> {
  const { db } = deps;
  const tenantId = principal.tenantId;
  await checkBundleTypeInput(db, tenantId, input);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(bundleTypes)
      .values({
        tenantId,
        id: uuidv7(),
        name: input.name,
        categoryId: input.categoryId ?? null,
        position: input.position ?? 0,
      })
      .returning();
    if (!created) throw new AppError("internal");
    await recordAudit(tx, {
      tenantId,
      actorUserId: principal.userId,
      type: "bundle_type.created",
      subjectId: created.id,
      data: { name: created.name },
    });
    return created;
  });
  return toBundleType(row, deps.config.platformAccountId);
}
