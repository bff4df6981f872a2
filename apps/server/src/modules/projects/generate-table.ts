import { type PricingTotals, priceProject, type TPricingTable } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { loadAggregate, type ProjectAggregate, pricingProjectOf } from "../project-core/aggregate.ts";
import { redactPricingTable, seesCosts } from "../project-core/cost-redaction.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";
import { figuresOf, trimDecimal } from "../project-core/project-view.ts";

type Row = TPricingTable["rows"][number];

const ZERO = "0.00";
const sums = (t: PricingTotals | undefined) => ({
  oneTimeTotal: t?.oneTimeTotal ?? ZERO,
  monthlyTotal: t?.recurringTotals.monthly ?? ZERO,
  termTotal: t?.termTotal ?? ZERO,
});

/**
 * GET /projects/{id}/generate-table: the proposal's pricing table, one row per site, building, bundle
 * product and line in the builder's order. Sites, buildings and bundle products show the chosen set's
 * totals; every line shows its own figures, and lines the customer may leave out (optional, or an
 * alternative not chosen) say so.
 */
export async function generateTable(deps: Deps, principal: Principal, id: string): Promise<TPricingTable> {
  const { db } = deps;
  const project = await findProjectInScope(db, principal, id);
  const table = pricingTableOf(await loadAggregate(db, project));
  return seesCosts(principal, project) ? table : redactPricingTable(table);
}

/**
 * The pricing table of a loaded quote, costs included: callers that answer someone outside the MSP
 * redact it (redactPricingTable); the documents' {{pricingTable}} prints only names, quantities and prices.
 */
export function pricingTableOf(agg: ProjectAggregate): TPricingTable {
  const priced = priceProject(pricingProjectOf(agg));
  const rows: Row[] = [];
  const group = (level: Row["level"], depth: number, r: { id: string; name: string }, t?: PricingTotals) =>
    rows.push({
      level,
      id: r.id,
      name: r.name,
      depth,
      quantity: null,
      unitPrice: null,
      ...sums(t),
      optional: false,
      alternativeGroup: null,
    });
  agg.locations.forEach((l, li) => {
    const pl = priced.quote.locations[li];
    group("location", 0, l, pl);
    l.buildings.forEach((b, bi) => {
      const pb = pl?.buildings[bi];
      group("building", 1, b, pb);
      b.bundleProducts.forEach((bp, bpi) => {
        group("bundleProduct", 2, bp, pb?.bundleProducts[bpi]);
        for (const line of bp.lines) {
          rows.push({
            level: "line",
            id: line.id,
            name: line.name,
            depth: 3,
            quantity: trimDecimal(line.quantity),
            unitPrice: trimDecimal(line.price),
            ...sums(priced.lineFigures.get(line.id)),
            optional: line.optional || !line.chosen,
            alternativeGroup: line.alternativeGroup,
          });
        }
      });
    });
  });
  return { termMonths: agg.project.termMonths, rows, totals: figuresOf(priced.quote) };
}
