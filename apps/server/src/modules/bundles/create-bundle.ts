import { bundles, uuidv7 } from "@q2c/db";
import { AppError, type TBundleDetail, type TCreateBundleRequest } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { checkTypeAndCategory, replaceItems, resolveItems } from "./bundle-items.ts";
import { bundleDetail } from "./repo.ts";

/** Creates a bundle in the caller's own catalogue (the platform's, for the owner) with its items. */
export async function createBundle(
  deps: Deps,
  principal: Principal,
  input: TCreateBundleRequest,
): Promise<TBundleDetail> {
  const { db } = deps;
  const platformId = deps.config.platformAccountId;
  const tenantId = principal.tenantId;
  await checkTypeAndCategory(db, tenantId, platformId, input);
  const items = await resolveItems(db, tenantId, platformId, input.items);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(bundles)
      .values({
        tenantId,
        id: uuidv7(),
        accountId: principal.accountId,
        name: input.name,
        description: input.description ?? "",
        bundleTypeId: input.bundleTypeId ?? null,
        categoryId: input.categoryId ?? null,
        status: input.status,
      })
      .returning();
    if (!created) throw new AppError("internal");
    await replaceItems(tx, created, items);
    await recordAudit(tx, {
      tenantId,
      actorUserId: principal.userId,
      type: "bundle.created",
      subjectId: created.id,
      data: { name: created.name, itemCount: items.length },
    });
    return created;
  });
  return bundleDetail(db, row, platformId);
}
