import { describe, expect, it } from "vitest";
import { formatMoney4, productFigures } from "./product-figures.ts";
import { productRuleErrors, ZCreateProductRequest } from "./products.ts";

describe("productFigures", () => {
  it("derives total cost, profits and margins from price, cost and soft cost (domain §5)", () => {
    expect(productFigures({ price: "200", cost: "120.5", softCost: "9.5" })).toEqual({
      totalUnitCost: "130.00",
      grossProfit: "79.50",
      grossMargin: "39.75",
      netProfit: "70.00",
      netMargin: "35.00",
      costMissing: false,
    });
  });

  it("flags a missing cost and leaves its profits and margins unknown rather than 100%", () => {
    expect(productFigures({ price: "450", cost: null, softCost: "20" })).toEqual({
      totalUnitCost: "20.00",
      grossProfit: null,
      grossMargin: null,
      netProfit: null,
      netMargin: null,
      costMissing: true,
    });
  });

  it("answers zero margins for a zero price with a cost", () => {
    expect(productFigures({ price: "0", cost: "0", softCost: "0" })).toMatchObject({
      grossMargin: "0.00",
      netMargin: "0.00",
      costMissing: false,
    });
  });

  it("answers negative profit when the cost is above the price, rounding margins half up", () => {
    expect(productFigures({ price: "3", cost: "4", softCost: "0.0001" })).toMatchObject({
      grossProfit: "-1.00",
      grossMargin: "-33.33",
      netProfit: "-1.0001",
      netMargin: "-33.34",
    });
  });

  it("keeps decimals beyond cents only when there are some", () => {
    expect(formatMoney4("12.5000")).toBe("12.50");
    expect(formatMoney4("0.1234")).toBe("0.1234");
    expect(formatMoney4("100")).toBe("100.00");
  });
});

describe("product rules", () => {
  const base = { kind: "product", categoryId: "0190a000-0000-7000-8000-0000000c1004", name: "X", price: "1" };

  it("requires a billing frequency for a recurring product and orders every date pair", () => {
    expect(
      productRuleErrors({
        pricingModel: "recurring",
        supportStartDate: "2026-02-01",
        supportEndDate: "2026-01-01",
      }),
    ).toEqual({
      billingFrequency: "Billing frequency is required",
      supportEndDate: "The end date cannot be before the start date.",
    });
    expect(productRuleErrors({ pricingModel: "recurring", billingFrequency: "monthly" })).toEqual({});
  });

  it("refuses on create a number too large for its column with the number-format message", () => {
    const res = ZCreateProductRequest.safeParse({ ...base, price: "123456789012345" });
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => i.message)).toEqual(["Enter a number like 1200 or 1200.50"]);
    expect(ZCreateProductRequest.safeParse({ ...base, price: "12345678901234.5678" }).success).toBe(true);
  });

  it("gives one message for a negative amount", () => {
    const res = ZCreateProductRequest.safeParse({ ...base, price: "-1.5" });
    expect(res.error?.issues.map((i) => i.message)).toEqual(["This cannot be negative."]);
  });
});
