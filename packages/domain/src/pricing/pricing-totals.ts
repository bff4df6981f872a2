import {
  BILLING_FREQUENCIES,
  type BillingFrequency,
  billingPeriodsInTerm,
  type TermMonths,
} from "./pricing-constants.ts";
import { formatMoney, type Money, percentOf, toWholeUnitsUp, ZERO } from "./pricing-decimal.ts";
import type { PricingTotals } from "./pricing-types.ts";

type ByFrequency = Record<BillingFrequency, Money>;

/** Running sums of one level (line, bundle product, building, location, quote), kept exact. */
export class TotalsAccumulator {
  oneTime: Money = ZERO;
  recurring: ByFrequency = { monthly: ZERO, quarterly: ZERO, annually: ZERO, annually_3y: ZERO };
  cost: Money = ZERO;
  softCost: Money = ZERO;
  resourceHours: Money = ZERO;
  discount: Money = ZERO;
  tax: Money = ZERO;
  linesWithoutDistributorCost = 0;

  add(other: TotalsAccumulator): void {
    this.oneTime = this.oneTime.plus(other.oneTime);
    for (const f of BILLING_FREQUENCIES) {
      if (!other.recurring[f].isZero()) this.recurring[f] = this.recurring[f].plus(other.recurring[f]);
    }
    this.cost = this.cost.plus(other.cost);
    this.softCost = this.softCost.plus(other.softCost);
    this.resourceHours = this.resourceHours.plus(other.resourceHours);
    this.discount = this.discount.plus(other.discount);
    this.tax = this.tax.plus(other.tax);
    this.linesWithoutDistributorCost += other.linesWithoutDistributorCost;
  }

  /**
   * The building's prices rounded up to whole units (foundation §5). Only prices are rounded: cost,
   * hours, discount and tax are not prices and stay exact. Levels above a building sum these rounded
   * figures, so a quote total is exactly the sum of the building totals it shows.
   */
  roundPricesUp(): this {
    this.oneTime = toWholeUnitsUp(this.oneTime);
    for (const f of BILLING_FREQUENCIES) this.recurring[f] = toWholeUnitsUp(this.recurring[f]);
    return this;
  }

  /**
   * Term total is derived from the (possibly rounded) period prices rather than summed, so it is
   * always one-time + period price × periods at every level and can never drift from them.
   */
  termTotal(termMonths: TermMonths): Money {
    let total = this.oneTime;
    for (const f of BILLING_FREQUENCIES) {
      const perPeriod = this.recurring[f];
      if (!perPeriod.isZero()) total = total.plus(perPeriod.times(billingPeriodsInTerm(f, termMonths)));
    }
    return total;
  }

  toTotals(termMonths: TermMonths, revenue: Money = this.termTotal(termMonths)): PricingTotals {
    const totalCost = this.cost.plus(this.softCost);
    const grossProfit = revenue.minus(this.cost);
    const netProfit = revenue.minus(totalCost);
    return {
      oneTimeTotal: formatMoney(this.oneTime),
      recurringTotals: {
        monthly: formatMoney(this.recurring.monthly),
        quarterly: formatMoney(this.recurring.quarterly),
        annually: formatMoney(this.recurring.annually),
        annually_3y: formatMoney(this.recurring.annually_3y),
      },
      termTotal: formatMoney(revenue),
      cost: formatMoney(this.cost),
      softCost: formatMoney(this.softCost),
      totalCost: formatMoney(totalCost),
      grossProfit: formatMoney(grossProfit),
      grossMargin: percentOf(grossProfit, revenue),
      netProfit: formatMoney(netProfit),
      netMargin: percentOf(netProfit, revenue),
      resourceHours: this.resourceHours.toString(),
      totalResourceHours: this.resourceHours.isZero() ? "0" : this.resourceHours.times(termMonths).toString(),
      discount: formatMoney(this.discount),
      estimatedSalesTax: formatMoney(this.tax),
      linesWithoutDistributorCost: this.linesWithoutDistributorCost,
    };
  }
}
