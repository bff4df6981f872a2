import { categoryPrices } from "@q2c/db";
import type { TCategoryPrice, TUpdateCategoryPriceRequest } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import type { Principal } from "../../lib/principal.ts";
import {
  assertCategoryFree,
  categoryTaken,
  findCategoryPrice,
  toCategoryPrice,
} from "./category-price-rows.ts";
import { hasChanges } from "./wire.ts";

/** Changes a category price of the caller's; moving it to a category that has one already is refused. */
export async function updateCategoryPrice(
  deps: Deps,
  principal: Principal,
  id: string,
  input: TUpdateCategoryPriceRequest,
): Promise<TCategoryPrice> {
  const { db } = deps;
  const { row: current } = await findCategoryPrice(db, principal, id);
  if (input.categoryId && input.categoryId !== current.categoryId) {
    await assertCategoryFree(db, current.tenantId, input.categoryId, current.id);
  }
  const nulls = new Set(input.nullFields ?? []);
  const values = {
    categoryId: input.categoryId,
    costPlusPercent: input.costPlusPercent,
    hourlyRate: nulls.has("hourlyRate") ? null : input.hourlyRate,
  };
  if (hasChanges(values)) {
    try {
      await db.transaction(async (tx) => {
        await tx
          .update(categoryPrices)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(categoryPrices.tenantId, current.tenantId), eq(categoryPrices.id, current.id)));
        await recordAudit(tx, {
          tenantId: current.tenantId,
          type: "categoryPrice.updated",
          subjectId: current.id,
          actorUserId: principal.userId,
          data: { before: { categoryId: current.categoryId, costPlusPercent: current.costPlusPercent } },
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw categoryTaken();
      throw err;
    }
  }
  const updated = await findCategoryPrice(db, principal, id);
  return toCategoryPrice(updated.row, updated.categoryName);
}
