import { products } from "@q2c/db";
import type { TProductExportQuery } from "@q2c/domain";
import { and, asc, gt, inArray, type SQL } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { readableProducts, withDescendants } from "../products/repo.ts";
import { toProduct } from "../products/to-product.ts";
import { csvLine } from "./csv.ts";
import { EXPORT_HEADER, productToCells } from "./product-csv.ts";

/** Rows read per query while streaming; the file never sits in memory as a whole. */
const EXPORT_BATCH = 1000;

/**
 * The products GET /products would list for the same filters, as CSV text in pieces: a byte-order mark
 * (so spreadsheets read UTF-8), the header, then the products in id order, read in keyset batches.
 * Values are written as the API answers them, so an exported file imports again unchanged.
 */
export async function* exportProducts(
  deps: Deps,
  principal: Principal,
  query: TProductExportQuery,
): AsyncGenerator<string> {
  const { db } = deps;
  const platform = deps.config.platformAccountId;
  const conditions: (SQL | undefined)[] = [readableProducts(principal, platform, query.productOwnership)];
  if (query.categoryIds) {
    conditions.push(inArray(products.categoryId, await withDescendants(db, query.categoryIds)));
  }
  yield `\uFEFF${csvLine(EXPORT_HEADER)}`;
  let after: string | undefined;
  for (;;) {
    const batch = await db
      .select()
      .from(products)
      .where(and(...conditions, after ? gt(products.id, after) : undefined))
      .orderBy(asc(products.id))
      .limit(EXPORT_BATCH);
    if (batch.length > 0)
      yield batch.map((row) => csvLine(productToCells(toProduct(row, platform)))).join("");
    if (batch.length < EXPORT_BATCH) return;
    after = batch[batch.length - 1]?.id;
  }
}
