import { describe, expect, it } from "vitest";
import {
  alternativeGroupsWithoutOneChoice,
  priceProject,
  type QuotePricingLine,
  type QuotePricingProject,
} from "./quote-pricing.ts";

// Figures worked out by hand (12-month term; MA 6.25 % and PA 6 % sales tax):
//   Boston   a1 one-time 2 × 100 (cost 60)        200.00 once, cost 120, tax 12.50
//            a2 monthly 1 × 50 (cost 20, exempt)  50.00 a month → 600.00, cost 240, no tax
//            a3 optional one-time 300 (cost 200)  not chosen → left out
//   Philly   r  one-time 1 × 0, no cost            free; counts as a line without distributor cost
//            good 100 / better 200 / best 400 (costs 70 / 120 / 250), better chosen → 200.00, tax 12.00
// Chosen set: one-time 400.00, monthly 50.00, term 1,000.00, cost 480.00, profit 520.00 (52 %), tax 24.50.
// Range low: required + cheapest (good): 300.00 once, 900.00 over the term.
// Range high: every option + dearest (best): 900.00 once, 1,500.00 over the term.

function line(id: string, fields: Partial<QuotePricingLine> = {}): QuotePricingLine {
  return {
    id,
    pricingModel: "one_time",
    billingFrequency: null,
    quantity: "1",
    price: "0",
    cost: null,
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

function twoSiteQuote(boston: QuotePricingLine[] = [], philly: QuotePricingLine[] = []): QuotePricingProject {
  return {
    termMonths: 12,
    taxRates: [
      { country: "US", region: "MA", ratePercent: "6.25" },
      { country: "US", region: "PA", ratePercent: "6" },
    ],
    locations: [
      {
        id: "boston",
        country: "US",
        region: "MA",
        locality: "Boston",
        buildings: [{ id: "hq", bundleProducts: [{ id: "bp-wifi", lines: boston }] }],
      },
      {
        id: "philly",
        country: "US",
        region: "PA",
        locality: "Philadelphia",
        buildings: [{ id: "store", bundleProducts: [{ id: "bp-ap", lines: philly }] }],
      },
    ],
  };
}

const bostonLines = (optionalChosen = false) => [
  line("a1", { quantity: "2", price: "100.00", cost: "60.00" }),
  line("a2", {
    pricingModel: "recurring",
    billingFrequency: "monthly",
    price: "50.00",
    cost: "20.00",
    taxExempt: true,
  }),
  line("a3", { price: "300.00", cost: "200.00", optional: true, chosen: optionalChosen }),
];

const phillyLines = (chosen: "good" | "better" | "best" = "better") => [
  line("r"),
  line("good", { price: "100.00", cost: "70.00", alternativeGroup: "ap", chosen: chosen === "good" }),
  line("better", { price: "200.00", cost: "120.00", alternativeGroup: "ap", chosen: chosen === "better" }),
  line("best", { price: "400.00", cost: "250.00", alternativeGroup: "ap", chosen: chosen === "best" }),
];

describe("priceProject", () => {
  it("prices the chosen set of a two-location quote, each site taxed at its own rate", () => {
    const { quote } = priceProject(twoSiteQuote(bostonLines(), phillyLines()));
    expect(quote).toMatchObject({
      termMonths: 12,
      oneTimeTotal: "400.00",
      termTotal: "1000.00",
      cost: "480.00",
      grossProfit: "520.00",
      grossMargin: "52.00",
      netProfit: "520.00",
      estimatedSalesTax: "24.50",
      linesWithoutDistributorCost: 1,
    });
    expect(quote.recurringTotals.monthly).toBe("50.00");
    expect(quote.locations.map((l) => [l.id, l.taxRatePercent, l.oneTimeTotal, l.termTotal, l.cost])).toEqual(
      [
        ["boston", "6.25", "200.00", "800.00", "360.00"],
        ["philly", "6", "200.00", "200.00", "120.00"],
      ],
    );
    expect(quote.locations.map((l) => l.estimatedSalesTax)).toEqual(["12.50", "12.00"]);
  });

  it("leaves an optional line out until it is chosen, but always gives its own figures", () => {
    const left = priceProject(twoSiteQuote(bostonLines(false), phillyLines()));
    expect(left.lineFigures.get("a3")).toMatchObject({ termTotal: "300.00", cost: "200.00" });
    expect(left.quote.locations[0]?.buildings[0]?.bundleProducts[0]?.lines.map((l) => l.id)).toEqual([
      "a1",
      "a2",
    ]);

    const chosen = priceProject(twoSiteQuote(bostonLines(true), phillyLines()));
    expect(chosen.quote).toMatchObject({ oneTimeTotal: "700.00", termTotal: "1300.00", cost: "680.00" });
    expect(chosen.quote.estimatedSalesTax).toBe("43.25"); // + 6.25 % of 300.00
    expect(chosen.pricedLineCount).toBe(4);
  });

  it("counts only the chosen alternative, and the range runs from the cheapest to the dearest", () => {
    const better = priceProject(twoSiteQuote(bostonLines(), phillyLines("better")));
    expect(better.range).toEqual({
      low: { oneTimeTotal: "300.00", termTotal: "900.00" },
      high: { oneTimeTotal: "900.00", termTotal: "1500.00" },
    });
    expect(better.lineFigures.get("best")?.termTotal).toBe("400.00");

    const best = priceProject(twoSiteQuote(bostonLines(), phillyLines("best")));
    expect(best.quote).toMatchObject({ oneTimeTotal: "600.00", termTotal: "1200.00", cost: "610.00" });
    // The range depends on what could be chosen, not on what is.
    expect(best.range).toEqual(better.range);
  });

  it("ranks alternatives by their term total, so a monthly line can be the cheapest", () => {
    const project = twoSiteQuote(
      [],
      [
        line("buy", { price: "500.00", alternativeGroup: "fw" }),
        line("rent", {
          pricingModel: "recurring",
          billingFrequency: "monthly",
          price: "30.00",
          alternativeGroup: "fw",
          chosen: false,
        }),
      ],
    );
    expect(priceProject(project).range).toEqual({
      low: { oneTimeTotal: "0.00", termTotal: "360.00" },
      high: { oneTimeTotal: "500.00", termTotal: "500.00" },
    });
  });

  it("counts as priced only chosen lines with a quantity and a price above zero", () => {
    expect(priceProject(twoSiteQuote(bostonLines(), phillyLines())).pricedLineCount).toBe(3);
    const zeroes = twoSiteQuote([
      line("q0", { quantity: "0", price: "10" }),
      line("p0", { price: "0.000000" }),
    ]);
    expect(priceProject(zeroes).pricedLineCount).toBe(0);
    // NUMERIC columns come back padded; they count the same.
    const padded = twoSiteQuote([line("p", { quantity: "2.000000", price: "0.500000" })]);
    expect(priceProject(padded).pricedLineCount).toBe(1);
  });

  it("prices an empty quote at zero with the US as point of sale", () => {
    const priced = priceProject({ termMonths: 36, taxRates: [], locations: [] });
    expect(priced.quote).toMatchObject({ termMonths: 36, termTotal: "0.00", grossMargin: null });
    expect(priced.range.low).toEqual({ oneTimeTotal: "0.00", termTotal: "0.00" });
    expect(priced.pricedLineCount).toBe(0);
  });
});

describe("alternativeGroupsWithoutOneChoice", () => {
  it("names every line of a group with no choice or more than one, per bundle product", () => {
    const bundleProducts = [
      {
        id: "bp1",
        lines: [
          { id: "x", alternativeGroup: null, chosen: false },
          { id: "g1", alternativeGroup: "ap", chosen: true },
          { id: "g2", alternativeGroup: "ap", chosen: false },
          { id: "n1", alternativeGroup: "fw", chosen: false },
          { id: "n2", alternativeGroup: "fw", chosen: false },
        ],
      },
      {
        // The same group name in another bundle product is another group.
        id: "bp2",
        lines: [
          { id: "t1", alternativeGroup: "ap", chosen: true },
          { id: "t2", alternativeGroup: "ap", chosen: true },
        ],
      },
    ];
    expect(alternativeGroupsWithoutOneChoice(bundleProducts).sort()).toEqual(["n1", "n2", "t1", "t2"]);
  });

  it("finds nothing when every group has exactly one choice", () => {
    const bundleProducts = [{ id: "bp-ap", lines: phillyLines("good") }];
    expect(alternativeGroupsWithoutOneChoice(bundleProducts)).toEqual([]);
  });
});
