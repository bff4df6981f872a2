import { products } from "@q2c/db";
import type { TProduct, TProductSearchQuery } from "@q2c/domain";
import { and, asc, eq, ilike, inArray, or } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { containsPattern } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import { readableProducts, withDescendants } from "./repo.ts";
import { toProduct } from "./to-product.ts";

/**
 * Domain §7 product search: the term (at least 3 characters, checked by the schema) anywhere in the name,
 * description, any part number or the tag, case-insensitive and literal (% and _ match themselves).
 * Best matches are not ranked; names in order are what a picker shows.
 */
export async function searchProducts(
  deps: Deps,
  principal: Principal,
  query: TProductSearchQuery,
): Promise<{ data: TProduct[] }> {
  const { db } = deps;
  const platform = deps.config.platformAccountId;
  const pattern = containsPattern(query.term);
  const categories =
    query.categoryIds && query.categoryIds.length > 0
      ? await withDescendants(db, query.categoryIds)
      : undefined;
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        readableProducts(principal, platform, query.productOwnership),
        query.kind ? eq(products.kind, query.kind) : undefined,
        categories ? inArray(products.categoryId, categories) : undefined,
        or(
          ilike(products.name, pattern),
          ilike(products.description, pattern),
          ilike(products.manufacturerPartNumber, pattern),
          ilike(products.partnerPartNumber, pattern),
          ilike(products.distributorPartNumber, pattern),
          ilike(products.mspPartNumber, pattern),
          ilike(products.tag, pattern),
        ),
      ),
    )
    .orderBy(asc(products.name), asc(products.id))
    .limit(query.limit);
  return { data: rows.map((row) => toProduct(row, platform)) };
}
