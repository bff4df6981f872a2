import { AppError } from "../errors/app-error.ts";
import { priceBuilding } from "./price-building.ts";
import type { LineContext } from "./price-line.ts";
import { isTermMonths } from "./pricing-constants.ts";
import { PRICING_MESSAGES } from "./pricing-messages.ts";
import { periodsByFrequency, Totals } from "./pricing-totals.ts";
import type { PricedBuilding, PricedLocation, PricedQuote, PriceQuoteInput } from "./pricing-types.ts";
import { taxRateLookup } from "./sales-tax.ts";

/**
 * Prices a whole quote: lines roll up into bundle products, bundle products into buildings (which
 * take off their own discount and round prices up to whole units), buildings into locations and
 * locations into the quote. Pure: the tax-rate table comes in with the quote. Figures are decimal
 * strings in and out; inside, exact scaled integers (decision 0004).
 */
export function priceQuote(input: PriceQuoteInput): PricedQuote {
  const { termMonths } = input;
  if (!isTermMonths(termMonths)) {
    throw new AppError("bad_request", { fields: { termMonths: PRICING_MESSAGES.term } });
  }
  const periods = periodsByFrequency(termMonths);
  const rateAt = taxRateLookup(input.taxRates);
  const quoteTotals = new Totals();
  const locations: PricedLocation[] = input.locations.map((location, li) => {
    const rate = rateAt(location.taxJurisdiction ?? input.pointOfSale);
    const ctx: LineContext = {
      termMonths,
      term: BigInt(termMonths),
      periods,
      taxRate: rate.micro,
      taxRatePercent: rate.ratePercent,
    };
    const locationTotals = new Totals();
    const buildings: PricedBuilding[] = location.buildings.map((building, bi) => {
      const { priced, totals } = priceBuilding(building, ctx, `locations.${li}.buildings.${bi}`);
      locationTotals.add(totals);
      return priced;
    });
    quoteTotals.add(locationTotals);
    return {
      id: location.id,
      ...locationTotals.toTotals(periods, termMonths),
      taxRatePercent: rate.ratePercent,
      taxRateMissing: rate.missing,
      buildings,
    };
  });
  return { termMonths, ...quoteTotals.toTotals(periods, termMonths), locations };
}
