import { z } from "zod";

// The priced figures on the wire, as priceProject computes them (packages/domain/src/projects).

const zRecurring = z.object({
  monthly: z.string(),
  quarterly: z.string(),
  annually: z.string(),
  annually_3y: z.string(),
});

/**
 * PricingTotals of the engine, as decimal strings. Costs, profits and margins are the MSP's business:
 * they read null for readers outside the quote's MSP (its customer, partner members).
 */
export const ZPricingFigures = z.object({
  oneTimeTotal: z.string(),
  recurringTotals: zRecurring,
  termTotal: z.string(),
  cost: z.string().nullable(),
  softCost: z.string().nullable(),
  totalCost: z.string().nullable(),
  grossProfit: z.string().nullable(),
  grossMargin: z.string().nullable(),
  netProfit: z.string().nullable(),
  netMargin: z.string().nullable(),
  resourceHours: z.string(),
  totalResourceHours: z.string(),
  discount: z.string(),
  estimatedSalesTax: z.string(),
  linesWithoutDistributorCost: z.number().int(),
});
export type TPricingFigures = z.infer<typeof ZPricingFigures>;

const ZRangeEnd = z.object({ oneTimeTotal: z.string(), termTotal: z.string() });

/** The quote's totals: the chosen set, and the range from required-only to everything. */
export const ZQuoteTotals = ZPricingFigures.extend({
  termMonths: z.number().int(),
  range: z.object({ low: ZRangeEnd, high: ZRangeEnd }),
  pricedLineCount: z.number().int(),
});
export type TQuoteTotals = z.infer<typeof ZQuoteTotals>;

/** A line's own figures (chosen or not). */
export const ZLineFigures = ZPricingFigures.extend({
  billingPeriods: z.number().int(),
  totalUnitCost: z.string().nullable(),
  noDistributorCost: z.boolean(),
  estimated: z.boolean(),
  taxRatePercent: z.string(),
});
export type TLineFigures = z.infer<typeof ZLineFigures>;

/** What every write to the quote answers: the new version and totals, and the ids it created. */
export const ZProjectChange = z.object({
  version: z.number().int(),
  totals: ZQuoteTotals,
  createdIds: z.array(z.string()).optional(),
});
export type TProjectChange = z.infer<typeof ZProjectChange>;
