import { z } from "zod";
import { MESSAGES, requiredMessage } from "../messages.ts";
import { ZPageQuery } from "../pagination.ts";
import {
  PRICE_RULE_METHODS,
  PRICE_RULE_ROUNDINGS,
  PRICE_RULE_TARGETS,
  type PriceRuleMethod,
  type PriceRuleTarget,
} from "../pricing/automation-price.ts";
import { zUuid } from "../validation/rules.ts";
import { zDecimal, zInt, zRequiredText, zVersion } from "./common.ts";

// Price automation (/cpq-automation, module price-automation): rules that set prices from cost, their
// preview, the runs that applied them and their undo.

/** Texts of this area (kept here beside the schemas until the lead folds them into MESSAGES). */
export const PRICE_AUTOMATION_MESSAGES = {
  notEntitled: "Price automation is not included in your account's plan.",
  marginBelow100: "Enter a margin from 0 to less than 100.",
  runAlreadyUndone: "This run has already been undone.",
  catalogueChanged: "The catalogue changed since the preview. Preview the price changes again, then apply.",
  nothingToApply: "No price would change, so there is nothing to apply.",
} as const;

/** Whether a validated non-negative decimal string is below or at `max`, compared exactly (no floats). */
const within = (value: string, max: number, inclusive: boolean): boolean => {
  // A malformed value is reported by the format check, which zod runs alongside this one.
  if (!/^\d+(\.\d+)?$/.test(value)) return true;
  const [whole = "0", fraction = ""] = value.split(".");
  const n = BigInt(whole);
  return n < BigInt(max) || (inclusive && n === BigInt(max) && /^0*$/.test(fraction));
};

/** Domain §5: percentages have up to 2 decimals; a mark-up goes up to 1000%. */
const zRulePercent = zDecimal(2, { nonNegative: true }).refine(
  (v) => within(v, 1000, true),
  MESSAGES.percentUpTo1000,
);

/** The fields of a rule that must agree with each other, as stored or as sent in full. */
export interface PriceRuleShape {
  target: PriceRuleTarget;
  categoryId?: string | null | undefined;
  manufacturerId?: string | null | undefined;
  method: PriceRuleMethod;
  percent: string;
}

/**
 * Cross-field rules: a category or manufacturer rule names one, and a target margin stays below 100%
 * (a margin of 100% would need an infinite price). Shared by the create schema, the server's check of
 * an update merged with the stored rule, and the web form.
 */
export function priceRuleErrors(rule: PriceRuleShape): Record<string, string> {
  const fields: Record<string, string> = {};
  if (rule.target === "category" && !rule.categoryId) fields.categoryId = requiredMessage("Category");
  if (rule.target === "manufacturer" && !rule.manufacturerId) {
    fields.manufacturerId = requiredMessage("Manufacturer");
  }
  if (rule.method === "target_margin" && !within(rule.percent, 100, false)) {
    fields.percent = PRICE_AUTOMATION_MESSAGES.marginBelow100;
  }
  return fields;
}

const ruleFields = {
  name: zRequiredText("Name", 200),
  target: z.enum(PRICE_RULE_TARGETS),
  categoryId: zUuid.nullable(),
  manufacturerId: zUuid.nullable(),
  method: z.enum(PRICE_RULE_METHODS),
  percent: zRulePercent,
  rounding: z.enum(PRICE_RULE_ROUNDINGS),
  position: z.number().int().min(0).max(1_000_000),
  active: z.boolean(),
};

const withRuleChecks = <T extends z.ZodType<PriceRuleShape>>(schema: T) =>
  schema.superRefine((rule, ctx) => {
    for (const [path, message] of Object.entries(priceRuleErrors(rule))) {
      ctx.addIssue({ code: "custom", path: [path], message });
    }
  });

/** POST /price-rules. Without a position the rule goes last; categoryId/manufacturerId only for their target. */
export const ZCreatePriceRuleRequest = withRuleChecks(
  z
    .object(ruleFields)
    .partial({ categoryId: true, manufacturerId: true, rounding: true, position: true, active: true }),
);
export type TCreatePriceRuleRequest = z.infer<typeof ZCreatePriceRuleRequest>;

/** PUT /price-rules/:id: the fields sent change (checked together with the stored ones), with the version read. */
export const ZUpdatePriceRuleRequest = z.object(ruleFields).partial().extend({ version: zVersion });
export type TUpdatePriceRuleRequest = z.infer<typeof ZUpdatePriceRuleRequest>;

export const ZPriceRule = z.object({
  id: z.string(),
  name: z.string(),
  target: z.enum(PRICE_RULE_TARGETS),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  manufacturerId: z.string().nullable(),
  manufacturerName: z.string().nullable(),
  method: z.enum(PRICE_RULE_METHODS),
  percent: z.string(),
  rounding: z.enum(PRICE_RULE_ROUNDINGS),
  position: z.number().int(),
  active: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPriceRule = z.infer<typeof ZPriceRule>;

/** A manufacturer of the caller's own products: what a manufacturer rule can aim at. */
export const ZPriceRuleManufacturer = z.object({ id: z.string(), name: z.string() });
export type TPriceRuleManufacturer = z.infer<typeof ZPriceRuleManufacturer>;

/** POST /price-rules/preview: manually priced products join only when asked (their prices are kept by default). */
export const ZPreviewPriceRulesRequest = z.object({ includeManual: z.boolean().default(false) });
export type TPreviewPriceRulesRequest = z.infer<typeof ZPreviewPriceRulesRequest>;

/** POST /price-rules/apply: expectedCount is the preview's number of changes; a different count is a 409. */
export const ZApplyPriceRulesRequest = ZPreviewPriceRulesRequest.extend({
  expectedCount: zInt().optional(),
});
export type TApplyPriceRulesRequest = z.infer<typeof ZApplyPriceRulesRequest>;

export const ZPriceChange = z.object({
  productId: z.string(),
  name: z.string(),
  manufacturerPartNumber: z.string(),
  cost: z.string(),
  oldPrice: z.string(),
  newPrice: z.string(),
  ruleId: z.string(),
  ruleName: z.string(),
});
export type TPriceChange = z.infer<typeof ZPriceChange>;

export const ZPriceRulesPreview = z.object({
  data: z.array(ZPriceChange),
  skippedNoCost: z.number().int(),
  unchanged: z.number().int(),
});
export type TPriceRulesPreview = z.infer<typeof ZPriceRulesPreview>;

export const ZPriceRuleRunApplied = z.object({
  id: z.string(),
  productCount: z.number().int(),
  appliedAt: z.string(),
});
export type TPriceRuleRunApplied = z.infer<typeof ZPriceRuleRunApplied>;

export const ZPriceRuleRun = ZPriceRuleRunApplied.extend({
  undoneAt: z.string().nullable(),
  /** Who applied it; null when that user is gone. */
  appliedBy: z.string().nullable(),
});
export type TPriceRuleRun = z.infer<typeof ZPriceRuleRun>;

export const ZPriceRuleRunListQuery = ZPageQuery;
export type TPriceRuleRunListQuery = z.infer<typeof ZPriceRuleRunListQuery>;

export const ZUndoPriceRuleRunResponse = z.object({
  restored: z.number().int(),
  keptBecauseEdited: z.number().int(),
});
export type TUndoPriceRuleRunResponse = z.infer<typeof ZUndoPriceRuleRunResponse>;
