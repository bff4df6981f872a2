import { describe, expect, it } from "vitest";
import {
  automationPrice,
  type PricedProduct,
  type PriceRuleFormula,
  type PriceRuleMatch,
  planPriceChanges,
} from "./automation-price.ts";

const costPlus = (percent: string, rounding: PriceRuleFormula["rounding"] = "none"): PriceRuleFormula => ({
  method: "cost_plus",
  percent,
  rounding,
});
const margin = (percent: string, rounding: PriceRuleFormula["rounding"] = "none"): PriceRuleFormula => ({
  method: "target_margin",
  percent,
  rounding,
});

describe("automationPrice: cost-plus", () => {
  it("adds the percentage to the cost", () => {
    expect(automationPrice("80", costPlus("20"))).toBe("96.00");
    expect(automationPrice("5", costPlus("1000"))).toBe("55.00");
    expect(automationPrice("19.99", costPlus("0"))).toBe("19.99");
  });

  it("rounds to cents half up without rounding (0.15 × 1.10 = 0.165 → 0.17, not 0.16)", () => {
    expect(automationPrice("0.15", costPlus("10"))).toBe("0.17");
    // 10.01 × 1.125 = 11.26125
    expect(automationPrice("10.01", costPlus("12.5"))).toBe("11.26");
  });
});

describe("automationPrice: target margin", () => {
  it("divides the cost by one minus the margin", () => {
    // 70 / 0.7 = 100 exactly
    expect(automationPrice("70", margin("30"))).toBe("100.00");
    // 100 / 0.75 = 133.333…
    expect(automationPrice("100", margin("25"))).toBe("133.33");
    // 10 / 0.6 = 16.666… → 16.67 (half up)
    expect(automationPrice("10", margin("40"))).toBe("16.67");
    // 1 / 0.0001 = 10000
    expect(automationPrice("1", margin("99.99"))).toBe("10000.00");
    expect(automationPrice("42.5", margin("0"))).toBe("42.50");
  });

  it("refuses a margin of 100%, which no price can give", () => {
    expect(() => automationPrice("10", margin("100"))).toThrow(RangeError);
  });
});

describe("automationPrice: rounding", () => {
  it("whole rounds up to the next whole unit and keeps a whole price as it is", () => {
    expect(automationPrice("10.01", costPlus("12.5", "whole"))).toBe("12.00");
    expect(automationPrice("100", margin("25", "whole"))).toBe("134.00");
    expect(automationPrice("20", costPlus("0", "whole"))).toBe("20.00");
    expect(automationPrice("20.001", costPlus("0", "whole"))).toBe("21.00");
  });

  it("ends_99 goes to the next x.99 at or above, keeping a price that already ends in .99", () => {
    expect(automationPrice("10.01", costPlus("12.5", "ends_99"))).toBe("11.99");
    expect(automationPrice("100", margin("25", "ends_99"))).toBe("133.99");
    expect(automationPrice("19.99", costPlus("0", "ends_99"))).toBe("19.99");
    // 19.991 is above 19.99, so the next .99 is 20.99; a whole 100 goes to 100.99.
    expect(automationPrice("19.991", costPlus("0", "ends_99"))).toBe("20.99");
    expect(automationPrice("70", margin("30", "ends_99"))).toBe("100.99");
  });

  it("nearest_5 goes to the nearest multiple of 5, halves up", () => {
    // 11.26125 / 5 = 2.25 → 2 → 10
    expect(automationPrice("10.01", costPlus("12.5", "nearest_5"))).toBe("10.00");
    // 133.33 / 5 = 26.67 → 27 → 135
    expect(automationPrice("100", margin("25", "nearest_5"))).toBe("135.00");
    expect(automationPrice("12.5", costPlus("0", "nearest_5"))).toBe("15.00");
    expect(automationPrice("12.49", costPlus("0", "nearest_5"))).toBe("10.00");
    expect(automationPrice("2.4", costPlus("0", "nearest_5"))).toBe("0.00");
  });

  it("prices a cost of 0 at 0 in every mode but ends_99, whose next x.99 is 0.99", () => {
    for (const rounding of ["none", "whole", "nearest_5"] as const) {
      expect(automationPrice("0", costPlus("50", rounding))).toBe("0.00");
      expect(automationPrice("0", margin("50", rounding))).toBe("0.00");
    }
    expect(automationPrice("0", costPlus("50", "ends_99"))).toBe("0.99");
  });
});

describe("planPriceChanges", () => {
  const NETWORKING = "cat-networking";
  const SWITCHES = "cat-switches";
  const SOFTWARE = "cat-software";
  const trees = new Map([[NETWORKING, new Set([NETWORKING, SWITCHES])]]);
  const rule = (over: Partial<PriceRuleMatch>): PriceRuleMatch => ({
    id: "r",
    name: "Rule",
    target: "all",
    categoryId: null,
    manufacturerId: null,
    method: "cost_plus",
    percent: "10",
    rounding: "none",
    ...over,
  });
  const product = (over: Partial<PricedProduct>): PricedProduct => ({
    id: "p",
    categoryId: SOFTWARE,
    manufacturerId: null,
    cost: "100",
    price: "100",
    ...over,
  });

  it("lets the first matching rule win, matching categories beneath a category rule's", () => {
    const rules = [
      rule({ id: "mf", target: "manufacturer", manufacturerId: "acme", percent: "50" }),
      rule({ id: "net", target: "category", categoryId: NETWORKING, percent: "20" }),
      rule({ id: "all", percent: "10" }),
    ];
    const plan = planPriceChanges(
      [
        product({ id: "switch", categoryId: SWITCHES }),
        product({ id: "acme-switch", categoryId: SWITCHES, manufacturerId: "acme" }),
        product({ id: "licence" }),
      ],
      rules,
      trees,
    );
    expect(plan.changes.map((c) => [c.product.id, c.rule.id, c.newPrice])).toEqual([
      ["switch", "net", "120.00"],
      ["acme-switch", "mf", "150.00"],
      ["licence", "all", "110.00"],
    ]);
  });

  it("counts products without a cost and products already at the rule's price, and leaves others out", () => {
    const plan = planPriceChanges(
      [
        product({ id: "no-cost", categoryId: SWITCHES, cost: null }),
        product({ id: "same", categoryId: SWITCHES, cost: "100", price: "120.0000" }),
        product({ id: "unmatched", categoryId: SOFTWARE, cost: null }),
      ],
      [rule({ target: "category", categoryId: NETWORKING, percent: "20" })],
      trees,
    );
    expect(plan).toEqual({ changes: [], skippedNoCost: 1, unchanged: 1 });
  });

  it("matches nothing for a category rule whose tree is unknown", () => {
    const plan = planPriceChanges(
      [product({})],
      [rule({ target: "category", categoryId: "gone" })],
      new Map(),
    );
    expect(plan).toEqual({ changes: [], skippedNoCost: 0, unchanged: 0 });
  });
});
