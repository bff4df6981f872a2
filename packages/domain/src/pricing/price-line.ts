import type { BillingFrequency, PricingModel, TermMonths } from "./pricing-constants.ts";
import { PRICING_MESSAGES } from "./pricing-messages.ts";
import type { PeriodsByFrequency, Totals } from "./pricing-totals.ts";
import type { LineDiscount, PricedLine, PricingLineInput } from "./pricing-types.ts";
import {
  checked,
  formatCents,
  formatTrimmed,
  MICRO,
  microToCents,
  PICO_DECIMALS,
  parseMicro,
  percentMicroOfCents,
  percentOf,
  productInCents,
} from "./scaled-integer.ts";

export interface LineContext {
  termMonths: TermMonths;
  periods: PeriodsByFrequency;
  /** termMonths as a BigInt, for total resource hours. */
  term: bigint;
  /** The location's tax rate in micro-percent, and as the text the location shows. */
  taxRate: number;
  taxRatePercent: string;
}

/**
 * A line field the engine cannot price; the building turns it into a bad request naming the full
 * path. Thrown instead of building that path for every field of every line.
 */
export class InvalidLineField extends Error {
  constructor(
    readonly field: string,
    readonly reason: string = PRICING_MESSAGES.figure,
  ) {
    super(field);
  }
}

const FREQUENCY_INDEX: Record<BillingFrequency, 0 | 1 | 2 | 3> = {
  monthly: 0,
  quarterly: 1,
  annually: 2,
  annually_3y: 3,
};
const isPricingModel = (model: string): model is PricingModel =>
  model === "one_time" || model === "recurring" || model === "usage_based";

function figure(value: unknown, field: string): number {
  const parsed = parseMicro(value);
  if (parsed === undefined) throw new InvalidLineField(field);
  return parsed;
}

const HUNDRED_PERCENT = 100 * MICRO;

function discountOn(extended: number, discount: LineDiscount): number {
  let raw: number;
  if ("percent" in discount) {
    const percent = figure(discount.percent, "discount.percent");
    raw = percent >= HUNDRED_PERCENT ? extended : percentMicroOfCents(extended, percent);
  } else raw = microToCents(figure(discount.amount, "discount.amount"));
  // A discount never turns a price into a credit.
  return raw < extended ? raw : extended;
}

const ZERO_TEXT = "0.00";
const overTerm = (perPeriod: number, periods: number): number => checked(perPeriod * periods);

/** Prices one line and adds its sums into `into` (priceLine, or a pricer that remembers its answers). */
export type LinePricer = (line: PricingLineInput, ctx: LineContext, into: Totals) => PricedLine;

/**
 * Prices one line and adds it into its bundle product's running sums. The hot loop of the engine
 * (10,000 lines a quote): it adds into the product directly and writes its own output instead of
 * going through a Totals per line, which halved the time a line takes. Throws InvalidLineField for
 * a figure it cannot read and AmountTooLarge for one past MAX_CENTS.
 */
