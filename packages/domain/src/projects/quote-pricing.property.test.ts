import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TERM_MONTHS } from "../pricing/pricing-constants.ts";
import { priceProject, type QuotePricingLine, type QuotePricingProject } from "./quote-pricing.ts";

// priceProject prices each line once for all the selections it totals (the chosen set, every line, the
// range's two ends). Each selection must come out exactly as that selection priced on its own: a quote
// holding only those lines, as plain lines, has one selection and so nothing to share.

const money = fc.integer({ min: 0, max: 5_000_000 }).map((cents) => (cents / 100).toFixed(2));

const lineFields = fc.record({
  pricingModel: fc.constantFrom("one_time", "recurring", "usage_based"),
  billingFrequency: fc.constantFrom("monthly", "quarterly", "annually"),
  quantity: fc.integer({ min: 0, max: 300 }).map(String),
  price: money,
  cost: fc.option(money, { nil: null }),
  softCost: money,
  resourceHours: fc.constantFrom("0", "0.5", "2.25"),
  discount: fc.option(
    fc.oneof(
      money.map((amount) => ({ amount })),
      fc.integer({ min: 0, max: 100 }).map((p) => ({ percent: String(p) })),
    ),
    { nil: null },
  ),
  taxExempt: fc.boolean(),
  optional: fc.boolean(),
  alternativeGroup: fc.constantFrom(null, null, "good-better-best", "speed"),
  chosen: fc.boolean(),
});

const project: fc.Arbitrary<QuotePricingProject> = fc
  .record({
    termMonths: fc.constantFrom(...TERM_MONTHS),
    locations: fc.array(
      fc.array(fc.array(fc.array(lineFields, { maxLength: 5 }), { maxLength: 3 }), { maxLength: 2 }),
      {
        minLength: 1,
        maxLength: 3,
      },
    ),
  })
  .map(({ termMonths, locations }) => {
    let n = 0;
    const regions = ["WA", "MA", "PA"];
    return {
      termMonths,
      taxRates: [
        { country: "US", region: "WA", ratePercent: "10.35" },
        { country: "US", region: "MA", ratePercent: "6.25" },
      ],
      locations: locations.map((buildings, li) => ({
        id: `loc-${li}`,
        country: "US",
        region: regions[li] ?? "WA",
        locality: "",
        buildings: buildings.map((products, bi) => ({
          id: `b-${li}-${bi}`,
          bundleProducts: products.map((lines, pi) => ({
            id: `bp-${li}-${bi}-${pi}`,
            lines: lines.map((fields) => {
              const id = `line-${n++}`;
              const { pricingModel, billingFrequency, ...rest } = fields;
              return pricingModel === "one_time"
                ? { id, ...rest, pricingModel, billingFrequency: null }
                : { id, ...rest, pricingModel, billingFrequency };
            }),
          })),
        })),
      })),
    } satisfies QuotePricingProject;
  });

/** The quote with only the lines `pick` keeps, each a plain line in the chosen set. */
function only(p: QuotePricingProject, pick: (line: QuotePricingLine) => boolean): QuotePricingProject {
  return {
    ...p,
    locations: p.locations.map((l) => ({
      ...l,
      buildings: l.buildings.map((b) => ({
        ...b,
        bundleProducts: b.bundleProducts.map((bp) => ({
          ...bp,
          lines: bp.lines
            .filter(pick)
            .map((line) => ({ ...line, optional: false, alternativeGroup: null, chosen: true })),
        })),
      })),
    })),
  };
}

describe("priceProject's selections", () => {
  it("price the chosen set as a quote of just those lines prices", () => {
    fc.assert(
      fc.property(project, (p) => {
        expect(priceProject(p).quote).toEqual(priceProject(only(p, (line) => line.chosen)).quote);
      }),
      { numRuns: 200 },
    );
  });

  it("give every line the figures it has in a quote of every line", () => {
    fc.assert(
      fc.property(project, (p) => {
        expect(priceProject(p).lineFigures).toEqual(priceProject(only(p, () => true)).lineFigures);
      }),
      { numRuns: 100 },
    );
  });

  it("run the range from the required lines to every line when there are no alternatives", () => {
    const withoutAlternatives = project.map((p) => ({
      ...p,
      locations: only(p, () => true).locations.map((l, li) => ({
        ...l,
        buildings: l.buildings.map((b, bi) => ({
          ...b,
          bundleProducts: b.bundleProducts.map((bp, pi) => ({
            ...bp,
            lines: bp.lines.map((line, i) => {
              const source = p.locations[li]?.buildings[bi]?.bundleProducts[pi]?.lines[i];
              return { ...line, optional: source?.optional ?? false, chosen: source?.chosen ?? true };
            }),
          })),
        })),
      })),
    }));
    fc.assert(
      fc.property(withoutAlternatives, (p) => {
        const { range } = priceProject(p);
        const low = priceProject(only(p, (line) => !line.optional)).quote;
        const high = priceProject(only(p, () => true)).quote;
        expect(range.low).toEqual({ oneTimeTotal: low.oneTimeTotal, termTotal: low.termTotal });
        expect(range.high).toEqual({ oneTimeTotal: high.oneTimeTotal, termTotal: high.termTotal });
      }),
      { numRuns: 100 },
    );
  });
});
