import type { PriceRuleMethod, PriceRuleRounding, PriceRuleTarget, TPriceRule } from "@q2c/domain";

export const TARGET_LABELS: Record<PriceRuleTarget, string> = {
  all: "All products",
  category: "A category (with its sub-categories)",
  manufacturer: "A manufacturer",
};

export const METHOD_LABELS: Record<PriceRuleMethod, string> = {
  cost_plus: "Cost plus (mark-up on cost)",
  target_margin: "Target margin (margin on price)",
};

export const ROUNDING_LABELS: Record<PriceRuleRounding, string> = {
  none: "To the cent",
  whole: "Up to a whole amount",
  ends_99: "Up to .99",
  nearest_5: "To the nearest 5",
};

export const selectData = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

/** "Category: Switches", "Manufacturer: Proseware Devices" or "All products". */
export function ruleTargetText(rule: TPriceRule): string {
  if (rule.target === "category") return `Category: ${rule.categoryName ?? "(deleted category)"}`;
  if (rule.target === "manufacturer")
    return `Manufacturer: ${rule.manufacturerName ?? "(unknown manufacturer)"}`;
  return "All products";
}

/** "Cost plus 20%" or "Target margin 30%". */
export const ruleMethodText = (rule: Pick<TPriceRule, "method" | "percent">): string =>
  `${rule.method === "cost_plus" ? "Cost plus" : "Target margin"} ${rule.percent}%`;

export const COULD_NOT_LOAD_RULES = "Could not load the price rules.";
export const COULD_NOT_LOAD_RUNS = "Could not load the recent runs.";
export const ORDER_HINT =
  "Rules are tried from the top: the first active rule that matches a product sets its price. Put specific rules (a category, a manufacturer) above general ones.";
