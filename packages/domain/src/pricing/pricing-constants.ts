// Domain §3 and §9: the pricing vocabulary of a quote line.

export const PRICING_MODELS = ["one_time", "recurring", "usage_based"] as const;
export type PricingModel = (typeof PRICING_MODELS)[number];

export const BILLING_FREQUENCIES = ["monthly", "quarterly", "annually", "annually_3y"] as const;
export type BillingFrequency = (typeof BILLING_FREQUENCIES)[number];

/** Deal terms in months; 1 is month-to-month. */
export const TERM_MONTHS = [1, 12, 24, 36, 48, 60] as const;
export type TermMonths = (typeof TERM_MONTHS)[number];

/** Months between two invoices of a recurring line. */
export const BILLING_PERIOD_MONTHS: Record<BillingFrequency, number> = {
  monthly: 1,
  quarterly: 3,
  annually: 12,
  // Interpretation: annually_3y is billed once a year like `annually`; the "3y" is a three-year
  // commitment (as in distributors' annual-billed three-year subscriptions), see below.
  annually_3y: 12,
};

/** A three-year annual line commits the customer for 36 months even inside a shorter deal. */
const COMMITMENT_MONTHS: Record<BillingFrequency, number> = {
  monthly: 0,
  quarterly: 0,
  annually: 0,
  annually_3y: 36,
};

/**
 * How many invoices a recurring line raises over the deal.
 * Interpretation: a period is billed whole, never prorated, so a month-to-month deal with an annual
 * line still bills one year; every other term divides evenly into periods.
 */
export function billingPeriodsInTerm(frequency: BillingFrequency, termMonths: TermMonths): number {
  const months = Math.max(termMonths, COMMITMENT_MONTHS[frequency]);
  return Math.ceil(months / BILLING_PERIOD_MONTHS[frequency]);
}

export const isTermMonths = (n: number): n is TermMonths => (TERM_MONTHS as readonly number[]).includes(n);
