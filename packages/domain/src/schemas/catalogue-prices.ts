import { z } from "zod";
import { MESSAGES } from "../messages.ts";
import { ZPageQuery } from "../pagination.ts";
import { isTermMonths } from "../pricing/pricing-constants.ts";
import { zUuid } from "../validation/rules.ts";
import { zDay, zDecimal, zInt, zNullFields, zRequiredText, zText } from "./common.ts";
import { zIdList } from "./products.ts";

// Services' prices, managed prices, category prices, standard cost-plus (catalogue-prices module) and the
// owner's partner prices: manufacturer prices, finance charges, an MSP's default distributors (domain §7).

/** The standard cost-plus percentage of a tenant that never set one (the column's default). */
export const STANDARD_COST_PLUS_DEFAULT = "20";

/** Prices and costs: non-negative, up to four decimals and 14 digits before the point, as NUMERIC(18,4) holds. */
const zPrice = zDecimal(4, { nonNegative: true, integerDigits: 14 });

/** Whether a validated non-negative decimal string is at most `max`, compared as text (no floats). */
const atMost = (value: string, max: number): boolean => {
  // A malformed value is reported by the format check, which zod runs alongside this one.
  if (!/^\d+(\.\d+)?$/.test(value)) return true;
  const [whole = "0", fraction = ""] = value.split(".");
  const n = BigInt(whole);
  return n < BigInt(max) || (n === BigInt(max) && /^0*$/.test(fraction));
};
/** Domain §5: percentages have up to 2 decimals. */
const zPercent = (max: 100 | 1000) =>
  zDecimal(2, { nonNegative: true }).refine(
    (v) => atMost(v, max),
    max === 100 ? MESSAGES.percentUpTo100 : MESSAGES.percentUpTo1000,
  );
const zTermMonths = zInt().refine(isTermMonths, MESSAGES.termMonthsInvalid);

/** Ids of a row beneath a service: /services/:serviceId/prices/:id. */
export const ZServiceParams = z.object({ serviceId: zUuid });
export const ZServiceChildParams = z.object({ serviceId: zUuid, id: zUuid });

export const ZServicePrice = z.object({
  id: z.string(),
  serviceId: z.string(),
  name: z.string(),
  unit: z.string(),
  minQuantity: z.number().int(),
  price: z.string(),
  cost: z.string().nullable(),
  createdAt: z.string(),
});
export type TServicePrice = z.infer<typeof ZServicePrice>;

const servicePriceFields = {
  name: zRequiredText("Name", 200),
  unit: zText(30),
  minQuantity: z.number().int().min(1).max(1_000_000),
  price: zPrice,
  cost: zPrice.nullable(),
};
export const ZCreateServicePriceRequest = z
  .object(servicePriceFields)
  .partial({ unit: true, minQuantity: true, cost: true });
export type TCreateServicePriceRequest = z.infer<typeof ZCreateServicePriceRequest>;
export const ZUpdateServicePriceRequest = z
  .object(servicePriceFields)
  .partial()
  .extend({ nullFields: zNullFields(["cost"]) });
export type TUpdateServicePriceRequest = z.infer<typeof ZUpdateServicePriceRequest>;

export const ZTargetCompletion = z.object({
  id: z.string(),
  serviceId: z.string(),
  name: z.string(),
  days: z.number().int(),
  createdAt: z.string(),
});
export type TTargetCompletion = z.infer<typeof ZTargetCompletion>;

const targetCompletionFields = {
  name: zRequiredText("Name", 200),
  days: z.number().int().min(0).max(3650),
};
export const ZCreateTargetCompletionRequest = z.object(targetCompletionFields);
export type TCreateTargetCompletionRequest = z.infer<typeof ZCreateTargetCompletionRequest>;
export const ZUpdateTargetCompletionRequest = z.object(targetCompletionFields).partial();
export type TUpdateTargetCompletionRequest = z.infer<typeof ZUpdateTargetCompletionRequest>;

export const ZManagedPrice = z.object({
  id: z.string(),
  /** The platform's list (read-only to an MSP) or the caller's own. */
  ownership: z.enum(["platform", "mine"]),
  type: z.string(),
  name: z.string(),
  unit: z.string(),
  price: z.string(),
  cost: z.string().nullable(),
  termMonths: z.number().int(),
  createdAt: z.string(),
});
export type TManagedPrice = z.infer<typeof ZManagedPrice>;

export const ZManagedPriceListQuery = ZPageQuery.extend({
  type: z.string().trim().min(1).max(50).optional(),
  getPlatformPrices: z.stringbool().default(false),
});
export type TManagedPriceListQuery = z.infer<typeof ZManagedPriceListQuery>;

const managedPriceFields = {
  type: zRequiredText("Type", 50),
  name: zRequiredText("Name", 200),
  unit: zText(30),
  price: zPrice,
  cost: zPrice.nullable(),
  termMonths: zTermMonths,
};
export const ZCreateManagedPriceRequest = z
  .object(managedPriceFields)
  .partial({ unit: true, cost: true, termMonths: true });
export type TCreateManagedPriceRequest = z.infer<typeof ZCreateManagedPriceRequest>;
export const ZUpdateManagedPriceRequest = z
  .object(managedPriceFields)
  .partial()
  .extend({ nullFields: zNullFields(["cost"]) });
export type TUpdateManagedPriceRequest = z.infer<typeof ZUpdateManagedPriceRequest>;

