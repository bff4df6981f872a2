import { AppError } from "../errors/app-error.ts";
import { priceLine } from "./price-line.ts";
import { isTermMonths } from "./pricing-constants.ts";
import { parseDecimal } from "./pricing-decimal.ts";
import { TotalsAccumulator } from "./pricing-totals.ts";
import type {
  PricedBuilding,
  PricedBundleProduct,
  PricedLocation,
  PricedQuote,
  PriceQuoteInput,
} from "./pricing-types.ts";
import { findTaxRate } from "./sales-tax.ts";

/**
 * Prices a whole quote: lines roll up into bundle products, bundle products into buildings (whose
 * prices are rounded up to whole units), buildings into locations and locations into the quote.
 * Pure: the tax-rate table comes in with the quote.
 */
export function priceQuote(input: PriceQuoteInput): PricedQuote {
  const { termMonths } = input;
  if (!isTermMonths(termMonths)) {
    throw new AppError("bad_request", {
      fields: { termMonths: "Choose a term of 1, 12, 24, 36, 48 or 60 months." },
    });
  }
  const quoteTotals = new TotalsAccumulator();
  const locations: PricedLocation[] = input.locations.map((location, li) => {
    const rate = findTaxRate(input.taxRates, location.taxJurisdiction ?? input.pointOfSale);
    const taxRatePercent = parseDecimal(rate.ratePercent, `locations.${li}.taxRatePercent`);
    const locationTotals = new TotalsAccumulator();
    const buildings: PricedBuilding[] = location.buildings.map((building, bi) => {
      const buildingTotals = new TotalsAccumulator();
      const bundleProducts: PricedBundleProduct[] = building.bundleProducts.map((product, pi) => {
        const productTotals = new TotalsAccumulator();
        const path = `locations.${li}.buildings.${bi}.bundleProducts.${pi}`;
        const lines = product.lines.map((line, i) => {
          const { priced, totals } = priceLine(line, {
            termMonths,
            taxRatePercent,
            path: `${path}.lines.${i}`,
          });
          productTotals.add(totals);
          return priced;
        });
        buildingTotals.add(productTotals);
        return { id: product.id, ...productTotals.toTotals(termMonths), lines };
      });
      buildingTotals.roundPricesUp();
      locationTotals.add(buildingTotals);
      return { id: building.id, ...buildingTotals.toTotals(termMonths), bundleProducts };
    });
    quoteTotals.add(locationTotals);
    return {
      id: location.id,
      ...locationTotals.toTotals(termMonths),
      taxRatePercent: rate.ratePercent,
      taxRateMissing: rate.missing,
      buildings,
    };
  });
  return { termMonths, ...quoteTotals.toTotals(termMonths), locations };
}
