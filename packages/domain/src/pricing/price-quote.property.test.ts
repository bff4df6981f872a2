import Decimal from "decimal.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceQuote } from "./price-quote.ts";
import { BILLING_FREQUENCIES, TERM_MONTHS } from "./pricing-constants.ts";
import type { PricedBuilding, PriceQuoteInput, PricingLineInput, PricingTotals } from "./pricing-types.ts";

const money = fc
  .integer({ min: 0, max: 10_000_000 })
  .map((cents) => new Decimal(cents).dividedBy(100).toFixed(2));
const amount = fc.integer({ min: 0, max: 1_000_000 }).map((n) => new Decimal(n).dividedBy(1000).toString());

const line: fc.Arbitrary<PricingLineInput> = fc
  .record({
    id: fc.uuid(),
    quantity: fc.integer({ min: 0, max: 500 }).map(String),
    price: fc.oneof(money, amount),
    cost: fc.option(money, { nil: null }),
    softCost: money,
    resourceHours: fc.oneof(fc.constant("0"), amount),
    discount: fc.option(
      fc.oneof(
        money.map((a) => ({ amount: a })),
        fc.integer({ min: 0, max: 100 }).map((p) => ({ percent: String(p) })),
      ),
      { nil: undefined },
    ),
    taxExempt: fc.boolean(),
    model: fc.constantFrom("one_time", "recurring", "usage_based"),
    billingFrequency: fc.constantFrom(...BILLING_FREQUENCIES),
  })
  .map(({ model, billingFrequency, ...rest }) =>
    model === "one_time"
      ? { ...rest, pricingModel: model }
      : { ...rest, pricingModel: model, billingFrequency },
  );

const quote: fc.Arbitrary<PriceQuoteInput> = fc.record({
  termMonths: fc.constantFrom(...TERM_MONTHS),
  pointOfSale: fc.constant({ country: "US", region: "WA" }),
  taxRates: fc.constantFrom(
    [{ country: "US", region: "WA", ratePercent: "10.35" }],
    [{ country: "US", ratePercent: "7.125" }],
    [],
  ),
  locations: fc.array(
    fc.record({
      id: fc.uuid(),
      buildings: fc.array(
        fc.record({
          id: fc.uuid(),
          discount: fc.option(money, { nil: undefined }),
          bundleProducts: fc.array(fc.record({ id: fc.uuid(), lines: fc.array(line, { maxLength: 6 }) }), {
            maxLength: 3,
          }),
        }),
        { maxLength: 3 },
      ),
    }),
    { maxLength: 3 },
  ),
});

/** The figures that add up plainly at every level (prices are checked separately because buildings round). */
const ADDITIVE = [
  "cost",
  "softCost",
  "totalCost",
  "resourceHours",
  "totalResourceHours",
  "discount",
  "estimatedSalesTax",
] as const;
const sum = (values: readonly string[]): string =>
  values.reduce((s, v) => s.plus(v), new Decimal(0)).toString();
const asNumber = (v: string): string => new Decimal(v).toString();

/**
 * `building` is given when `whole` is a building: its own discount comes off the summed one-time
 * price (before rounding up), adds to the discount and takes its tax relief off the tax.
 */
function expectSums(
  whole: PricingTotals,
  parts: readonly PricingTotals[],
  roundsUp: boolean,
  building?: PricedBuilding,
): void {
  const own = (field: "buildingDiscount" | "buildingDiscountTax") => new Decimal(building?.[field] ?? 0);
  for (const field of ADDITIVE) {
    let expected = new Decimal(sum(parts.map((p) => p[field])));
    if (field === "discount") expected = expected.plus(own("buildingDiscount"));
    if (field === "estimatedSalesTax") expected = expected.minus(own("buildingDiscountTax"));
    expect(asNumber(whole[field]), field).toBe(expected.toString());
  }
  expect(whole.linesWithoutDistributorCost).toBe(
    parts.reduce((n, p) => n + p.linesWithoutDistributorCost, 0),
  );
  const price = (of: (t: PricingTotals) => string, less = new Decimal(0)) => {
    const exact = new Decimal(sum(parts.map(of))).minus(less);
    return roundsUp ? exact.ceil().toString() : exact.toString();
  };
  expect(asNumber(whole.oneTimeTotal)).toBe(price((t) => t.oneTimeTotal, own("buildingDiscount")));
  for (const f of BILLING_FREQUENCIES)
    expect(asNumber(whole.recurringTotals[f]), f).toBe(price((t) => t.recurringTotals[f]));
}

