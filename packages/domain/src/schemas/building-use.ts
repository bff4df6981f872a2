import Decimal from "decimal.js";
import { z } from "zod";
import { requiredMessage } from "../messages.ts";
import { zUuid } from "../validation/rules.ts";
import { zPositiveQuantity } from "./bundles.ts";
import { zDecimal, zNullFields, zRequiredText, zText } from "./common.ts";

// Texts of our own for Building Use, Performance Requirements and tax rates (no spec wording exists).
export const BUILDING_USE_MESSAGES = {
  unknownRequirement: "This requirement does not exist.",
  requirementNameTaken: "A requirement with this name already exists.",
  platformBundleOnly: "Choose a bundle of the platform catalogue.",
  bundleListedTwice: "This bundle is already in the list.",
  countryCode: "Enter a two-letter country code like US.",
  ratePercent: "Enter a rate from 0 to 100, like 8.25",
  taxRateTaken: "A tax rate for this country, region and locality already exists.",
} as const;

/** What a sizing rule counts: whole buildings, floors, square feet or occupants. */
export const RULE_BASES = ["building", "floor", "sqft", "occupant"] as const;
export type RuleBasis = (typeof RULE_BASES)[number];

/** At most this many bundles suggested by one building use. */
export const ENVIRONMENT_BUNDLES_MAX = 200;

const zPosition = z.number().int().min(0).max(100_000);

// Requirements (Performance Requirements).
export const ZRequirement = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  metric: z.string(),
  target: z.string(),
  position: z.number().int(),
  createdAt: z.string(),
});
export type TRequirement = z.infer<typeof ZRequirement>;

export const ZCreateRequirementRequest = z.object({
  name: zRequiredText("Name", 200),
  description: zText(5000).optional(),
  metric: zText(200).optional(),
  target: zText(200).optional(),
  position: zPosition.optional(),
});
export type TCreateRequirementRequest = z.infer<typeof ZCreateRequirementRequest>;
export const ZUpdateRequirementRequest = ZCreateRequirementRequest.partial();
export type TUpdateRequirementRequest = z.infer<typeof ZUpdateRequirementRequest>;

// Environments (Building Use) with their sizing rules and suggested bundles.
export const ZEnvironment = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TEnvironment = z.infer<typeof ZEnvironment>;

export const ZCreateEnvironmentRequest = z.object({
  name: zRequiredText("Name", 200),
  description: zText(5000).optional(),
  position: zPosition.optional(),
});
export type TCreateEnvironmentRequest = z.infer<typeof ZCreateEnvironmentRequest>;
export const ZUpdateEnvironmentRequest = ZCreateEnvironmentRequest.partial();
export type TUpdateEnvironmentRequest = z.infer<typeof ZUpdateEnvironmentRequest>;

/** The name of a row another one points at, so a list need not look it up. */
const ZRef = z.object({ id: z.string(), name: z.string() }).nullable();

export const ZEnvironmentRule = z.object({
  id: z.string(),
  environmentId: z.string(),
  name: z.string(),
  basis: z.enum(RULE_BASES),
  perUnits: z.string(),
  quantity: z.string(),
  requirementId: z.string().nullable(),
  requirement: ZRef,
  bundleId: z.string().nullable(),
  /** Null when no bundle is named, or the bundle has since been deleted. */
  bundle: ZRef,
  position: z.number().int(),
  createdAt: z.string(),
});
export type TEnvironmentRule = z.infer<typeof ZEnvironmentRule>;

const ruleFields = {
  name: zRequiredText("Name", 200),
  basis: z.enum(RULE_BASES),
  /** Put `quantity` of the bundle per `perUnits` of the basis, e.g. 1 per 2500 sq ft. */
  perUnits: zPositiveQuantity,
  quantity: zPositiveQuantity,
  requirementId: zUuid.nullable(),
  bundleId: zUuid.nullable(),
  position: zPosition,
};

export const ZCreateEnvironmentRuleRequest = z.object(ruleFields).partial({
  perUnits: true,
  quantity: true,
  requirementId: true,
  bundleId: true,
  position: true,
});
export type TCreateEnvironmentRuleRequest = z.infer<typeof ZCreateEnvironmentRuleRequest>;

export const ZUpdateEnvironmentRuleRequest = z
  .object(ruleFields)
  .partial()
  .extend({ nullFields: zNullFields(["requirementId", "bundleId"]) });
export type TUpdateEnvironmentRuleRequest = z.infer<typeof ZUpdateEnvironmentRuleRequest>;

export const ZEnvironmentBundle = z.object({
  id: z.string(),
  bundleId: z.string(),
  quantity: z.string(),
  position: z.number().int(),
  /** Null when the bundle has since been deleted. */
  bundle: ZRef,
});
export type TEnvironmentBundle = z.infer<typeof ZEnvironmentBundle>;

/** The bulk update: the whole ordered list, replacing what was there. */
export const ZPutEnvironmentBundlesRequest = z
  .array(z.object({ bundleId: zUuid, quantity: zPositiveQuantity }))
  .max(ENVIRONMENT_BUNDLES_MAX);
export type TPutEnvironmentBundlesRequest = z.infer<typeof ZPutEnvironmentBundlesRequest>;

export const ZEnvironmentDetail = ZEnvironment.extend({
  rules: z.array(ZEnvironmentRule),
  bundles: z.array(ZEnvironmentBundle),
});
export type TEnvironmentDetail = z.infer<typeof ZEnvironmentDetail>;

export const ZEnvironmentRuleParams = z.object({ id: zUuid, ruleId: zUuid });

// Sales-tax rates, read by the pricing engine (see pricing/sales-tax.ts).
export const ZTaxRate = z.object({
  id: z.string(),
  country: z.string(),
  region: z.string(),
  locality: z.string(),
  ratePercent: z.string(),
  createdAt: z.string(),
});
export type TTaxRate = z.infer<typeof ZTaxRate>;

const taxRateFields = {
  country: z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage("Country") : undefined) })
    .trim()
    .regex(/^[A-Za-z]{2}$/, BUILDING_USE_MESSAGES.countryCode)
    .transform((v) => v.toUpperCase()),
  region: zText(100),
  locality: zText(100),
  ratePercent: zDecimal(4, { nonNegative: true }).refine(
    (v) => !/^\d+(\.\d+)?$/.test(v) || new Decimal(v).lessThanOrEqualTo(100),
    BUILDING_USE_MESSAGES.ratePercent,
  ),
};

export const ZCreateTaxRateRequest = z.object(taxRateFields).partial({ region: true, locality: true });
export type TCreateTaxRateRequest = z.infer<typeof ZCreateTaxRateRequest>;
export const ZUpdateTaxRateRequest = z.object(taxRateFields).partial();
export type TUpdateTaxRateRequest = z.infer<typeof ZUpdateTaxRateRequest>;
