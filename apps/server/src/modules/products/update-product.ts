import { products } from "@q2c/db";
import { AppError, isServiceKind, type TProduct, type TUpdateProductRequest } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { notAServiceKind } from "./create-product.ts";
import {
  assertProductRules,
  findWritableProduct,
  type ProductRow,
  type ProductTarget,
  validateCategory,
} from "./repo.ts";
import { toProduct } from "./to-product.ts";

type ProductChanges = Partial<typeof products.$inferInsert>;

/** The columns a body changes: fields sent are set, fields in nullFields cleared, the rest left alone. */
export function productChanges(input: TUpdateProductRequest): ProductChanges {
  const { version: _version, nullFields, ...fields } = input;
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) changes[key] = value;
  for (const key of nullFields ?? []) changes[key] = null;
  return changes as ProductChanges;
}

/**
 * Updates a product the caller may write. The rules of create run on the merged product (a stop date
 * sent alone must still follow the stored start date), and a stale version answers 409 with the
 * current one, overwriting nothing.
 */
export async function updateProduct(
  deps: Deps,
  principal: Principal,
  id: string,
  input: TUpdateProductRequest,
  target: ProductTarget = {},
): Promise<TProduct> {
  const { db } = deps;
  const platform = deps.config.platformAccountId;
  const current = await findWritableProduct(db, principal, platform, id, target);
  const changes = productChanges(input);
  const merged = { ...current, ...changes } as ProductRow;
  if (target.servicesOnly && !isServiceKind(merged.kind)) throw notAServiceKind();
  assertProductRules(merged);
  if (changes.categoryId && changes.categoryId !== current.categoryId) {
    await validateCategory(db, changes.categoryId);
  }
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(products)
      .set({ ...changes, version: current.version + 1, updatedAt: new Date() })
      .where(
        and(
          eq(products.tenantId, current.tenantId),
          eq(products.id, current.id),
          eq(products.version, input.version),
        ),
      )
      .returning();
    if (!updated) throw new AppError("conflict", { details: { version: current.version } });
    await recordAudit(tx, {
      tenantId: updated.tenantId,
      actorUserId: principal.userId,
      type: "product.updated",
      subjectId: updated.id,
      data: { fields: Object.keys(changes) },
    });
    return updated;
  });
  return toProduct(row, platform);
}
