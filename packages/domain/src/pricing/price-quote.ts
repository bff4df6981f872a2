import { badField, priceBuilding } from "./price-building.ts";
import { type LineContext, type LinePricer, priceLine } from "./price-line.ts";
import { isTermMonths } from "./pricing-constants.ts";
import { PRICING_MESSAGES } from "./pricing-messages.ts";
import { periodsByFrequency, Totals } from "./pricing-totals.ts";
import type { PricedBuilding, PricedLocation, PricedQuote, PriceQuoteInput } from "./pricing-types.ts";
import { taxRateLookup } from "./sales-tax.ts";
import { AmountTooLarge } from "./scaled-integer.ts";

/**
 * Prices a whole quote: lines roll up into bundle products, bundle products into buildings (which
 * take off their own discount and round prices up to whole units), buildings into locations and
 * locations into the quote. Pure: the tax-rate table comes in with the quote. Figures are decimal
 * strings in and out; inside, exact scaled integers (decision 0004). A figure the engine cannot
 * read, or an amount past about 45 trillion, is a bad request naming the field or level. `pricer`
 * prices each line (priceLine by default; projects/quote-pricing.ts passes one that prices a line once
 * for the several selections of a quote).
 */
export function priceQuote(input: PriceQuoteInput, pricer: LinePricer = priceLine): PricedQuote {
  const { termMonths } = input;
  if (!isTermMonths(termMonths)) {
    throw badField("termMonths", PRICING_MESSAGES.term);
  }
  const periods = periodsByFrequency(termMonths);
  const rateAt = taxRateLookup(input.taxRates);
  const quoteTotals = new Totals();
  const locations: PricedLocation[] = input.locations.map((location, li) => {
    const path = `locations.${li}`;
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
      const { priced, totals } = priceBuilding(building, ctx, `${path}.buildings.${bi}`, pricer);
      locationTotals.add(totals);
      return priced;
    });
    quoteTotals.add(locationTotals);
    return {
      id: location.id,
      ...withinRange(() => locationTotals.toTotals(periods, termMonths), path),
      taxRatePercent: rate.ratePercent,
      taxRateMissing: rate.missing,
      buildings,
    };
  });
  return {
    termMonths,
    ...withinRange(() => quoteTotals.toTotals(periods, termMonths), "locations"),
    locations,
  };
}

/** A level whose sums pass MAX_CENTS is refused as a bad request naming it. */
function withinRange<T>(figures: () => T, path: string): T {
  try {
    return figures();
  } catch (err) {
    if (err instanceof AmountTooLarge) throw badField(path, PRICING_MESSAGES.tooLarge);
    throw err;
  }
}
