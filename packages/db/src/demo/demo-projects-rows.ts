import {
  type BillingFrequency,
  type PricingModel,
  priceProject,
  type QuotePricingProject,
  type TaxRateRow,
  type TermMonths,
} from "@q2c/domain";
import type {
  projectBuildings,
  projectBundleProducts,
  projectLines,
  projectLocations,
} from "../schema/index.ts";
import type { ProductRow } from "./demo-catalogue-rows.ts";

// Rows of a demo quote built from a short description (demo-projects-specs.ts) and the demo catalogue,
// priced with priceProject as the server prices every quote. Pure, so tests can read it too.

export type LocationInsert = typeof projectLocations.$inferInsert;
export type BuildingInsert = typeof projectBuildings.$inferInsert;
export type BundleProductInsert = typeof projectBundleProducts.$inferInsert;
export type LineInsert = typeof projectLines.$inferInsert;

export interface DemoLineSpec {
  /** A product id, or a part number of the demo catalogue. */
  product: string;
  quantity: number;
  optional?: true;
  alternativeGroup?: string;
  chosen?: boolean;
}

export interface DemoBundleSpec {
  /** A catalogue bundle: its items become lines, their quantities times `quantity`. */
  bundleId?: string;
  name?: string;
  quantity?: number;
  /** The quantity the first draft had, when it differed. */
  draftQuantity?: number;
  lines?: readonly DemoLineSpec[];
  tasks?: Record<string, unknown>;
}

export interface DemoLocationSpec {
  name: string;
  /** Name of the customer's service address this site is. */
  address?: string;
  region: string;
  locality: string;
  buildings: readonly {
    name: string;
    environmentId?: string;
    requirementIds?: string[];
    occupancy?: number;
    bundles: readonly DemoBundleSpec[];
  }[];
}

export interface DemoCatalogueView {
  product(ref: string): ProductRow;
  bundle(id: string): {
    name: string;
    categoryId: string | null;
    items: { productId: string; quantity: number }[];
  };
}

export interface DemoQuoteRows {
  locations: LocationInsert[];
  buildings: BuildingInsert[];
  bundleProducts: BundleProductInsert[];
  lines: LineInsert[];
}

/** A product's pricing columns on a line: a recurring product's price is its recurring price. */
function lineOfProduct(p: ProductRow): Partial<LineInsert> {
  const recurring = p.pricingModel !== undefined && p.pricingModel !== "one_time";
  return {
    productId: p.id,
    name: p.name,
    partNumber: p.manufacturerPartNumber || p.partnerPartNumber || p.mspPartNumber || "",
    pricingModel: p.pricingModel ?? "one_time",
    billingFrequency: recurring ? (p.billingFrequency ?? "monthly") : null,
    price: (recurring ? p.recurringPrice : p.price) ?? "0",
    cost: (recurring ? p.recurringCost : p.cost) ?? null,
    softCost: (recurring ? p.recurringSoftCost : p.softCost) ?? "0",
    resourceHours: p.resourceHours ?? "0",
    taxExempt: p.taxable === false,
  };
}

/**
 * The rows of one quote. `draft` builds the first draft instead (bundles at their draft quantity,
 * optional lines not yet added); row ids are the same in both, so a comparison matches them.
 */
