import { describe, expect, it } from "vitest";
import { approvalCovers, guardrailBreaches, limitsOf } from "./guardrails.ts";
import { priceProject, type QuotePricingLine, type QuotePricingProject } from "./quote-pricing.ts";

function line(id: string, fields: Partial<QuotePricingLine> = {}): QuotePricingLine {
  return {
    id,
    pricingModel: "one_time",
    billingFrequency: null,
    quantity: "1",
    price: "100",
    cost: "60",
    softCost: "0",
    resourceHours: "0",
    discount: null,
    taxExempt: false,
    optional: false,
    alternativeGroup: null,
    chosen: true,
    ...fields,
  };
}

const quote = (lines: QuotePricingLine[]): QuotePricingProject => ({
  termMonths: 12,
  taxRates: [],
  locations: [
    {
      id: "l",
      country: "US",
      region: "MA",
      locality: "Boston",
      buildings: [{ id: "b", bundleProducts: [{ id: "bp", lines }] }],
    },
  ],
});

const breaches = (lines: QuotePricingLine[], min: string | null, max: string | null) => {
  const p = quote(lines);
  return guardrailBreaches(p, priceProject(p), { minMarginPercent: min, maxDiscountPercent: max });
};

describe("guardrailBreaches", () => {
  it("finds nothing without limits or within them", () => {
    expect(breaches([line("a")], null, null)).toEqual([]);
    expect(breaches([line("a")], "40", "10")).toEqual([]);
  });

  it("names a line below the minimum margin, and the quote when it is below too", () => {
    // a: 100 at cost 90 = 10 %; b: 100 at cost 20 = 80 %; the quote: 200 at 110 = 45 %.
    const found = breaches([line("a", { cost: "90" }), line("b", { cost: "20" })], "20", null);
    expect(found).toEqual([{ kind: "margin", lineId: "a", value: "10.00", limit: "20.00" }]);
    const both = breaches([line("a", { cost: "90" }), line("b", { cost: "20" })], "50", null);
    expect(both).toEqual([
      { kind: "margin", lineId: "a", value: "10.00", limit: "50.00" },
      { kind: "margin", lineId: null, value: "45.00", limit: "50.00" },
    ]);
  });

  it("counts a discount as a percent of the price before it, per line and for the quote", () => {
    const found = breaches([line("a", { discount: { amount: "25" }, cost: "10" })], null, "20");
    expect(found).toEqual([
      { kind: "discount", lineId: "a", value: "25.00", limit: "20.00" },
      { kind: "discount", lineId: null, value: "25.00", limit: "20.00" },
    ]);
  });

  it("never reads a line without cost as a margin (unknown, not 100 %), nor the quote's", () => {
    expect(breaches([line("a", { cost: null, price: "100" })], "99", null)).toEqual([]);
  });

  it("leaves out lines that are not chosen", () => {
    expect(
      breaches([line("a", { cost: "95", chosen: false, optional: true }), line("b")], "30", null),
    ).toEqual([]);
  });
});

describe("approvals cover the quote as it was asked for, no worse", () => {
  const asked = [
    { kind: "margin" as const, lineId: "a", value: "12.00", limit: "20.00" },
    { kind: "discount" as const, lineId: "a", value: "18.00", limit: "15.00" },
  ];
  const limits = limitsOf(asked);

  it("keeps the worst figures", () => {
    expect(limits).toEqual({ lowestMargin: "12.00", highestDiscount: "18.00" });
  });

  it("covers the same or better, not worse, nor a new kind of breach", () => {
    expect(approvalCovers(limits, asked)).toBe(true);
    expect(approvalCovers(limits, [{ ...asked[0]!, value: "15.00" }])).toBe(true);
    expect(approvalCovers(limits, [{ ...asked[0]!, value: "11.99" }])).toBe(false);
    expect(approvalCovers(limits, [{ ...asked[1]!, value: "18.01" }])).toBe(false);
    expect(approvalCovers({ lowestMargin: "12.00", highestDiscount: null }, [asked[1]!])).toBe(false);
  });
});
