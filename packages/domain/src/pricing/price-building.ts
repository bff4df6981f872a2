import { AppError } from "../errors/app-error.ts";
import { InvalidLineField, type LineContext, priceLine } from "./price-line.ts";
import { PRICING_MESSAGES } from "./pricing-messages.ts";
import { Totals } from "./pricing-totals.ts";
import type { BuildingInput, PricedBuilding, PricedBundleProduct, PricedLine } from "./pricing-types.ts";
import { divRoundHalfUp, formatCents, MICRO, microToCents, parseMicro } from "./scaled-integer.ts";

const badField = (path: string): AppError =>
  new AppError("bad_request", { fields: { [path]: PRICING_MESSAGES.figure } });

/**
 * Prices a building: its lines roll up into bundle products and those into the building, whose own
 * discount then comes off and whose prices are rounded up to whole units. `path` names the building
 * in error reports ("locations.0.buildings.3").
 */
export function priceBuilding(
  building: BuildingInput,
  ctx: LineContext,
  path: string,
): { priced: PricedBuilding; totals: Totals } {
  const totals = new Totals();
  const bundleProducts: PricedBundleProduct[] = building.bundleProducts.map((product, pi) => {
    const productTotals = new Totals();
    const lines: PricedLine[] = new Array(product.lines.length);
    for (let i = 0; i < product.lines.length; i++) {
      try {
        lines[i] = priceLine(product.lines[i]!, ctx, productTotals);
      } catch (err) {
        if (!(err instanceof InvalidLineField)) throw err;
        throw badField(`${path}.bundleProducts.${pi}.lines.${i}.${err.field}`);
      }
    }
    totals.add(productTotals);
    return { id: product.id, ...productTotals.toTotals(ctx.periods, ctx.termMonths), lines };
  });

  let requested = 0n;
  if (building.discount != null) {
    const micro = parseMicro(building.discount);
    if (micro === undefined) throw badField(`${path}.discount`);
    requested = microToCents(micro);
  }
  const { applied, taxRelief } = applyBuildingDiscount(totals, requested, ctx.taxRate);
  totals.roundPricesUp();
  return {
    priced: {
      id: building.id,
      ...totals.toTotals(ctx.periods, ctx.termMonths),
      buildingDiscount: formatCents(applied),
      buildingDiscountTax: formatCents(taxRelief),
      bundleProducts,
    },
    totals,
  };
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
  requested: bigint,
  taxRate: bigint,
): { applied: bigint; taxRelief: bigint } {
  const applied = requested < totals.oneTime ? requested : totals.oneTime;
  if (applied === 0n) return { applied, taxRelief: 0n };
  let taxRelief = 0n;
  if (totals.taxableOneTime !== 0n && taxRate !== 0n) {
    const relief = divRoundHalfUp(applied * totals.taxableOneTime * taxRate, totals.oneTime * 100n * MICRO);
    taxRelief = relief < totals.oneTimeTax ? relief : totals.oneTimeTax;
  }
  totals.oneTime -= applied;
  totals.discount += applied;
  totals.tax -= taxRelief;
  return { applied, taxRelief };
}
