import { categoryPrices } from "@q2c/db";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { findCategoryPrice } from "./category-price-rows.ts";

/** Removes a category price of the caller's; the category falls back to the standard cost-plus. */
export async function deleteCategoryPrice(
  deps: Deps,
  principal: Principal,
  id: string,
): Promise<{ id: string }> {
  const { db } = deps;
  const { row } = await findCategoryPrice(db, principal, id);
  await db.transaction(async (tx) => {
    await tx
      .delete(categoryPrices)
      .where(and(eq(categoryPrices.tenantId, row.tenantId), eq(categoryPrices.id, row.id)));
    await recordAudit(tx, {
      tenantId: row.tenantId,
      type: "categoryPrice.deleted",
      subjectId: row.id,
      actorUserId: principal.userId,
      data: { categoryId: row.categoryId, costPlusPercent: row.costPlusPercent },
    });
  });
  return { id: row.id };
}
