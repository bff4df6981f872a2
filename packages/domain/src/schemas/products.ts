import { z } from "zod";
import { CATALOGUE_KINDS } from "../access/routes-catalogue.ts";
import { PRODUCT_SEARCH_MIN } from "../constants.ts";
import { MESSAGES, requiredMessage } from "../messages.ts";
import { BILLING_FREQUENCIES, PRICING_MODELS } from "../pricing/pricing-constants.ts";
import { zUuid } from "../validation/rules.ts";
import { zDay, zDecimal, zNullFields, zRequiredText, zText, zVersion } from "./common.ts";

/** Domain §9: the general-info load asks for up to 9999 products at once. */
export const PRODUCT_FETCH_LIMIT = 9999;
/** Domain §5 / §9: product search needs at least 3 characters. */

export const PRODUCT_KINDS = CATALOGUE_KINDS.map((k) => k.kind) as [
  (typeof CATALOGUE_KINDS)[number]["kind"],
  ...(typeof CATALOGUE_KINDS)[number]["kind"][],
];
export type ProductKind = (typeof PRODUCT_KINDS)[number];
/** The kinds that are services (their prices, templates and target completions live beside them). */
export const SERVICE_KINDS = [
  "installation-service",
  "configuration-service",
  "recurring-service",
  "support-service",
  "support-plan",
  "service",
] as const satisfies readonly ProductKind[];

export const COST_METHODS = ["API", "Manual", "Registration"] as const;
export const PRICE_METHODS = ["Manual", "Automation", "Market rate"] as const;
export const PRODUCT_STATUSES = ["active", "inactive"] as const;
export const PRODUCT_OWNERSHIPS = ["all", "mine", "platform"] as const;
export type ProductOwnership = (typeof PRODUCT_OWNERSHIPS)[number];

/** A decimal that also fits its NUMERIC column (18,4 for money, 12,2 for hours) instead of failing in SQL. */
const zBoundedDecimal = (decimals: number, integerDigits: number) =>
  zDecimal(decimals, { nonNegative: true }).refine(
    (v) => (v.split(".")[0] ?? "").length <= integerDigits,
    MESSAGES.numberFormat,
  );
const zMoney4 = zBoundedDecimal(4, 14);

/** Every editable field of a product; create needs kind, category, name and price. */
const productFields = {
  kind: z.enum(PRODUCT_KINDS),
  categoryId: zUuid,
  manufacturerId: zUuid.nullable(),
  distributorId: zUuid.nullable(),
  name: zRequiredText("Name", 200),
  description: zText(5000),
  status: z.enum(PRODUCT_STATUSES),
  manufacturerPartNumber: zText(100),
  partnerPartNumber: zText(100),
  distributorPartNumber: zText(100),
  mspPartNumber: zText(100),
  pricingModel: z.enum(PRICING_MODELS),
  billingFrequency: z.enum(BILLING_FREQUENCIES).nullable(),
  listPrice: zMoney4.nullable(),
  cost: zMoney4.nullable(),
  softCost: zMoney4,
  price: zMoney4,
  recurringListPrice: zMoney4.nullable(),
  recurringCost: zMoney4.nullable(),
  recurringSoftCost: zMoney4.nullable(),
  recurringPrice: zMoney4.nullable(),
  resourceHours: zBoundedDecimal(2, 10),
  startDate: zDay.nullable(),
  stopDate: zDay.nullable(),
  supportStartDate: zDay.nullable(),
  supportEndDate: zDay.nullable(),
  specialPricingStartDate: zDay.nullable(),
  specialPricingEndDate: zDay.nullable(),
  notes: zText(5000),
  tag: zText(100),
  costMethod: z.enum(COST_METHODS),
  priceMethod: z.enum(PRICE_METHODS),
  taxable: z.boolean(),
  psCode: zText(50),
  unit: zText(30),
};

const NULLABLE_FIELDS = [
  "manufacturerId",
  "distributorId",
  "billingFrequency",
  "listPrice",
  "cost",
  "recurringListPrice",
  "recurringCost",
  "recurringSoftCost",
  "recurringPrice",
  "startDate",
  "stopDate",
  "supportStartDate",
  "supportEndDate",
  "specialPricingStartDate",
  "specialPricingEndDate",
] as const;