export function priceLine(line: PricingLineInput, ctx: LineContext, into: Totals): PricedLine {
  if (!isPricingModel(line.pricingModel)) {
    throw new InvalidLineField("pricingModel", PRICING_MESSAGES.pricingModel);
  }
  const quantity = figure(line.quantity, "quantity");
  const unitPrice = figure(line.price, "price");
  const hasCost = line.cost !== undefined && line.cost !== null;
  // A missing distributor cost counts as zero so the sums still add up; the flag tells the reader
  // that the profit shown is overstated by the unknown cost.
  const unitCost = hasCost ? figure(line.cost, "cost") : 0;
  const unitSoftCost = line.softCost === undefined ? 0 : figure(line.softCost, "softCost");
  const unitHours = line.resourceHours === undefined ? 0 : figure(line.resourceHours, "resourceHours");

  // Interpretation: usage_based is billed like recurring, on the estimated quantity per period.
  const frequency = line.pricingModel === "one_time" ? null : line.billingFrequency;
  const slot = frequency === null ? -1 : FREQUENCY_INDEX[frequency];
  if (slot === undefined) throw new InvalidLineField("billingFrequency", PRICING_MESSAGES.billingFrequency);
  const periods = slot === -1 ? 1 : ctx.periods[slot];

  const extended = productInCents(quantity, unitPrice);
  const discount = line.discount == null ? 0 : discountOn(extended, line.discount);
  const charge = extended - discount;
  // One line carries one price, so its term total is that price times its periods; costs follow
  // the price's basis (once, or per period), so they repeat with it over the term.
  const termTotal = overTerm(charge, periods);
  const cost = overTerm(productInCents(quantity, unitCost), periods);
  const softCost = overTerm(productInCents(quantity, unitSoftCost), periods);
  const discountOverTerm = overTerm(discount, periods);
  // Domain §5 as written: total resource hours = Resource Hours Ext × deal term, for every pricing
  // model, one-time lines included. Whether installation hours should be multiplied by the term is
  // an open question; the spec is followed literally until it says otherwise.
  // Hours keep every decimal of the product (up to 12), so they are BigInt rather than cents.
  const hours = unitHours === 0 ? 0n : BigInt(quantity) * BigInt(unitHours);
  // Tax is estimated per line and summed, so every level's tax is exactly the sum of its parts;
  // the cents a building gains by rounding up are not taxed (it is an estimate).
  const tax = line.taxExempt || ctx.taxRate === 0 ? 0 : percentMicroOfCents(termTotal, ctx.taxRate);

  if (slot === -1) {
    into.oneTime += charge;
    if (tax !== 0) {
      into.taxableOneTime += charge;
      into.oneTimeTax += tax;
    }
  } else if (slot === 0) into.monthly += charge;
  else if (slot === 1) into.quarterly += charge;
  else if (slot === 2) into.annually += charge;
  else into.annually3y += charge;
  into.cost += cost;
  into.softCost += softCost;
  into.discount += discountOverTerm;
  if (hours !== 0n) into.resourceHours += hours;
  into.tax += tax;
  if (!hasCost) into.linesWithoutDistributorCost++;

  const chargeText = formatCents(charge);
  const totalCost = cost + softCost;
  const grossProfit = termTotal - cost;
  const netProfit = grossProfit - softCost;
  return {
    id: line.id,
    pricingModel: line.pricingModel,
    billingFrequency: frequency,
    billingPeriods: periods,
    oneTimeTotal: slot === -1 ? chargeText : ZERO_TEXT,
    recurringTotals: {
      monthly: slot === 0 ? chargeText : ZERO_TEXT,
      quarterly: slot === 1 ? chargeText : ZERO_TEXT,
      annually: slot === 2 ? chargeText : ZERO_TEXT,
      annually_3y: slot === 3 ? chargeText : ZERO_TEXT,
    },
    termTotal: periods === 1 ? chargeText : formatCents(termTotal),
    cost: formatCents(cost),
    softCost: formatCents(softCost),
    totalCost: formatCents(totalCost),
    grossProfit: formatCents(grossProfit),
    grossMargin: percentOf(grossProfit, termTotal),
    netProfit: formatCents(netProfit),
    netMargin: percentOf(netProfit, termTotal),
    resourceHours: formatTrimmed(hours, PICO_DECIMALS),
    totalResourceHours: hours === 0n ? "0" : formatTrimmed(hours * ctx.term, PICO_DECIMALS),
    discount: formatCents(discountOverTerm),
    estimatedSalesTax: formatCents(tax),
    linesWithoutDistributorCost: hasCost ? 0 : 1,
    totalUnitCost: formatCents(microToCents(unitCost + unitSoftCost)),
    noDistributorCost: !hasCost,
    estimated: line.pricingModel === "usage_based",
    taxRatePercent: line.taxExempt ? "0" : ctx.taxRatePercent,
  };
}
