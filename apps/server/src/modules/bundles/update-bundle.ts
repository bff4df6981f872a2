import { bundles } from "@q2c/db";
import { AppError, type TBundleDetail, type TUpdateBundleRequest } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { checkTypeAndCategory, replaceItems, resolveItems } from "./bundle-items.ts";
import { bundleDetail, findWritableBundle } from "./repo.ts";

/**
 * Updates a bundle the caller may change; `items`, when sent, replaces the whole list in the same
 * transaction. A stale version answers 409 with the current one and writes nothing.
 */
export async function updateBundle(
  deps: Deps,
  principal: Principal,
  id: string,
  input: TUpdateBundleRequest,
): Promise<TBundleDetail> {
  const { db } = deps;
  const platformId = deps.config.platformAccountId;
  const bundle = await findWritableBundle(db, principal, platformId, id);
  const nulls = new Set(input.nullFields ?? []);
  const bundleTypeId = nulls.has("bundleTypeId") ? null : input.bundleTypeId;
  const categoryId = nulls.has("categoryId") ? null : input.categoryId;
  await checkTypeAndCategory(db, bundle.tenantId, platformId, { bundleTypeId, categoryId });
  const items = input.items ? await resolveItems(db, bundle.tenantId, platformId, input.items) : undefined;
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bundles)
      .set({
        name: input.name,
        description: input.description,
        bundleTypeId,
        categoryId,
        status: input.status,
        version: bundle.version + 1,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(bundles.tenantId, bundle.tenantId),
          eq(bundles.id, bundle.id),
          eq(bundles.version, input.version),
        ),
      )
      .returning();
    if (!updated) throw new AppError("conflict", { details: { version: bundle.version } });
    if (items) await replaceItems(tx, updated, items);
    await recordAudit(tx, {
      tenantId: bundle.tenantId,
      actorUserId: principal.userId,
      type: "bundle.updated",
      subjectId: bundle.id,
      data: { version: updated.version, ...(items ? { itemCount: items.length } : {}) },
    });
    return updated;
  });
  return bundleDetail(db, row, platformId);
}