const shuffled = <T>(items: readonly T[], seed: number): T[] =>
  items
    .map((item, i) => ({ item, key: (i * 7919 + seed * 104729) % 1000003 }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.item);

describe("priceQuote properties", () => {
  it("totals do not depend on the order of lines, bundle products, buildings or locations", () => {
    fc.assert(
      fc.property(quote, fc.nat(), (input, seed) => {
        const reordered: PriceQuoteInput = {
          ...input,
          locations: shuffled(input.locations, seed).map((l) => ({
            ...l,
            buildings: shuffled(l.buildings, seed + 1).map((b) => ({
              ...b,
              bundleProducts: shuffled(b.bundleProducts, seed + 2).map((p) => ({
                ...p,
                lines: shuffled(p.lines, seed + 3),
              })),
            })),
          })),
        };
        const { locations: _a, ...original } = priceQuote(input);
        const { locations: _b, ...again } = priceQuote(reordered);
        expect(again).toEqual(original);
      }),
    );
  });

  it("every level is the sum of its parts: lines → bundle product → building (own discount, rounded up) → location → quote", () => {
    fc.assert(
      fc.property(quote, (input) => {
        const priced = priceQuote(input);
        expectSums(priced, priced.locations, false);
        for (const [li, location] of priced.locations.entries()) {
          expectSums(location, location.buildings, false);
          for (const [bi, building] of location.buildings.entries()) {
            // The discount taken is the one asked, up to the one-time revenue of the building's lines.
            const asked = new Decimal(input.locations[li]?.buildings[bi]?.discount ?? 0);
            const oneTime = new Decimal(sum(building.bundleProducts.map((p) => p.oneTimeTotal)));
            expect(asNumber(building.buildingDiscount)).toBe(Decimal.min(asked, oneTime).toString());
            expect(new Decimal(building.estimatedSalesTax).isNegative()).toBe(false);
            expectSums(building, building.bundleProducts, true, building);
            for (const product of building.bundleProducts) expectSums(product, product.lines, false);
          }
        }
      }),
    );
  });

  it("has no rounding drift: the quote's prices are exactly the sums of whole-unit building prices", () => {
    fc.assert(
      fc.property(quote, (input) => {
        const priced = priceQuote(input);
        const buildings = priced.locations.flatMap((l) => l.buildings);
        for (const b of buildings) expect(new Decimal(b.termTotal).isInteger()).toBe(true);
        expect(asNumber(priced.termTotal)).toBe(sum(buildings.map((b) => b.termTotal)));
        expect(asNumber(priced.oneTimeTotal)).toBe(sum(buildings.map((b) => b.oneTimeTotal)));
        expect(asNumber(priced.grossProfit)).toBe(sum(buildings.map((b) => b.grossProfit)));
      }),
    );
  });

  it("gross profit never exceeds revenue, and net profit never exceeds gross, when costs are not negative", () => {
    fc.assert(
      fc.property(quote, (input) => {
        const priced = priceQuote(input);
        const levels: PricingTotals[] = [priced];
        for (const l of priced.locations) {
          levels.push(l);
          for (const b of l.buildings) {
            levels.push(b);
            for (const p of b.bundleProducts) levels.push(p, ...p.lines);
          }
        }
        for (const t of levels) {
          expect(new Decimal(t.grossProfit).lte(t.termTotal)).toBe(true);
          expect(new Decimal(t.netProfit).lte(t.grossProfit)).toBe(true);
        }
      }),
    );
  });
});
