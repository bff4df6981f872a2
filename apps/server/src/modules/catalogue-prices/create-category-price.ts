import { categoryPrices, uuidv7 } from "@q2c/db";
import type { TCategoryPrice, TCreateCategoryPriceRequest } from "@q2c/domain";
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

/** Sets the caller's cost-plus (and hourly rate) for a category that has none yet. */
export async function createCategoryPrice(
  deps: Deps,
  principal: Principal,
  input: TCreateCategoryPriceRequest,
): Promise<TCategoryPrice> {
  const { db } = deps;
  await assertCategoryFree(db, principal.tenantId, input.categoryId);
  const id = uuidv7();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(categoryPrices).values({
        tenantId: principal.tenantId,
        id,
        categoryId: input.categoryId,
        costPlusPercent: input.costPlusPercent,
        hourlyRate: input.hourlyRate ?? null,
      });
      await recordAudit(tx, {
        tenantId: principal.tenantId,
        type: "categoryPrice.created",
        subjectId: id,
        actorUserId: principal.userId,
        data: { categoryId: input.categoryId, costPlusPercent: input.costPlusPercent },
      });
    });
  } catch (err) {
    // Two requests for the same category at once: the unique index lets one through.
    if (isUniqueViolation(err)) throw categoryTaken();
    throw err;
  }
  const created = await findCategoryPrice(db, principal, id);
  return toCategoryPrice(created.row, created.categoryName);
}