const DATE_PAIRS = [
  ["startDate", "stopDate"],
  ["supportStartDate", "supportEndDate"],
  ["specialPricingStartDate", "specialPricingEndDate"],
] as const;

type DatePairs = Partial<Record<(typeof DATE_PAIRS)[number][number], string | null>>;

/** An end date before its start date is refused on the end field; ISO days compare as text. */
export function checkDateOrder(value: DatePairs, ctx: z.RefinementCtx): void {
  for (const [start, end] of DATE_PAIRS) {
    const a = value[start];
    const b = value[end];
    if (a && b && b < a) ctx.addIssue({ code: "custom", path: [end], message: MESSAGES.dateOrder });
  }
}

/** A recurring product is billed on a schedule, so it must say which one. */
export function checkBillingFrequency(
  value: { pricingModel?: string | undefined; billingFrequency?: string | null | undefined },
  ctx: z.RefinementCtx,
): void {
  if (value.pricingModel === "recurring" && !value.billingFrequency) {
    ctx.addIssue({
      code: "custom",
      path: ["billingFrequency"],
      message: requiredMessage("Billing frequency"),
    });
  }
}

type ProductRuleInput = DatePairs & {
  pricingModel?: string | undefined;
  billingFrequency?: string | null | undefined;
};

/** Every rule across fields of a product: date order and the billing frequency of a recurring one. */
export function checkProductRules(value: ProductRuleInput, ctx: z.RefinementCtx): void {
  checkDateOrder(value, ctx);
  checkBillingFrequency(value, ctx);
}

/**
 * The same rules as field errors, for a whole product assembled outside a schema: an update merged onto
 * the stored row, or a CSV row. Empty when the product is fine.
 */
export function productRuleErrors(value: ProductRuleInput): Record<string, string> {
  const fields: Record<string, string> = {};
  const ctx = {
    addIssue: (issue: { path?: PropertyKey[]; message?: string }) => {
      const key = String(issue.path?.[0] ?? "body");
      fields[key] ??= issue.message ?? MESSAGES.badRequest;
    },
  } as unknown as z.RefinementCtx;
  checkProductRules(value, ctx);
  return fields;
}

const OPTIONAL_ON_CREATE = {
  description: true,
  manufacturerId: true,
  distributorId: true,
  billingFrequency: true,
  manufacturerPartNumber: true,
  partnerPartNumber: true,
  distributorPartNumber: true,
  mspPartNumber: true,
  listPrice: true,
  cost: true,
  recurringListPrice: true,
  recurringCost: true,
  recurringSoftCost: true,
  recurringPrice: true,
  startDate: true,
  stopDate: true,
  supportStartDate: true,
  supportEndDate: true,
  specialPricingStartDate: true,
  specialPricingEndDate: true,
  notes: true,
  tag: true,
  psCode: true,
  unit: true,
} as const;

export const ZCreateProductRequest = z
  .object({
    ...productFields,
    status: productFields.status.default("active"),
    pricingModel: productFields.pricingModel.default("one_time"),
    softCost: productFields.softCost.default("0"),
    resourceHours: productFields.resourceHours.default("0"),
    costMethod: productFields.costMethod.default("Manual"),
    priceMethod: productFields.priceMethod.default("Manual"),
    taxable: productFields.taxable.default(true),
  })
  .partial(OPTIONAL_ON_CREATE)
  .superRefine(checkProductRules);
export type TCreateProductRequest = z.infer<typeof ZCreateProductRequest>;

/**
 * Fields absent stay as they are; `nullFields` clears the listed ones; `version` guards concurrent edits.
 * Only the rules visible in the body run here; the server checks the merged product with productRuleErrors.
 */
export const ZUpdateProductRequest = z
  .object(productFields)
  .partial()
  .extend({ version: zVersion, nullFields: zNullFields(NULLABLE_FIELDS) })
  .superRefine(checkDateOrder);
export type TUpdateProductRequest = z.infer<typeof ZUpdateProductRequest>;

