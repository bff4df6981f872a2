import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages.ts";
import { ZPriceQuoteInput } from "./price-quote.schema.ts";
import { priceQuote } from "./price-quote.ts";
import { PRICING_MESSAGES } from "./pricing-messages.ts";

const line = {
  id: "l1",
  pricingModel: "recurring",
  billingFrequency: "monthly",
  quantity: "2",
  price: "49.99",
  cost: "30",
  softCost: "2.50",
  resourceHours: "0.25",
  discount: { percent: "10" },
  taxExempt: false,
};
function request(overrides: { line?: object; building?: object; quote?: object } = {}) {
  return {
    termMonths: 36,
    pointOfSale: { country: "US", region: "WA" },
    taxRates: [{ country: "US", region: "WA", ratePercent: "6.5" }],
    locations: [
      {
        id: "loc",
        buildings: [
          {
            id: "b",
            discount: "100.00",
            bundleProducts: [{ id: "p", lines: [{ ...line, ...overrides.line }] }],
            ...overrides.building,
          },
        ],
      },
    ],
    ...overrides.quote,
  };
}
const LINE = "locations.0.buildings.0.bundleProducts.0.lines.0";

/** Every field error as path → message, the way the server reports them. */
function errorsOf(input: unknown): Record<string, string> {
  const result = ZPriceQuoteInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("ZPriceQuoteInput: what a pricing request may hold", () => {
  it("accepts a complete request, which then prices", () => {
    const parsed = ZPriceQuoteInput.parse(request());
    expect(priceQuote(parsed).termTotal).not.toBe("0.00");
  });

  it("accepts JSON numbers for figures and hands the engine decimal strings", () => {
    const parsed = ZPriceQuoteInput.parse(request({ line: { quantity: 3, price: 12.5 } }));
    const priced = parsed.locations[0]?.buildings[0]?.bundleProducts[0]?.lines[0];
    expect(priced).toMatchObject({ quantity: "3", price: "12.5" });
  });

  it("accepts a one-time line without a billing frequency, and a line without cost", () => {
    const oneTime = { pricingModel: "one_time", billingFrequency: undefined, cost: null };
    expect(errorsOf(request({ line: oneTime }))).toEqual({});
  });

  it("rejects a negative price, cost or building discount", () => {
    expect(errorsOf(request({ line: { price: "-1.00", cost: "-2" } }))).toEqual({
      [`${LINE}.price`]: MESSAGES.notNegative,
      [`${LINE}.cost`]: MESSAGES.notNegative,
    });
    expect(errorsOf(request({ building: { discount: "-5" } }))).toEqual({
      "locations.0.buildings.0.discount": MESSAGES.notNegative,
    });
  });

  it("rejects a term of 7 months", () => {
    expect(errorsOf(request({ quote: { termMonths: 7 } }))).toEqual({ termMonths: PRICING_MESSAGES.term });
  });

  it("rejects an unknown billing frequency, a missing one, and one on a one-time line", () => {
    expect(errorsOf(request({ line: { billingFrequency: "weekly" } }))).toEqual({
      [`${LINE}.billingFrequency`]: PRICING_MESSAGES.billingFrequency,
    });
    expect(errorsOf(request({ line: { billingFrequency: undefined } }))).toEqual({
      [`${LINE}.billingFrequency`]: PRICING_MESSAGES.billingFrequency,
    });
    expect(errorsOf(request({ line: { pricingModel: "one_time" } }))).toEqual({
      [`${LINE}.billingFrequency`]: PRICING_MESSAGES.oneTimeFrequency,
    });
  });

  it("rejects an unknown pricing model", () => {
    expect(errorsOf(request({ line: { pricingModel: "lease" } }))).toEqual({
      [`${LINE}.pricingModel`]: PRICING_MESSAGES.pricingModel,
    });
  });

  it("rejects too many decimals: seven on a unit figure, three on an amount of money", () => {
    expect(errorsOf(request({ line: { quantity: "1.0000001", price: 0.1 + 0.2 } }))).toEqual({
      [`${LINE}.quantity`]: PRICING_MESSAGES.tooManyDecimals(6),
      [`${LINE}.price`]: PRICING_MESSAGES.tooManyDecimals(6),
    });
    expect(errorsOf(request({ building: { discount: "10.005" } }))).toEqual({
      "locations.0.buildings.0.discount": PRICING_MESSAGES.tooManyDecimals(2),
    });
  });

  it("rejects a figure of a billion or more, which the engine cannot price", () => {
    expect(errorsOf(request({ line: { quantity: "1000000000", price: "999999999.999999" } }))).toEqual({
      [`${LINE}.quantity`]: PRICING_MESSAGES.belowBillion,
    });
  });

  it("rejects what is not a number in the domain §5 format", () => {
    expect(errorsOf(request({ line: { quantity: "1e3", price: "12,50" } }))).toEqual({
      [`${LINE}.quantity`]: MESSAGES.numberFormat,
      [`${LINE}.price`]: MESSAGES.numberFormat,
    });
  });

  it("rejects a percentage above 100 and a discount that is both an amount and a percent", () => {
    expect(errorsOf(request({ line: { discount: { percent: "100.5" } } }))).toEqual({
      [`${LINE}.discount.percent`]: PRICING_MESSAGES.percentOver100,
    });
    expect(errorsOf(request({ line: { discount: { percent: "5", amount: "5" } } }))).toEqual({
      [`${LINE}.discount`]: PRICING_MESSAGES.discountKind,
    });
    expect(errorsOf(request({ quote: { taxRates: [{ country: "US", ratePercent: "101" }] } }))).toEqual({
      "taxRates.0.ratePercent": PRICING_MESSAGES.percentOver100,
    });
  });

  it("rejects a country that is not a two-letter code", () => {
    expect(errorsOf(request({ quote: { pointOfSale: { country: "USA" } } }))).toEqual({
      "pointOfSale.country": PRICING_MESSAGES.country,
    });
  });
});