export const ZCategoryPrice = z.object({
  id: z.string(),
  categoryId: z.string(),
  categoryName: z.string().nullable(),
  costPlusPercent: z.string(),
  hourlyRate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCategoryPrice = z.infer<typeof ZCategoryPrice>;

const categoryPriceFields = {
  categoryId: zUuid,
  costPlusPercent: zPercent(1000),
  hourlyRate: zPrice.nullable(),
};
export const ZCreateCategoryPriceRequest = z.object(categoryPriceFields).partial({ hourlyRate: true });
export type TCreateCategoryPriceRequest = z.infer<typeof ZCreateCategoryPriceRequest>;
export const ZUpdateCategoryPriceRequest = z
  .object(categoryPriceFields)
  .partial()
  .extend({ nullFields: zNullFields(["hourlyRate"]) });
export type TUpdateCategoryPriceRequest = z.infer<typeof ZUpdateCategoryPriceRequest>;

export const ZStandardCostPlus = z.object({ standardCostPlusPercent: z.string() });
export const ZSetStandardCostPlusRequest = z.object({ standardCostPlusPercent: zPercent(1000) });
export type TSetStandardCostPlusRequest = z.infer<typeof ZSetStandardCostPlusRequest>;

/** An end date before its start date is refused on the end field; ISO days compare as text. */
const checkStartEnd = (v: { startDate?: string | null; endDate?: string | null }, ctx: z.RefinementCtx) => {
  if (v.startDate && v.endDate && v.endDate < v.startDate) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: MESSAGES.dateOrder });
  }
};

export const ZManufacturerPrice = z.object({
  id: z.string(),
  manufacturerId: z.string(),
  manufacturerName: z.string().nullable(),
  /** The account the agreement is for; null for every account. */
  accountId: z.string().nullable(),
  categoryId: z.string().nullable(),
  discountPercent: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  notes: z.string(),
  createdAt: z.string(),
});
export type TManufacturerPrice = z.infer<typeof ZManufacturerPrice>;

export const ZManufacturerPriceListQuery = ZPageQuery.extend({
  accountId: zUuid.optional(),
  manufacturerId: zUuid.optional(),
});
export type TManufacturerPriceListQuery = z.infer<typeof ZManufacturerPriceListQuery>;

const manufacturerPriceFields = {
  manufacturerId: zUuid,
  accountId: zUuid.nullable(),
  categoryId: zUuid.nullable(),
  discountPercent: zPercent(100),
  startDate: zDay.nullable(),
  endDate: zDay.nullable(),
  notes: zText(2000),
};
export const ZCreateManufacturerPriceRequest = z
  .object(manufacturerPriceFields)
  .partial({ accountId: true, categoryId: true, startDate: true, endDate: true, notes: true })
  .superRefine(checkStartEnd);
export type TCreateManufacturerPriceRequest = z.infer<typeof ZCreateManufacturerPriceRequest>;
export const ZUpdateManufacturerPriceRequest = z
  .object(manufacturerPriceFields)
  .partial()
  .extend({ nullFields: zNullFields(["accountId", "categoryId", "startDate", "endDate"]) })
  .superRefine(checkStartEnd);
export type TUpdateManufacturerPriceRequest = z.infer<typeof ZUpdateManufacturerPriceRequest>;

export const ZFinanceCharge = z.object({
  id: z.string(),
  partnerId: z.string(),
  partnerName: z.string().nullable(),
  name: z.string(),
  termMonths: z.number().int(),
  ratePercent: z.string(),
  minAmount: z.string().nullable(),
  maxAmount: z.string().nullable(),
  createdAt: z.string(),
});
export type TFinanceCharge = z.infer<typeof ZFinanceCharge>;

export const ZFinanceChargeListQuery = ZPageQuery.extend({ partnerIds: zIdList.optional() });
export type TFinanceChargeListQuery = z.infer<typeof ZFinanceChargeListQuery>;

const financeChargeFields = {
  partnerId: zUuid,
  name: zRequiredText("Name", 200),
  termMonths: zTermMonths,
  ratePercent: zPercent(100),
  minAmount: zPrice.nullable(),
  maxAmount: zPrice.nullable(),
};
export const ZCreateFinanceChargeRequest = z
  .object(financeChargeFields)
  .partial({ minAmount: true, maxAmount: true });
export type TCreateFinanceChargeRequest = z.infer<typeof ZCreateFinanceChargeRequest>;
export const ZUpdateFinanceChargeRequest = z
  .object(financeChargeFields)
  .partial()
  .extend({ nullFields: zNullFields(["minAmount", "maxAmount"]) });
export type TUpdateFinanceChargeRequest = z.infer<typeof ZUpdateFinanceChargeRequest>;

export const ZDefaultDistributor = z.object({
  id: z.string(),
  distributorId: z.string(),
  distributorName: z.string().nullable(),
  /** From the distributor's company info; the page warns when it is not (domain §8). */
  digitalDistributor: z.boolean(),
  categoryId: z.string().nullable(),
  position: z.number().int(),
  createdAt: z.string(),
});
export type TDefaultDistributor = z.infer<typeof ZDefaultDistributor>;

export const ZCreateDefaultDistributorRequest = z.object({
  distributorId: zUuid,
  categoryId: zUuid.nullable().optional(),
  position: z.number().int().min(0).max(10_000).optional(),
});
export type TCreateDefaultDistributorRequest = z.infer<typeof ZCreateDefaultDistributorRequest>;
export const ZUpdateDefaultDistributorRequest = z.object({
  categoryId: zUuid.optional(),
  position: z.number().int().min(0).max(10_000).optional(),
  nullFields: zNullFields(["categoryId"]),
});
export type TUpdateDefaultDistributorRequest = z.infer<typeof ZUpdateDefaultDistributorRequest>;

/** A distributor an MSP may choose as a default: names only, since distributors are other tenants. */
export const ZDistributorChoice = z.object({
  id: z.string(),
  name: z.string(),
  digitalDistributor: z.boolean(),
});
export type TDistributorChoice = z.infer<typeof ZDistributorChoice>;
