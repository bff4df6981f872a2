import { products } from "@q2c/db";
import { and, asc, ne } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { readableProducts } from "./repo.ts";

/** Domain §7 ps-codes: the distinct professional-services codes of the products the caller reads. */
export async function listPsCodes(deps: Deps, principal: Principal): Promise<{ data: string[] }> {
  const rows = await deps.db
    .selectDistinct({ psCode: products.psCode })
    .from(products)
    .where(and(readableProducts(principal, deps.config.platformAccountId), ne(products.psCode, "")))
    .orderBy(asc(products.psCode));
  return { data: rows.map((r) => r.psCode) };
}