export function demoQuoteRows(
  keys: { tenantId: string; projectId: string; nextId: () => string; addressIds: Map<string, string> },
  sites: readonly DemoLocationSpec[],
  catalogue: DemoCatalogueView,
  draft = false,
): DemoQuoteRows {
  const out: DemoQuoteRows = { locations: [], buildings: [], bundleProducts: [], lines: [] };
  const own = { tenantId: keys.tenantId, projectId: keys.projectId };
  for (const [li, site] of sites.entries()) {
    const locationId = keys.nextId();
    out.locations.push({
      ...own,
      id: locationId,
      locationId: (site.address && keys.addressIds.get(site.address)) || null,
      name: site.name,
      country: "US",
      region: site.region,
      locality: site.locality,
      position: li,
    });
    for (const [bi, b] of site.buildings.entries()) {
      const buildingId = keys.nextId();
      out.buildings.push({
        ...own,
        id: buildingId,
        projectLocationId: locationId,
        name: b.name,
        environmentId: b.environmentId ?? null,
        requirementIds: b.requirementIds ?? [],
        occupancy: b.occupancy ?? null,
        position: bi,
      });
      for (const [pi, spec] of b.bundles.entries()) {
        const bundle = spec.bundleId ? catalogue.bundle(spec.bundleId) : undefined;
        const bundleProductId = keys.nextId();
        out.bundleProducts.push({
          ...own,
          id: bundleProductId,
          buildingId,
          bundleId: spec.bundleId ?? null,
          name: spec.name ?? bundle?.name ?? "Products",
          categoryId: bundle?.categoryId ?? null,
          position: pi,
          tasks: spec.tasks ?? {},
        });
        const times = (draft ? spec.draftQuantity : undefined) ?? spec.quantity ?? 1;
        const lineSpecs: DemoLineSpec[] = [
          ...(bundle?.items.map((i) => ({ product: i.productId, quantity: i.quantity * times })) ?? []),
          ...(spec.lines ?? []),
        ];
        for (const [position, l] of lineSpecs.entries()) {
          const id = keys.nextId();
          if (draft && l.optional) continue;
          out.lines.push({
            ...own,
            ...lineOfProduct(catalogue.product(l.product)),
            id,
            bundleProductId,
            quantity: String(l.quantity),
            optional: l.optional ?? false,
            alternativeGroup: l.alternativeGroup ?? null,
            chosen: l.chosen ?? !l.optional,
            position,
          } as LineInsert);
        }
      }
    }
  }
  return out;
}

/** The rows as priceProject reads them (the server's pricingProjectOf, for rows not yet stored). */
function pricingProjectOfRows(rows: DemoQuoteRows, termMonths: TermMonths, taxRates: TaxRateRow[]) {
  const project: QuotePricingProject = {
    termMonths,
    taxRates,
    locations: rows.locations.map((l) => ({
      id: l.id,
      country: l.country ?? "US",
      region: l.region ?? "",
      locality: l.locality ?? "",
      buildings: rows.buildings
        .filter((b) => b.projectLocationId === l.id)
        .map((b) => ({
          id: b.id,
          bundleProducts: rows.bundleProducts
            .filter((bp) => bp.buildingId === b.id)
            .map((bp) => ({
              id: bp.id,
              lines: rows.lines
                .filter((line) => line.bundleProductId === bp.id)
                .map((line) => ({
                  id: line.id,
                  pricingModel: line.pricingModel as PricingModel,
                  billingFrequency: (line.billingFrequency as BillingFrequency | null) ?? null,
                  quantity: line.quantity ?? "1",
                  price: line.price ?? "0",
                  cost: line.cost ?? null,
                  softCost: line.softCost ?? "0",
                  resourceHours: line.resourceHours ?? "0",
                  discount: null,
                  taxExempt: line.taxExempt ?? false,
                  optional: line.optional ?? false,
                  alternativeGroup: line.alternativeGroup ?? null,
                  chosen: line.chosen ?? true,
                })),
            })),
        })),
    })),
  };
  return project;
}

/** The totals the server stores on a project (project-core quoteTotalsOf), from priceProject. */
export function demoQuoteTotals(
  rows: DemoQuoteRows,
  termMonths: TermMonths,
  taxRates: TaxRateRow[],
): Record<string, unknown> {
  const { quote, range, pricedLineCount } = priceProject(pricingProjectOfRows(rows, termMonths, taxRates));
  const { locations: _, termMonths: term, ...figures } = quote;
  return { ...figures, termMonths: term, range, pricedLineCount };
}

/** The shape of project_versions.snapshot (apps/server/src/modules/project-versions/version-snapshot.ts). */
export function demoSnapshot(rows: DemoQuoteRows, termMonths: number, taxRates: TaxRateRow[]) {
  const strip = <T extends { tenantId?: string; projectId?: string }>({
    tenantId: _t,
    projectId: _p,
    ...rest
  }: T) => rest;
  return {
    format: 1,
    termMonths,
    taxRates,
    locations: rows.locations.map(strip),
    buildings: rows.buildings.map(strip),
    bundleProducts: rows.bundleProducts.map(strip),
    lines: rows.lines.map(strip),
  };
}
