import { describe, expect, it } from "vitest";
import { priceQuote } from "./price-quote.ts";
import type { PricingLineInput } from "./pricing-types.ts";

describe("priceQuote: sales tax only on taxable revenue", () => {
  it("estimates tax on hardware and licences but not on tax-exempt services, at every level", () => {
    const lines: PricingLineInput[] = [
      { id: "hardware", pricingModel: "one_time", quantity: "1", price: "1000.00", cost: "700" },
      { id: "install", pricingModel: "one_time", quantity: "4", price: "100.00", taxExempt: true },
      {
        id: "managed",
        pricingModel: "recurring",
        billingFrequency: "monthly",
        quantity: "1",
        price: "150.00",
        taxExempt: true,
      },
      {
        id: "licence",
        pricingModel: "recurring",
        billingFrequency: "annually",
        quantity: "2",
        price: "120.00",
      },
    ];
    const quote = priceQuote({
      termMonths: 24,
      pointOfSale: { country: "US", region: "TX" },
      taxRates: [{ country: "US", region: "TX", ratePercent: "8.25" }],
      locations: [{ id: "l", buildings: [{ id: "b", bundleProducts: [{ id: "p", lines }] }] }],
    });
    const priced = quote.locations[0]?.buildings[0]?.bundleProducts[0]?.lines ?? [];
    expect(priced.map((l) => [l.id, l.termTotal, l.estimatedSalesTax, l.taxRatePercent])).toEqual([
      ["hardware", "1000.00", "82.50", "8.25"], // 1000 × 8.25 %
      ["install", "400.00", "0.00", "0"],
      ["managed", "3600.00", "0.00", "0"], // 150 × 24 months, a service
      ["licence", "480.00", "39.60", "8.25"], // 240 a year × 2 years × 8.25 %
    ]);
    // 122.10 on 1,480.00 of taxable revenue out of 5,480.00
    expect(quote).toMatchObject({ termTotal: "5480.00", estimatedSalesTax: "122.10" });
    expect(quote.locations[0]).toMatchObject({ estimatedSalesTax: "122.10", taxRatePercent: "8.25" });
  });
});
