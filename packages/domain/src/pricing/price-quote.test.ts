import { describe, expect, it } from "vitest";
import { AppError } from "../errors/app-error.ts";
import { priceQuote } from "./price-quote.ts";
import type { TermMonths } from "./pricing-constants.ts";
import { PRICING_MESSAGES } from "./pricing-messages.ts";
import type { PricedLine, PriceQuoteInput, PricingLineInput } from "./pricing-types.ts";

const TAX = [{ country: "US", ratePercent: "10" }];

function quoteOf(lines: PricingLineInput[], termMonths: TermMonths = 12): PriceQuoteInput {
  return {
    termMonths,
    pointOfSale: { country: "US" },
    taxRates: TAX,
    locations: [{ id: "l1", buildings: [{ id: "b1", bundleProducts: [{ id: "p1", lines }] }] }],
  };
}

function priceOne(line: PricingLineInput, termMonths: TermMonths = 12): PricedLine {
  const priced = priceQuote(quoteOf([line], termMonths)).locations[0]?.buildings[0]?.bundleProducts[0]
    ?.lines[0];
  if (!priced) throw new Error("no line priced");
  return priced;
}

const base = { id: "x", quantity: "1", price: "100.00", cost: "60.00" };

describe("priceQuote: the formulas of domain §5 on one line", () => {
  it("prices a one-time line: extended price, costs, profits, margins, hours, tax", () => {
    const line = priceOne({
      ...base,
      pricingModel: "one_time",
      quantity: "3",
      softCost: "10.00",
      resourceHours: "2",
    });
    expect(line).toMatchObject({
      billingPeriods: 1,
      oneTimeTotal: "300.00",
      termTotal: "300.00",
      cost: "180.00",
      softCost: "30.00",
      totalUnitCost: "70.00", // my cost + my soft cost
      totalCost: "210.00",
      grossProfit: "120.00", // revenue − hard cost
      grossMargin: "40.00",
      netProfit: "90.00", // revenue − total cost
      netMargin: "30.00",
      resourceHours: "6", // Resource Hours Ext = 2 h × 3
      totalResourceHours: "72", // × deal term of 12, as written
      estimatedSalesTax: "30.00",
      noDistributorCost: false,
      estimated: false,
    });
    expect(line.recurringTotals).toEqual({
      monthly: "0.00",
      quarterly: "0.00",
      annually: "0.00",
      annually_3y: "0.00",
    });
  });

  it("shows percentages to 2 decimals, rounding half up", () => {
    const line = priceOne({ ...base, pricingModel: "one_time", price: "3.00", cost: "1.00" });
    expect(line.grossMargin).toBe("66.67");
  });

  it("prices a monthly recurring line per period and over the term", () => {
    const line = priceOne(
      {
        ...base,
        pricingModel: "recurring",
        billingFrequency: "monthly",
        quantity: "2",
        price: "50.00",
        cost: "30.00",
      },
      24,
    );
    expect(line).toMatchObject({
      billingPeriods: 24,
      termTotal: "2400.00",
      cost: "1440.00",
      grossProfit: "960.00",
      grossMargin: "40.00",
    });
    expect(line.recurringTotals.monthly).toBe("100.00");
  });

  it.each([
    ["quarterly", 12, 4, "4800.00"],
    ["annually", 36, 3, "3600.00"],
    ["annually_3y", 36, 3, "3600.00"],
    ["annually_3y", 12, 3, "3600.00"], // a three-year commitment outlasts a one-year deal
    ["annually_3y", 60, 5, "6000.00"],
    ["monthly", 1, 1, "1200.00"],
    ["quarterly", 1, 1, "1200.00"], // a period is billed whole, never prorated
    ["annually", 1, 1, "1200.00"],
  ] as const)("bills %s over a %i-month term in %i periods", (billingFrequency, term, periods, termTotal) => {
    const line = priceOne({ ...base, price: "1200.00", pricingModel: "recurring", billingFrequency }, term);
    expect(line.billingPeriods).toBe(periods);
    expect(line.termTotal).toBe(termTotal);
    expect(line.recurringTotals[billingFrequency]).toBe("1200.00");
  });

  it("prices a usage-based line as recurring on the estimated quantity", () => {
    const line = priceOne({
      id: "u",
      pricingModel: "usage_based",
      billingFrequency: "monthly",
      quantity: "1000",
      price: "0.015",
      cost: "0.01",
    });
    expect(line).toMatchObject({
      estimated: true,
      termTotal: "180.00",
      cost: "120.00",
      grossProfit: "60.00",
    });
    expect(line.recurringTotals.monthly).toBe("15.00");
  });

  it("takes a percent discount off the extended price, rounded to cents", () => {
    const line = priceOne({
      ...base,
      pricingModel: "one_time",
      quantity: "3",
      price: "33.33",
      discount: { percent: "10" },
    });
    expect(line).toMatchObject({ discount: "10.00", oneTimeTotal: "89.99" });
  });

  it("repeats a recurring line's discount every period and never discounts below zero", () => {
    const recurring = priceOne({
      ...base,
      pricingModel: "recurring",
      billingFrequency: "monthly",
      discount: { amount: "5" },
    });
    expect(recurring).toMatchObject({ discount: "60.00", termTotal: "1140.00" });
    const free = priceOne({ ...base, pricingModel: "one_time", discount: { amount: "150" } });
    expect(free).toMatchObject({ discount: "100.00", termTotal: "0.00", grossMargin: null, netMargin: null });
  });

  it("flags a line without distributor cost and counts it upward", () => {
    const quote = priceQuote(quoteOf([{ id: "n", pricingModel: "one_time", quantity: "1", price: "10" }]));
    const line = quote.locations[0]?.buildings[0]?.bundleProducts[0]?.lines[0];
    expect(line).toMatchObject({ noDistributorCost: true, cost: "0.00", linesWithoutDistributorCost: 1 });
    expect(quote.linesWithoutDistributorCost).toBe(1);
  });

  it("does not tax a tax-exempt line", () => {
    const line = priceOne({ ...base, pricingModel: "one_time", taxExempt: true });
    expect(line).toMatchObject({ estimatedSalesTax: "0.00", taxRatePercent: "0" });
  });
});

