import { describe, expect, it } from "vitest";
import { AppError } from "../errors/app-error.ts";
import { priceQuote } from "./price-quote.ts";
import type { BuildingInput, PricedBuilding, PricingLineInput } from "./pricing-types.ts";

// A building's own discount (domain §3): an amount off its one-time price, before the whole-unit rounding.

const TAX_10 = [{ country: "US", ratePercent: "10" }];

function priceBuildings(buildings: BuildingInput[]) {
  return priceQuote({
    termMonths: 12,
    pointOfSale: { country: "US" },
    taxRates: TAX_10,
    locations: [{ id: "l1", buildings }],
  });
}
const building = (discount: string | undefined, lines: PricingLineInput[]): BuildingInput => ({
  id: "b",
  discount,
  bundleProducts: [{ id: "p", lines }],
});
const only = (buildings: BuildingInput[]): PricedBuilding => {
  const priced = priceBuildings(buildings).locations[0]?.buildings[0];
  if (!priced) throw new Error("no building priced");
  return priced;
};

const hardware: PricingLineInput = {
  id: "hw",
  pricingModel: "one_time",
  quantity: "2",
  price: "100.00",
  cost: "60.00",
};
const installation: PricingLineInput = {
  id: "inst",
  pricingModel: "one_time",
  quantity: "1",
  price: "50.25",
  cost: "20.00",
  taxExempt: true,
};
const monitoring: PricingLineInput = {
  id: "mon",
  pricingModel: "recurring",
  billingFrequency: "monthly",
  quantity: "1",
  price: "30.10",
  cost: "10.00",
};

describe("priceQuote: a building's own discount", () => {
  it("comes off the one-time revenue before rounding up, lowers profit, and takes tax off its taxable share", () => {
    const b = only([building("25.50", [hardware, installation, monitoring])]);
    expect(b).toMatchObject({
      // one-time 200.00 + 50.25 = 250.25, less 25.50 = 224.75, rounded up to 225
      oneTimeTotal: "225.00",
      // 30.10 rounded up to 31, the discount does not touch it
      recurringTotals: { monthly: "31.00" },
      termTotal: "597.00", // 225 + 31 × 12
      discount: "25.50",
      buildingDiscount: "25.50",
      cost: "260.00", // 120 + 20 + 10 × 12
      grossProfit: "337.00",
      grossMargin: "56.45", // 337 / 597
      // Tax before: 20.00 (hardware) + 0 (exempt installation) + 36.12 (monitoring) = 56.12.
      // The discount's taxable share is 200.00 / 250.25 of it: 25.50 × 0.7992 × 10 % = 2.0380 → 2.04.
      buildingDiscountTax: "2.04",
      estimatedSalesTax: "54.08",
    });
    // The bundle product below shows the lines as priced, without the building's discount.
    expect(b.bundleProducts[0]).toMatchObject({
      oneTimeTotal: "250.25",
      discount: "0.00",
      estimatedSalesTax: "56.12",
    });
  });

  it("never takes more than the one-time revenue, and leaves a building without one-time revenue alone", () => {
    const small = only([building("1000", [{ ...hardware, quantity: "1", price: "40.00" }, monitoring])]);
    expect(small).toMatchObject({
      oneTimeTotal: "0.00",
      buildingDiscount: "40.00",
      discount: "40.00",
      buildingDiscountTax: "4.00", // all of the one-time tax, no more
      estimatedSalesTax: "36.12",
    });
    const recurringOnly = only([building("100", [monitoring])]);
    expect(recurringOnly).toMatchObject({
      buildingDiscount: "0.00",
      discount: "0.00",
      termTotal: "372.00",
      estimatedSalesTax: "36.12",
    });
  });

  it("adds up in the location and the quote like every other figure", () => {
    const quote = priceBuildings([
      { ...building("10.00", [hardware]), id: "with" },
      { ...building(undefined, [hardware]), id: "without" },
    ]);
    const [withDiscount, withoutDiscount] = quote.locations[0]?.buildings ?? [];
    expect(withDiscount).toMatchObject({
      oneTimeTotal: "190.00",
      discount: "10.00",
      estimatedSalesTax: "19.00",
    });
    expect(withoutDiscount).toMatchObject({
      oneTimeTotal: "200.00",
      discount: "0.00",
      estimatedSalesTax: "20.00",
    });
    expect(quote.locations[0]).toMatchObject({
      oneTimeTotal: "390.00",
      discount: "10.00",
      grossProfit: "150.00",
    });
    expect(quote).toMatchObject({ oneTimeTotal: "390.00", discount: "10.00", estimatedSalesTax: "39.00" });
  });

  it("refuses a discount that is not a figure, naming the building", () => {
    try {
      priceBuildings([building("-5", [hardware])]);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).fields).toEqual({ "locations.0.buildings.0.discount": expect.any(String) });
    }
  });
});
