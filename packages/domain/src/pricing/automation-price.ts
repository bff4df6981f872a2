import Decimal from "decimal.js";

// Price automation (/cpq-automation): rules that set a product's price from its cost. Pure, so the
// server's preview and apply and any test compute the very same prices.

export const PRICE_RULE_TARGETS = ["all", "category", "manufacturer"] as const;
export type PriceRuleTarget = (typeof PRICE_RULE_TARGETS)[number];
export const PRICE_RULE_METHODS = ["cost_plus", "target_margin"] as const;
export type PriceRuleMethod = (typeof PRICE_RULE_METHODS)[number];
export const PRICE_RULE_ROUNDINGS = ["none", "whole", "ends_99", "nearest_5"] as const;
export type PriceRuleRounding = (typeof PRICE_RULE_ROUNDINGS)[number];

export interface PriceRuleFormula {
  method: PriceRuleMethod;
  /** Decimal string: the mark-up on cost (cost_plus) or the margin on price (target_margin), in percent. */
  percent: string;
  rounding: PriceRuleRounding;
}

const HUNDRED = new Decimal(100);
const FIVE = new Decimal(5);

/** The exact price before rounding: cost × (1 + p/100), or cost / (1 − p/100) for a target margin. */
function exactPrice(cost: Decimal, formula: PriceRuleFormula): Decimal {
  const p = new Decimal(formula.percent).div(HUNDRED);
  if (formula.method === "cost_plus") return cost.times(p.plus(1));
  // A margin of 100% or more has no price; the schema refuses such a rule before it gets here.
  if (p.gte(1)) throw new RangeError("A target margin must be below 100%.");
  return cost.div(new Decimal(1).minus(p));
}

/**
 * Rounding works on the exact price, so every mode but "none" lands at or above it: a target margin
 * rounded up never falls short of the margin asked for. "none" is money rounding to cents, half up.
 */
function rounded(exact: Decimal, rounding: PriceRuleRounding): Decimal {
  switch (rounding) {
    case "none":
      return exact.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    case "whole":
      return exact.ceil();
    case "ends_99": {
      const candidate = exact.floor().plus("0.99");
      return candidate.gte(exact) ? candidate : candidate.plus(1);
    }
    case "nearest_5":
      return exact.div(FIVE).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).times(FIVE);
  }
}

/** The price a rule gives a product of this cost, as a decimal string with two decimals. */
export function automationPrice(cost: Decimal.Value, formula: PriceRuleFormula): string {
  return rounded(exactPrice(new Decimal(cost), formula), formula.rounding).toFixed(2);
}

/** What a rule needs to decide whether it applies to a product. */
export interface PriceRuleMatch extends PriceRuleFormula {
  id: string;
  name: string;
  target: PriceRuleTarget;
  categoryId: string | null;
  manufacturerId: string | null;
}

export interface PricedProduct {
  id: string;
  categoryId: string;
  manufacturerId: string | null;
  cost: string | null;
  price: string;
}

export interface PlannedPriceChange<P extends PricedProduct> {
  product: P;
  newPrice: string;
  rule: PriceRuleMatch;
}

export interface PriceChangePlan<P extends PricedProduct> {
  changes: PlannedPriceChange<P>[];
  /** Products a rule matched that have no cost to price from. */
  skippedNoCost: number;
  /** Products a rule matched whose price is already what the rule gives. */
  unchanged: number;
}

/**
 * The price changes the active rules make: the first rule in the given order that matches a product
 * wins (so specific rules go first). `categoryTrees` maps a category rule's category to the set of it
 * and every category beneath it. Which products are eligible (tenant, price method) is the caller's.
 */
export function planPriceChanges<P extends PricedProduct>(
  products: readonly P[],
  rules: readonly PriceRuleMatch[],
  categoryTrees: ReadonlyMap<string, ReadonlySet<string>>,
): PriceChangePlan<P> {
  const matches = (rule: PriceRuleMatch, product: P): boolean => {
    if (rule.target === "all") return true;
    if (rule.target === "manufacturer") {
      return rule.manufacturerId !== null && rule.manufacturerId === product.manufacturerId;
    }
    return rule.categoryId !== null && (categoryTrees.get(rule.categoryId)?.has(product.categoryId) ?? false);
  };
  const plan: PriceChangePlan<P> = { changes: [], skippedNoCost: 0, unchanged: 0 };
  for (const product of products) {
    const rule = rules.find((r) => matches(r, product));
    if (!rule) continue;
    if (product.cost === null) {
      plan.skippedNoCost += 1;
      continue;
    }
    const newPrice = automationPrice(product.cost, rule);
    if (new Decimal(newPrice).eq(product.price)) plan.unchanged += 1;
    else plan.changes.push({ product, newPrice, rule });
  }
  return plan;
}
