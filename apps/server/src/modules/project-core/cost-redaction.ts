import type {
  TLineFigures,
  TPricingFigures,
  TPricingTable,
  TProject,
  TProjectLocation,
  TQuoteTotals,
} from "@q2c/domain";
import type { Principal } from "../../lib/principal.ts";
import type { ProjectRow } from "./project-scope.ts";

// Costs, profits and margins are the MSP's own business: its customer and partner members read the
// prices of a quote, never what it costs the MSP (issue #4: customers see their quotes, not margins).
// Every answer that carries them goes through one of the redact* functions below, all built on
// redactFigures, when seesCosts is false; cost-redaction-endpoints.int.test.ts finds such answers in the
// OpenAPI document and checks each as a customer and as a partner member.

/** Whether the caller reads the quote as its MSP (or the platform owner) and so sees costs. */
export function seesCosts(principal: Principal, project: Pick<ProjectRow, "tenantId">): boolean {
  if (principal.scope.kind === "all") return true;
  return principal.scope.kind === "tenant" && principal.scope.tenantId === project.tenantId;
}

export function redactFigures<T extends TPricingFigures>(f: T): T {
  return {
    ...f,
    cost: null,
    softCost: null,
    totalCost: null,
    grossProfit: null,
    grossMargin: null,
    netProfit: null,
    netMargin: null,
    linesWithoutDistributorCost: 0,
  };
}

const redactLineFigures = (f: TLineFigures): TLineFigures => ({
  ...redactFigures(f),
  totalUnitCost: null,
  noDistributorCost: false,
});

export const redactTotals = (t: TQuoteTotals): TQuoteTotals => redactFigures(t);

export function redactLocation(l: TProjectLocation): TProjectLocation {
  return {
    ...l,
    totals: redactFigures(l.totals),
    buildings: l.buildings.map((b) => ({
      ...b,
      totals: redactFigures(b.totals),
      ...(b.bundleProducts
        ? {
            bundleProducts: b.bundleProducts.map((bp) => ({
              ...bp,
              totals: redactFigures(bp.totals),
              lines: bp.lines.map((line) => ({
                ...line,
                cost: null,
                softCost: null,
                ...(line.figures ? { figures: redactLineFigures(line.figures) } : {}),
              })),
            })),
          }
        : {}),
    })),
  };
}

/** The quote as a customer or partner member reads it. */
export function redactProject(p: TProject): TProject {
  const locations = p.locations?.map(redactLocation);
  const index = locations?.map((l) => ({
    ...l,
    buildings: l.buildings.map(({ bundleProducts: _, ...b }) => b),
  }));
  return {
    ...p,
    totals: redactTotals(p.totals),
    ...(locations ? { locations } : {}),
    ...(index
      ? {
          locationById: Object.fromEntries(index.map((l) => [l.id, l])),
          buildings: index.flatMap((l) => l.buildings),
        }
      : {}),
    ...(p.availability ? { availability: p.availability.map((a) => ({ ...a, cost: null })) } : {}),
  };
}

/** The proposal's pricing table (GET /projects/{id}/generate-table): its rows carry prices only. */
export const redactPricingTable = (t: TPricingTable): TPricingTable => ({
  ...t,
  totals: redactFigures(t.totals),
});
