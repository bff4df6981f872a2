import { categories, categoryPrices, type Db } from "@q2c/db";
import { AppError, MESSAGES, type TCategoryPrice } from "@q2c/domain";
import { and, eq, ne, type SQL } from "drizzle-orm";
import type { Principal } from "../../lib/principal.ts";
import { ownTenantWhere } from "../../lib/tenancy.ts";
import { assertCategoryExists } from "./repo.ts";
import { moneyOrNull, percentOut } from "./wire.ts";

export type CategoryPriceRow = typeof categoryPrices.$inferSelect;

/** The columns answered, with the category's name for the list page. */
export const categoryPriceColumns = {
  row: categoryPrices,
  categoryName: categories.name,
};

export const selectCategoryPrices = (db: Db, where: SQL | undefined) =>
  db
    .select(categoryPriceColumns)
    .from(categoryPrices)
    .leftJoin(categories, eq(categories.id, categoryPrices.categoryId))
    .where(where);

export async function findCategoryPrice(
  db: Db,
  principal: Principal,
  id: string,
): Promise<{ row: CategoryPriceRow; categoryName: string | null }> {
  const [found] = await selectCategoryPrices(
    db,
    and(eq(categoryPrices.id, id), ownTenantWhere(principal, categoryPrices.tenantId)),
  );
  if (!found) throw new AppError("not_found");
  return found;
}

/** One price per category per tenant: a second is bad input on categoryId (400, as the form shows it). */
export async function assertCategoryFree(
  db: Db,
  tenantId: string,
  categoryId: string,
  exceptId?: string,
): Promise<void> {
  await assertCategoryExists(db, categoryId);
  const [taken] = await db
    .select({ id: categoryPrices.id })
    .from(categoryPrices)
    .where(
      and(
        eq(categoryPrices.tenantId, tenantId),
        eq(categoryPrices.categoryId, categoryId),
        exceptId ? ne(categoryPrices.id, exceptId) : undefined,
      ),
    );
  if (taken) throw categoryTaken();
}

export const categoryTaken = () =>
  new AppError("bad_request", { fields: { categoryId: MESSAGES.categoryPriceExists } });

export const toCategoryPrice = (r: CategoryPriceRow, categoryName: string | null): TCategoryPrice => ({
  id: r.id,
  categoryId: r.categoryId,
  categoryName,
  costPlusPercent: percentOut(r.costPlusPercent),
  hourlyRate: moneyOrNull(r.hourlyRate),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