describe("priceQuote: buildings, locations and the quote", () => {
  it("rounds building prices up to whole units and sums the rounded buildings", () => {
    const lines: PricingLineInput[] = [
      { id: "a", pricingModel: "one_time", quantity: "1", price: "10.10", cost: "5" },
      { id: "b", pricingModel: "one_time", quantity: "1", price: "20.20", cost: "5" },
      {
        id: "c",
        pricingModel: "recurring",
        billingFrequency: "monthly",
        quantity: "1",
        price: "9.01",
        cost: "5",
      },
    ];
    const input = quoteOf(lines);
    const building = { id: "b2", bundleProducts: [{ id: "p2", lines }] };
    input.locations = [
      { id: "l1", buildings: [{ id: "b1", bundleProducts: [{ id: "p1", lines }] }, building] },
    ];
    const quote = priceQuote(input);
    const b1 = quote.locations[0]?.buildings[0];
    expect(b1?.bundleProducts[0]).toMatchObject({ oneTimeTotal: "30.30", termTotal: "138.42" });
    expect(b1).toMatchObject({
      oneTimeTotal: "31.00",
      termTotal: "151.00",
      cost: "70.00",
      grossProfit: "81.00",
    });
    expect(b1?.recurringTotals.monthly).toBe("10.00");
    expect(quote).toMatchObject({ oneTimeTotal: "62.00", termTotal: "302.00", cost: "140.00" });
  });

  it("estimates tax from the most specific rate of the point of sale, or a location's own jurisdiction", () => {
    const input = quoteOf([{ ...base, pricingModel: "one_time" }]);
    input.pointOfSale = { country: "us", region: "wa", locality: "Seattle" };
    input.taxRates = [
      { country: "US", ratePercent: "1" },
      { country: "US", region: "WA", ratePercent: "6.5" },
      { country: "US", region: "WA", locality: "seattle", ratePercent: "10.35" },
    ];
    const lines = [{ ...base, pricingModel: "one_time" as const }];
    input.locations = [
      ...input.locations,
      {
        id: "or",
        taxJurisdiction: { country: "US", region: "OR" },
        buildings: [{ id: "b", bundleProducts: [{ id: "p", lines }] }],
      },
      {
        id: "de",
        taxJurisdiction: { country: "DE" },
        buildings: [{ id: "b", bundleProducts: [{ id: "p", lines }] }],
      },
    ];
    const [seattle, oregon, germany] = priceQuote(input).locations;
    expect(seattle).toMatchObject({
      taxRatePercent: "10.35",
      estimatedSalesTax: "10.35",
      taxRateMissing: false,
    });
    expect(oregon).toMatchObject({ taxRatePercent: "1", estimatedSalesTax: "1.00" });
    expect(germany).toMatchObject({ taxRatePercent: "0", estimatedSalesTax: "0.00", taxRateMissing: true });
  });

  it("refuses floats, negative amounts and unknown terms as bad requests naming the field", () => {
    const bad = (input: PriceQuoteInput) => {
      try {
        priceQuote(input);
      } catch (err) {
        return err instanceof AppError ? { code: err.code, fields: err.fields } : err;
      }
      return "no error";
    };
    const path = "locations.0.buildings.0.bundleProducts.0.lines.0";
    expect(bad(quoteOf([{ ...base, pricingModel: "one_time", price: 1.5 as unknown as string }]))).toEqual({
      code: "bad_request",
      fields: { [`${path}.price`]: expect.any(String) },
    });
    expect(bad(quoteOf([{ ...base, pricingModel: "one_time", quantity: "-1" }]))).toMatchObject({
      fields: { [`${path}.quantity`]: expect.any(String) },
    });
    expect(bad(quoteOf([], 6 as TermMonths))).toMatchObject({
      code: "bad_request",
      fields: { termMonths: expect.any(String) },
    });
  });

  it("refuses a seventh decimal, an unknown billing frequency and an unknown pricing model, naming the field", () => {
    const fieldsOf = (line: PricingLineInput) => {
      try {
        priceQuote(quoteOf([line]));
      } catch (err) {
        return err instanceof AppError ? Object.keys(err.fields ?? {}) : err;
      }
      return "no error";
    };
    const path = "locations.0.buildings.0.bundleProducts.0.lines.0";
    // Six decimals are what the engine holds exactly; it refuses a figure rather than round it.
    expect(fieldsOf({ ...base, pricingModel: "one_time", price: "0.0000001" })).toEqual([`${path}.price`]);
    const weekly = {
      ...base,
      pricingModel: "recurring",
      billingFrequency: "weekly",
    } as unknown as PricingLineInput;
    expect(fieldsOf(weekly)).toEqual([`${path}.billingFrequency`]);
    const lease = { ...base, pricingModel: "lease" } as unknown as PricingLineInput;
    expect(fieldsOf(lease)).toEqual([`${path}.pricingModel`]);
  });

  it("refuses a line whose amounts pass about 45 trillion rather than lose cents", () => {
    const huge: PricingLineInput = {
      ...base,
      pricingModel: "one_time",
      quantity: "999999",
      price: "999999999",
    };
    expect(() => priceQuote(quoteOf([huge]))).toThrow(AppError);
    try {
      priceQuote(quoteOf([huge]));
    } catch (err) {
      expect((err as AppError).fields).toEqual({
        "locations.0.buildings.0.bundleProducts.0.lines.0": PRICING_MESSAGES.tooLarge,
      });
    }
  });
});
