import { products } from "@q2c/db";
import { type Page, SERVICE_KINDS, type TProduct, type TProductListQuery } from "@q2c/domain";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { keysetPage } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import { type ProductTarget, readableProducts, withDescendants } from "./repo.ts";
import { toProduct } from "./to-product.ts";

/**
 * Domain §7 products GET all: a keyset page by id of the products the caller reads, narrowed by
 * ownership, categories (with everything beneath them), kind and status. The general-info load asks for
 * up to 9999 at once (domain §9).
 */
export async function listProducts(
  deps: Deps,
  principal: Principal,
  query: TProductListQuery,
  target: ProductTarget = {},
): Promise<Page<TProduct>> {
  const { db } = deps;
  const platform = deps.config.platformAccountId;
  const conditions: (SQL | undefined)[] = [readableProducts(principal, platform, query.productOwnership)];
  if (query.categoryIds && query.categoryIds.length > 0) {
    conditions.push(inArray(products.categoryId, await withDescendants(db, query.categoryIds)));
  }
  if (query.kind) conditions.push(eq(products.kind, query.kind));
  else if (target.servicesOnly) conditions.push(inArray(products.kind, [...SERVICE_KINDS]));
  if (query.status) conditions.push(eq(products.status, query.status));
  const page = await keysetPage(query, products.id, ({ where, orderBy, limit }) =>
    db
      .select()
      .from(products)
      .where(and(...conditions, where))
      .orderBy(orderBy)
      .limit(limit),
  );
  return { data: page.data.map((row) => toProduct(row, platform)), hasMore: page.hasMore };
}
