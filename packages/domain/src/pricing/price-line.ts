import { billingPeriodsInTerm, type TermMonths } from "./pricing-constants.ts";
import { formatMoney, Money, parseDecimal, toCents, ZERO } from "./pricing-decimal.ts";
import { TotalsAccumulator } from "./pricing-totals.ts";
import type { LineDiscount, PricedLine, PricingLineInput } from "./pricing-types.ts";

export interface LineContext {
  termMonths: TermMonths;
  taxRatePercent: Money;
  /** Field path prefix for error reports, e.g. "locations.0.buildings.2.bundleProducts.1.lines.4". */
  path: string;
}

const HUNDRED = new Money(100);

function discountOn(extended: Money, discount: LineDiscount | undefined, path: string): Money {
  if (discount === undefined) return ZERO;
  const raw =
    "percent" in discount
      ? extended.times(parseDecimal(discount.percent, `${path}.discount.percent`)).dividedBy(HUNDRED)
      : parseDecimal(discount.amount, `${path}.discount.amount`);
  // A discount never turns a price into a credit.
  return Money.min(toCents(raw), extended);
}

/** Prices one line; the accumulator is what the levels above it sum. */
export function priceLine(
  line: PricingLineInput,
  ctx: LineContext,
): { priced: PricedLine; totals: TotalsAccumulator } {
  const { path, termMonths } = ctx;
  const quantity = parseDecimal(line.quantity, `${path}.quantity`);
  const unitPrice = parseDecimal(line.price, `${path}.price`);
  const hasCost = line.cost !== undefined && line.cost !== null;
  // A missing distributor cost counts as zero so the sums still add up; the flag tells the reader
  // that the profit shown is overstated by the unknown cost.
  const unitCost = hasCost ? parseDecimal(line.cost, `${path}.cost`) : ZERO;
  const unitSoftCost = line.softCost === undefined ? ZERO : parseDecimal(line.softCost, `${path}.softCost`);
  const unitHours =
    line.resourceHours === undefined ? ZERO : parseDecimal(line.resourceHours, `${path}.resourceHours`);

  // Interpretation: usage_based is billed like recurring, on the estimated quantity per period.
  const frequency = line.pricingModel === "one_time" ? null : line.billingFrequency;
  const periods = frequency === null ? 1 : billingPeriodsInTerm(frequency, termMonths);

  const extended = toCents(quantity.times(unitPrice));
  const discount = discountOn(extended, line.discount, path);
  const charge = extended.minus(discount);

  const totals = new TotalsAccumulator();
  if (frequency === null) totals.oneTime = charge;
  else totals.recurring[frequency] = charge;
  // Costs follow the price's basis (once, or per period), so they repeat with it over the term.
  const overTerm = (perPeriod: Money): Money =>
    periods === 1 || perPeriod.isZero() ? perPeriod : perPeriod.times(periods);
  totals.cost = overTerm(toCents(quantity.times(unitCost)));
  totals.softCost = overTerm(toCents(quantity.times(unitSoftCost)));
  totals.discount = overTerm(discount);
  // Domain §5 as written: Resource Hours Ext × deal term, for every pricing model.
  totals.resourceHours = quantity.times(unitHours);
  if (!hasCost) totals.linesWithoutDistributorCost = 1;
  // Tax is estimated per line and summed, so every level's tax is exactly the sum of its parts;
  // the cents a building gains by rounding up are not taxed (it is an estimate).
  // One line carries one price, so its term total is that price times its periods.
  const termTotal = overTerm(charge);
  if (!line.taxExempt && !ctx.taxRatePercent.isZero()) {
    totals.tax = toCents(termTotal.times(ctx.taxRatePercent).dividedBy(HUNDRED));
  }

  const priced: PricedLine = {
    id: line.id,
    pricingModel: line.pricingModel,
    billingFrequency: frequency,
    billingPeriods: periods,
    ...totals.toTotals(termMonths, termTotal),
    totalUnitCost: formatMoney(unitCost.plus(unitSoftCost)),
    noDistributorCost: !hasCost,
    estimated: line.pricingModel === "usage_based",
    taxRatePercent: line.taxExempt ? "0" : ctx.taxRatePercent.toString(),
  };
  return { priced, totals };
}
