import type { BillingFrequency, PriceQuoteInput, PricingLineInput } from "@q2c/domain";

const FREQUENCIES: readonly BillingFrequency[] = ["monthly", "quarterly", "annually", "annually_3y"];

/** A deterministic quote of `lineCount` lines spread evenly over `buildingCount` buildings in 10 locations. */
export function makeQuote(lineCount: number, buildingCount: number): PriceQuoteInput {
  const linesPerBuilding = Math.ceil(lineCount / buildingCount);
  const locationCount = Math.min(10, buildingCount);
  let made = 0;
  const line = (n: number): PricingLineInput => {
    const common = {
      id: `line-${n}`,
      quantity: String((n % 7) + 1),
      price: `${(n % 500) + 10}.${String(n % 100).padStart(2, "0")}`,
      cost: n % 13 === 0 ? null : `${(n % 300) + 5}.25`,
      softCost: "3.10",
      resourceHours: "0.5",
      discount: n % 5 === 0 ? { percent: "7.5" } : n % 11 === 0 ? { amount: "4.00" } : undefined,
    };
    if (n % 3 === 0) return { ...common, pricingModel: "one_time" };
    return {
      ...common,
      pricingModel: n % 3 === 1 ? "recurring" : "usage_based",
      billingFrequency: FREQUENCIES[n % 4] ?? "monthly",
    };
  };
  const locations = Array.from({ length: locationCount }, (_, l) => ({
    id: `location-${l}`,
    buildings: Array.from({ length: buildingCount / locationCount }, (_, b) => {
      const lines: PricingLineInput[] = [];
      for (let i = 0; i < linesPerBuilding && made < lineCount; i++) lines.push(line(made++));
      // Five bundle products per building, as a building's bundles usually hold several products.
      const size = Math.ceil(lines.length / 5);
      return {
        id: `building-${l}-${b}`,
        bundleProducts: Array.from({ length: 5 }, (_, p) => ({
          id: `bundle-${l}-${b}-${p}`,
          lines: lines.slice(p * size, (p + 1) * size),
        })),
      };
    }),
  }));
  return {
    termMonths: 36,
    pointOfSale: { country: "US", region: "WA", locality: "Seattle" },
    taxRates: [
      { country: "US", ratePercent: "0" },
      { country: "US", region: "WA", ratePercent: "6.5" },
      { country: "US", region: "WA", locality: "Seattle", ratePercent: "10.35" },
    ],
    locations,
  };
}
