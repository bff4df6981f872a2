import { BILLING_FREQUENCIES, billingPeriodsInTerm, type TermMonths } from "./pricing-constants.ts";
import type { PricingTotals } from "./pricing-types.ts";
import {
  AmountTooLarge,
  ceilToWholeUnits,
  checked,
  formatCents,
  formatTrimmed,
  MAX_CENTS,
  PICO_DECIMALS,
  percentOf,
} from "./scaled-integer.ts";

/**
 * Invoices each billing frequency raises over the deal, in the order of BILLING_FREQUENCIES;
 * worked out once per quote because every line and level needs them.
 */
export type PeriodsByFrequency = readonly [number, number, number, number];

export const periodsByFrequency = (termMonths: TermMonths): PeriodsByFrequency => {
  const [monthly, quarterly, annually, annually3y] = BILLING_FREQUENCIES.map((f) =>
    billingPeriodsInTerm(f, termMonths),
  );
  return [monthly!, quarterly!, annually!, annually3y!];
};

/**
 * Running sums of one level (bundle product, building, location, quote), exact: money in integer
 * cents, resource hours in 10⁻¹² hours. Plain fields rather than maps, since a line adds into one
 * 10,000 times a quote.
 */
export class Totals {
  oneTime = 0;
  monthly = 0;
  quarterly = 0;
  annually = 0;
  annually3y = 0;
  cost = 0;
  softCost = 0;
  resourceHours = 0n;
  discount = 0;
  tax = 0;
  /**
   * One-time revenue of taxable lines and the tax estimated on it, which a building discount takes
   * tax off; used at building level only (above it they are plain sums nobody reads).
   */
  taxableOneTime = 0;
  oneTimeTax = 0;
  linesWithoutDistributorCost = 0;

  add(other: Totals): void {
    this.oneTime += other.oneTime;
    this.monthly += other.monthly;
    this.quarterly += other.quarterly;
    this.annually += other.annually;
    this.annually3y += other.annually3y;
    this.cost += other.cost;
    this.softCost += other.softCost;
    this.resourceHours += other.resourceHours;
    this.discount += other.discount;
    this.tax += other.tax;
    this.taxableOneTime += other.taxableOneTime;
    this.oneTimeTax += other.oneTimeTax;
    this.linesWithoutDistributorCost += other.linesWithoutDistributorCost;
  }

  /**
   * Throws AmountTooLarge if a sum passed MAX_CENTS. Every addend is a non-negative integer and a
   * float sum never falls back below a bound it crossed, so a sum within the bound was exact all
   * along; checking each level once is enough.
   */
  assertWithinRange(): void {
    const largest = Math.max(
      this.oneTime,
      this.monthly,
      this.quarterly,
      this.annually,
      this.annually3y,
      this.cost,
      this.softCost,
      this.discount,
      this.tax,
      this.taxableOneTime,
    );
    if (largest > MAX_CENTS) throw new AmountTooLarge();
  }

  /**
   * The building's prices rounded up to whole units (foundation §5). Only prices are rounded: cost,
   * hours, discount and tax are not prices and stay exact. Levels above a building sum these rounded
   * figures, so a quote total is exactly the sum of the building totals it shows.
   */
  roundPricesUp(): void {
    this.oneTime = ceilToWholeUnits(this.oneTime);
    this.monthly = ceilToWholeUnits(this.monthly);
    this.quarterly = ceilToWholeUnits(this.quarterly);
    this.annually = ceilToWholeUnits(this.annually);
    this.annually3y = ceilToWholeUnits(this.annually3y);
  }

  /**
   * Term total is derived from the (possibly rounded) period prices rather than summed, so it is
   * always one-time + period price × periods at every level and can never drift from them.
   */
  termTotal(periods: PeriodsByFrequency): number {
    return checked(
      this.oneTime +
        this.monthly * periods[0] +
        this.quarterly * periods[1] +
        this.annually * periods[2] +
        this.annually3y * periods[3],
    );
  }

  toTotals(periods: PeriodsByFrequency, termMonths: TermMonths): PricingTotals {
    this.assertWithinRange();
    return pricingTotals(this, this.termTotal(periods), termMonths);
  }
}

/** The figures of one level as decimal strings; `revenue` is its term total. */
export function pricingTotals(t: Totals, revenue: number, termMonths: TermMonths): PricingTotals {
  const totalCost = t.cost + t.softCost;
  const grossProfit = revenue - t.cost;
  const netProfit = revenue - totalCost;
  const hours = t.resourceHours;
  return {
    oneTimeTotal: formatCents(t.oneTime),
    recurringTotals: {
      monthly: formatCents(t.monthly),
      quarterly: formatCents(t.quarterly),
      annually: formatCents(t.annually),
      annually_3y: formatCents(t.annually3y),
    },
    termTotal: formatCents(revenue),
    cost: formatCents(t.cost),
    softCost: formatCents(t.softCost),
    totalCost: formatCents(totalCost),
    grossProfit: formatCents(grossProfit),
    grossMargin: percentOf(grossProfit, revenue),
    netProfit: formatCents(netProfit),
    netMargin: percentOf(netProfit, revenue),
    resourceHours: formatTrimmed(hours, PICO_DECIMALS),
    totalResourceHours: hours === 0n ? "0" : formatTrimmed(hours * BigInt(termMonths), PICO_DECIMALS),
    discount: formatCents(t.discount),
    estimatedSalesTax: formatCents(t.tax),
    linesWithoutDistributorCost: t.linesWithoutDistributorCost,
  };
}
