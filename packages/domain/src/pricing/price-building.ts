import { AppError } from "../errors/app-error.ts";
import { InvalidLineField, type LineContext, type LinePricer, priceLine } from "./price-line.ts";
import { PRICING_MESSAGES } from "./pricing-messages.ts";
import { Totals } from "./pricing-totals.ts";
import type { BuildingInput, PricedBuilding, PricedLine, PricingLineInput } from "./pricing-types.ts";
import { AmountTooLarge, formatCents, MICRO, microToCents, parseMicro } from "./scaled-integer.ts";

/** A bad request naming one field of the quote. */
export const badField = (path: string, message: string): AppError =>
  new AppError("bad_request", { fields: { [path]: message } });

/**
 * Prices a building: its lines roll up into bundle products and those into the building, whose own
 * discount then comes off and whose prices are rounded up to whole units. `path` names the building
 * in error reports ("locations.0.buildings.3"); `pricer` prices each line (priceLine by default).
 */
export function priceBuilding(
  building: BuildingInput,
  ctx: LineContext,
  path: string,
  pricer: LinePricer = priceLine,
): { priced: PricedBuilding; totals: Totals } {
  let requested = 0;
  if (building.discount != null) {
    const micro = parseMicro(building.discount);
    if (micro === undefined) throw badField(`${path}.discount`, PRICING_MESSAGES.figure);
    requested = microToCents(micro);
  }
  try {
    const totals = new Totals();
    const bundleProducts = building.bundleProducts.map((product, pi) => {
      const productTotals = new Totals();
      const lines = priceLines(product.lines, ctx, productTotals, `${path}.bundleProducts.${pi}`, pricer);
      totals.add(productTotals);
      return { id: product.id, ...productTotals.toTotals(ctx.periods, ctx.termMonths), lines };
    });
    totals.assertWithinRange();
    const { applied, taxRelief } = applyBuildingDiscount(totals, requested, ctx.taxRate);
    totals.roundPricesUp();
    const priced: PricedBuilding = {
      id: building.id,
      ...totals.toTotals(ctx.periods, ctx.termMonths),
      buildingDiscount: formatCents(applied),
      buildingDiscountTax: formatCents(taxRelief),
      bundleProducts,
    };
    return { priced, totals };
  } catch (err) {
    if (err instanceof AmountTooLarge) throw badField(path, PRICING_MESSAGES.tooLarge);
    throw err;
  }
}

function priceLines(
  lines: readonly PricingLineInput[],
  ctx: LineContext,
  into: Totals,
  path: string,
  pricer: LinePricer,
): PricedLine[] {
  const priced: PricedLine[] = new Array(lines.length);
  for (let i = 0; i < lines.length; i++) {
    try {
      priced[i] = pricer(lines[i]!, ctx, into);
    } catch (err) {
      if (err instanceof InvalidLineField) throw badField(`${path}.lines.${i}.${err.field}`, err.reason);
      if (err instanceof AmountTooLarge) throw badField(`${path}.lines.${i}`, PRICING_MESSAGES.tooLarge);
      throw err;
    }
  }
  return priced;
}

/**
 * Takes a building's own discount (domain §3 "discount", an amount in cents) off its summed totals.
 *
 * Interpretation: the building's fields are totalPrice (one-time), recurringPrice and discount, so
 * the discount is an amount off the one-time price, taken once; a discount that should repeat
 * every period belongs on the recurring line, where it does. It comes off before the whole-unit
 * rounding so that the building's price stays whole (foundation §5), and never below zero, so a
 * building is never a credit. It lowers revenue, so both profits, and counts in the discount figure.
 * The tax estimate drops by the tax on the discount's taxable share: the discount is spread over
 * taxable and tax-exempt one-time revenue in proportion, as a discount on a mixed invoice is in most
 * US states. The drop never exceeds the tax estimated on that revenue, which per-line cent rounding
 * could otherwise overshoot by a cent.
 */
export function applyBuildingDiscount(
  totals: Totals,
  requested: number,
  taxRate: number,
): { applied: number; taxRelief: number } {
  const applied = requested < totals.oneTime ? requested : totals.oneTime;
  if (applied === 0) return { applied, taxRelief: 0 };
  let taxRelief = 0;
  if (totals.taxableOneTime !== 0 && taxRate !== 0) {
    // Three factors pass 2⁵³ easily, and this runs once a building: BigInt, rounded half up.
    const numerator = BigInt(applied) * BigInt(totals.taxableOneTime) * BigInt(taxRate);
    const divisor = BigInt(totals.oneTime) * BigInt(100 * MICRO);
    const relief = Number((numerator * 2n + divisor) / (divisor * 2n));
    taxRelief = relief < totals.oneTimeTax ? relief : totals.oneTimeTax;
  }
  totals.oneTime -= applied;
  totals.discount += applied;
  totals.tax -= taxRelief;
  return { applied, taxRelief };
}
