import { type Db, products } from "@q2c/db";
import {
  formatMoney4,
  type PriceChangePlan,
  type PriceRuleMatch,
  planPriceChanges,
  type TPriceChange,
} from "@q2c/domain";
import { and, asc, ne, type SQL } from "drizzle-orm";
import type { Principal } from "../../lib/principal.ts";
import { withDescendants } from "../products/repo.ts";
import { listRuleRows, ownTenant, type PriceRuleRow } from "./repo.ts";

const productColumns = {
  id: products.id,
  tenantId: products.tenantId,
  name: products.name,
  manufacturerPartNumber: products.manufacturerPartNumber,
  categoryId: products.categoryId,
  manufacturerId: products.manufacturerId,
  cost: products.cost,
  price: products.price,
  priceMethod: products.priceMethod,
  version: products.version,
};

export interface CandidateProduct {
  id: string;
  tenantId: string;
  name: string;
  manufacturerPartNumber: string;
  categoryId: string;
  manufacturerId: string | null;
  cost: string | null;
  price: string;
  priceMethod: string;
  version: number;
}

const toMatch = (row: PriceRuleRow): PriceRuleMatch => ({
  id: row.id,
  name: row.name,
  target: row.target as PriceRuleMatch["target"],
  categoryId: row.categoryId,
  manufacturerId: row.manufacturerId,
  method: row.method as PriceRuleMatch["method"],
  percent: row.percent,
  rounding: row.rounding as PriceRuleMatch["rounding"],
});

/**
 * The price changes the caller's active rules would make now, shared by preview and apply so both see
 * the same set. Only the caller tenant's products count (never the platform's for an MSP); a price set
 * by market rate is never changed, and a hand-set ("Manual") one only when the caller asks.
 * Takes a database or transaction handle: apply computes inside its transaction.
 */
export async function computePriceChanges(
  db: Db,
  principal: Principal,
  includeManual: boolean,
): Promise<PriceChangePlan<CandidateProduct>> {
  const rules = (await listRuleRows(db, principal, true)).map(toMatch);
  if (rules.length === 0) return { changes: [], skippedNoCost: 0, unchanged: 0 };
  const trees = new Map<string, Set<string>>();
  for (const rule of rules) {
    if (rule.target === "category" && rule.categoryId && !trees.has(rule.categoryId)) {
      trees.set(rule.categoryId, new Set(await withDescendants(db, [rule.categoryId])));
    }
  }
  const eligible: SQL[] = [ownTenant(principal, products.tenantId), ne(products.priceMethod, "Market rate")];
  if (!includeManual) eligible.push(ne(products.priceMethod, "Manual"));
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(...eligible))
    .orderBy(asc(products.name), asc(products.id));
  return planPriceChanges(rows, rules, trees);
}

/** A planned change as the preview lists it. */
export const toPriceChange = (
  change: PriceChangePlan<CandidateProduct>["changes"][number],
): TPriceChange => ({
  productId: change.product.id,
  name: change.product.name,
  manufacturerPartNumber: change.product.manufacturerPartNumber,
  cost: formatMoney4(change.product.cost ?? "0"),
  oldPrice: formatMoney4(change.product.price),
  newPrice: change.newPrice,
  ruleId: change.rule.id,
  ruleName: change.rule.name,
});
