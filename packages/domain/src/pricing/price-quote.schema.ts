import { z } from "zod";
import { BILLING_FREQUENCIES, TERM_MONTHS } from "./pricing-constants.ts";
import { zPricingFigure } from "./pricing-figure.schema.ts";
import { PRICING_MESSAGES } from "./pricing-messages.ts";
import type { LineDiscount, PriceQuoteInput } from "./pricing-types.ts";
import { MICRO, parseMicro } from "./scaled-integer.ts";

// A pricing request as server and web validate it before calling priceQuote. The engine checks
// its own input too (a caller may skip this), but only these schemas answer every bad field at once.

const HUNDRED_PERCENT = 100 * MICRO;
/** A percentage from 0 to 100 (a discount or a tax rate). */
const zPercent = zPricingFigure().refine((v) => {
  const micro = parseMicro(v);
  return micro === undefined || micro <= HUNDRED_PERCENT;
}, PRICING_MESSAGES.percentOver100);
/** An amount of money: cents at most, like every amount on the wire. */
const zAmount = zPricingFigure(2);
const zId = z.string().trim().min(1).max(200);

export const ZPricingTaxJurisdiction = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, PRICING_MESSAGES.country),
  region: z.string().trim().max(100).nullish(),
  locality: z.string().trim().max(100).nullish(),
});

export const ZPricingTaxRateRow = ZPricingTaxJurisdiction.extend({ ratePercent: zPercent });

/** Exactly one of amount and percent; written as one object so each field keeps its own message. */
export const ZPricingLineDiscount = z
  .object({ amount: zAmount.optional(), percent: zPercent.optional() })
  .refine((d) => (d.amount === undefined) !== (d.percent === undefined), PRICING_MESSAGES.discountKind)
  .transform(
    (d): LineDiscount => (d.percent === undefined ? { amount: d.amount ?? "0" } : { percent: d.percent }),
  );

const lineFields = {
  id: zId,
  quantity: zPricingFigure(),
  price: zPricingFigure(),
  cost: zPricingFigure().nullish(),
  softCost: zPricingFigure().optional(),
  resourceHours: zPricingFigure().optional(),
  discount: ZPricingLineDiscount.optional(),
  taxExempt: z.boolean().optional(),
};

export const ZPricingLineInput = z.discriminatedUnion(
  "pricingModel",
  [
    z.object({
      ...lineFields,
      pricingModel: z.literal("one_time"),
      billingFrequency: z.undefined({ error: PRICING_MESSAGES.oneTimeFrequency }).optional(),
    }),
    z.object({
      ...lineFields,
      pricingModel: z.enum(["recurring", "usage_based"]),
      billingFrequency: z.enum(BILLING_FREQUENCIES, { error: PRICING_MESSAGES.billingFrequency }),
    }),
  ],
  { error: PRICING_MESSAGES.pricingModel },
);

export const ZPricingBundleProductInput = z.object({ id: zId, lines: z.array(ZPricingLineInput) });

export const ZPricingBuildingInput = z.object({
  id: zId,
  discount: zAmount.nullish(),
  bundleProducts: z.array(ZPricingBundleProductInput),
});

export const ZPricingLocationInput = z.object({
  id: zId,
  taxJurisdiction: ZPricingTaxJurisdiction.optional(),
  buildings: z.array(ZPricingBuildingInput),
});

export const ZPriceQuoteInput = z.object({
  termMonths: z.literal(TERM_MONTHS, { error: PRICING_MESSAGES.term }),
  pointOfSale: ZPricingTaxJurisdiction,
  taxRates: z.array(ZPricingTaxRateRow),
  locations: z.array(ZPricingLocationInput),
}) satisfies z.ZodType<PriceQuoteInput, unknown>;
export type TPriceQuoteInput = z.infer<typeof ZPriceQuoteInput>;
