import Decimal from "decimal.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AppError } from "../errors/app-error.ts";
import { priceQuote } from "./price-quote.ts";
import {
  BILLING_FREQUENCIES,
  billingPeriodsInTerm,
  TERM_MONTHS,
  type TermMonths,
} from "./pricing-constants.ts";
import { PRICING_MESSAGES } from "./pricing-messages.ts";
import type { PricedLine, PricingLineInput } from "./pricing-types.ts";
import { MAX_CENTS } from "./scaled-integer.ts";

// The engine works on scaled integers (decision 0004); this checks every figure of a line against
// the formulas of domain §5 worked independently in decimal.js, over the whole input range (up to a
// billion, six decimals), where products pass 2⁵³ and the engine must switch to BigInt or refuse
// an amount past MAX_CENTS; it may never return a figure that differs from exact arithmetic.

const D = Decimal.clone({ precision: 100, rounding: Decimal.ROUND_HALF_UP });
const cents = (d: Decimal) => d.toDecimalPlaces(2, D.ROUND_HALF_UP);
const money = (d: Decimal) => d.toFixed(2, D.ROUND_HALF_UP);
const percent = (part: Decimal, whole: Decimal) =>
  whole.isZero()
    ? null
    : part
        .times(100)
        .dividedBy(whole)
        .toFixed(2, D.ROUND_HALF_UP)
        .replace(/^-0\.00$/, "0.00");

/** A decimal string with up to `maxDigits` integer digits and up to six decimals. */
const figure = (maxDigits: number) =>
  fc
    .tuple(fc.bigInt({ min: 0n, max: 10n ** BigInt(maxDigits) - 1n }), fc.integer({ min: 0, max: 6 }))
    .chain(([whole, decimals]) =>
      decimals === 0
        ? fc.constant(String(whole))
        : fc
            .integer({ min: 0, max: 10 ** decimals - 1 })
            .map((f) => `${whole}.${String(f).padStart(decimals, "0")}`),
    );
const small = figure(4);
const large = figure(9);

const line: fc.Arbitrary<PricingLineInput> = fc
  .record({
    id: fc.constant("x"),
    quantity: fc.oneof(small, large),
    price: fc.oneof(small, large),
    cost: fc.option(fc.oneof(small, large), { nil: null }),
    softCost: fc.option(small, { nil: undefined }),
    resourceHours: fc.option(fc.oneof(small, large), { nil: undefined }),
    discount: fc.option(
      fc.oneof(
        fc.oneof(small, large).map((amount) => ({ amount })),
        figure(3).map((p) => ({ percent: p })),
      ),
      { nil: undefined },
    ),
    taxExempt: fc.option(fc.boolean(), { nil: undefined }),
    model: fc.constantFrom("one_time", "recurring", "usage_based"),
    billingFrequency: fc.constantFrom(...BILLING_FREQUENCIES),
  })
  .map(({ model, billingFrequency, ...rest }) =>
    model === "one_time"
      ? { ...rest, pricingModel: model }
      : { ...rest, pricingModel: model, billingFrequency },
  );

/** MAX_CENTS in currency units. */
const LIMIT = new D(MAX_CENTS).dividedBy(100);
const lineOf = (quote: ReturnType<typeof priceQuote>) =>
  quote.locations[0]?.buildings[0]?.bundleProducts[0]?.lines[0] as PricedLine;

function expectedLine(input: PricingLineInput, term: TermMonths, ratePercent: string) {
  const q = new D(input.quantity);
  const extended = cents(q.times(input.price));
  const d = input.discount;
  const asked =
    d === undefined
      ? new D(0)
      : "percent" in d
        ? cents(extended.times(d.percent).dividedBy(100))
        : cents(new D(d.amount));
  const discount = D.min(asked, extended);
  const periods = input.pricingModel === "one_time" ? 1 : billingPeriodsInTerm(input.billingFrequency, term);
  const revenue = extended.minus(discount).times(periods);
  const cost = cents(q.times(input.cost ?? 0)).times(periods);
  const softCost = cents(q.times(input.softCost ?? 0)).times(periods);
  const hours = q.times(input.resourceHours ?? 0);
  const tax = input.taxExempt ? new D(0) : cents(revenue.times(ratePercent).dividedBy(100));
  const largest = D.max(extended, revenue, cost, softCost, tax, discount.times(periods));
  return {
    largest,
    termTotal: money(revenue),
    cost: money(cost),
    softCost: money(softCost),
    totalCost: money(cost.plus(softCost)),
    grossProfit: money(revenue.minus(cost)),
    grossMargin: percent(revenue.minus(cost), revenue),
    netProfit: money(revenue.minus(cost).minus(softCost)),
    netMargin: percent(revenue.minus(cost).minus(softCost), revenue),
    discount: money(discount.times(periods)),
    estimatedSalesTax: money(tax),
    totalUnitCost: money(new D(input.cost ?? 0).plus(input.softCost ?? 0)),
    resourceHours: hours.toFixed(),
    totalResourceHours: hours.times(term).toFixed(),
  };
}

describe("priceLine against decimal.js", () => {
  it("prices every line exactly as the domain §5 formulas do in decimal arithmetic, or refuses it", () => {
    const terms = fc.constantFrom(...TERM_MONTHS);
    const rates = fc.constantFrom("0", "10.35", "7.125");
    fc.assert(
      fc.property(line, terms, rates, (input, term, rate) => {
        const price = () => {
          try {
            return lineOf(
              priceQuote({
                termMonths: term,
                pointOfSale: { country: "US" },
                taxRates: [{ country: "US", ratePercent: rate }],
                locations: [
                  { id: "l", buildings: [{ id: "b", bundleProducts: [{ id: "p", lines: [input] }] }] },
                ],
              }),
            );
          } catch (err) {
            throw new Error(err instanceof AppError ? Object.values(err.fields ?? {}).join() : String(err));
          }
        };
        const { largest, ...expected } = expectedLine(input, term, rate);
        // Refused exactly when a figure is past the limit, give or take the building's rounding up.
        if (largest.gt(LIMIT.plus(100))) expect(price).toThrow(PRICING_MESSAGES.tooLarge);
        else if (largest.lt(LIMIT.minus(100))) expect(price()).toMatchObject(expected);
      }),
      { numRuns: 1000 },
    );
  });
});
