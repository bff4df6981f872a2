import { categoryPrices } from "@q2c/db";
import type { Page, TCategoryPrice, TPageQuery } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { keysetPage } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import { selectCategoryPrices, toCategoryPrice } from "./category-price-rows.ts";

/** The caller's cost-plus and hourly rate by category (the owner's are the platform's). */
export async function listCategoryPrices(
  deps: Deps,
  principal: Principal,
  page: TPageQuery,
): Promise<Page<TCategoryPrice>> {
  const { db } = deps;
  const found = await keysetPage(page, categoryPrices.id, (step) =>
    selectCategoryPrices(db, and(eq(categoryPrices.tenantId, principal.tenantId), step.where))
      .orderBy(step.orderBy)
      .limit(step.limit),
  );
  return { data: found.data.map((f) => toCategoryPrice(f.row, f.categoryName)), hasMore: found.hasMore };
}