export const ZProduct = z.object({
  id: z.string(),
  accountId: z.string(),
  /** The platform catalogue (read-only to an MSP) or the caller's own. */
  ownership: z.enum(["platform", "mine"]),
  kind: z.enum(PRODUCT_KINDS),
  categoryId: z.string(),
  manufacturerId: z.string().nullable(),
  distributorId: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  manufacturerPartNumber: z.string(),
  partnerPartNumber: z.string(),
  distributorPartNumber: z.string(),
  mspPartNumber: z.string(),
  pricingModel: z.enum(PRICING_MODELS),
  billingFrequency: z.enum(BILLING_FREQUENCIES).nullable(),
  listPrice: z.string().nullable(),
  cost: z.string().nullable(),
  softCost: z.string(),
  price: z.string(),
  recurringListPrice: z.string().nullable(),
  recurringCost: z.string().nullable(),
  recurringSoftCost: z.string().nullable(),
  recurringPrice: z.string().nullable(),
  resourceHours: z.string(),
  startDate: z.string().nullable(),
  stopDate: z.string().nullable(),
  supportStartDate: z.string().nullable(),
  supportEndDate: z.string().nullable(),
  specialPricingStartDate: z.string().nullable(),
  specialPricingEndDate: z.string().nullable(),
  notes: z.string(),
  tag: z.string(),
  costMethod: z.enum(COST_METHODS),
  priceMethod: z.enum(PRICE_METHODS),
  taxable: z.boolean(),
  psCode: z.string(),
  unit: z.string(),
  /**
   * Derived (domain §5): cost + soft cost; price - cost; price - total cost; margins in percent, 2
   * decimals. Profits and margins are null when the product has no cost: unknown, never 100%.
   */
  totalUnitCost: z.string(),
  grossProfit: z.string().nullable(),
  grossMargin: z.string().nullable(),
  netProfit: z.string().nullable(),
  netMargin: z.string().nullable(),
  /** No distributor cost exists: the page highlights the cost (domain §5). */
  costMissing: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TProduct = z.infer<typeof ZProduct>;

/** Ids in one query value, joined by commas or pipes (domain §9 joins account ids with a pipe). */
export const zIdList = z
  .string()
  .transform((v) =>
    v
      .split(/[|,]/)
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.uuid()).max(200));

export const ZProductListQuery = z.object({
  categoryIds: zIdList.optional(),
  productOwnership: z.enum(PRODUCT_OWNERSHIPS).default("all"),
  kind: z.enum(PRODUCT_KINDS).optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(PRODUCT_FETCH_LIMIT).default(25),
  startingAfter: z.uuid().optional(),
  endingBefore: z.uuid().optional(),
});
export type TProductListQuery = z.infer<typeof ZProductListQuery>;

export const ZProductSearchQuery = z.object({
  term: z.string().trim().min(PRODUCT_SEARCH_MIN, MESSAGES.searchTooShort).max(100),
  /** Only these categories and everything beneath them (a category page searches its own branch). */
  categoryIds: zIdList.optional(),
  productOwnership: z.enum(PRODUCT_OWNERSHIPS).default("all"),
  kind: z.enum(PRODUCT_KINDS).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type TProductSearchQuery = z.infer<typeof ZProductSearchQuery>;

/** The kinds a /services route accepts. */
export const isServiceKind = (kind: string): boolean => (SERVICE_KINDS as readonly string[]).includes(kind);

/** /services lists only services: another kind in the filter is bad input, not an empty page. */
export const ZServiceListQuery = ZProductListQuery.extend({ kind: z.enum(SERVICE_KINDS).optional() });
export type TServiceListQuery = z.infer<typeof ZServiceListQuery>;

/** Domain §7 update-products-status: one status for up to 500 products at once. */
export const PRODUCT_STATUS_BATCH_MAX = 500;
export const ZUpdateProductsStatusRequest = z.object({
  ids: z.array(zUuid).min(1).max(PRODUCT_STATUS_BATCH_MAX),
  status: z.enum(PRODUCT_STATUSES),
});
export type TUpdateProductsStatusRequest = z.infer<typeof ZUpdateProductsStatusRequest>;

export * from "./product-figures.ts";
export * from "./service-templates.ts";
