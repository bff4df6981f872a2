import { type Db, projectBuildings, projectBundleProducts, projectLines, projectLocations } from "@q2c/db";
import type {
  BillingFrequency,
  LineDiscount,
  PricingModel,
  QuotePricingLine,
  QuotePricingProject,
  TaxRateRow,
  TermMonths,
} from "@q2c/domain";
import { and, asc, eq } from "drizzle-orm";
import type { ProjectRow } from "./project-scope.ts";

export type LocationRow = typeof projectLocations.$inferSelect;
export type BuildingRow = typeof projectBuildings.$inferSelect;
export type BundleProductRow = typeof projectBundleProducts.$inferSelect;
export type LineRow = typeof projectLines.$inferSelect;

export interface AggregateBundleProduct extends BundleProductRow {
  lines: LineRow[];
}
export interface AggregateBuilding extends BuildingRow {
  bundleProducts: AggregateBundleProduct[];
}
export interface AggregateLocation extends LocationRow {
  buildings: AggregateBuilding[];
}

/** A project with its sites, buildings, bundle products and lines, each level in position order. */
export interface ProjectAggregate {
  project: ProjectRow;
  locations: AggregateLocation[];
}

const byPosition = <T extends { position: number; id: string }>(a: T, b: T) =>
  a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Four queries, whatever the size: one per level, joined in memory. */
export async function loadAggregate(db: Db, project: ProjectRow): Promise<ProjectAggregate> {
  const key = (
    t: typeof projectLocations | typeof projectBuildings | typeof projectBundleProducts | typeof projectLines,
  ) => and(eq(t.tenantId, project.tenantId), eq(t.projectId, project.id));
  const [locs, blds, bps, lines] = await Promise.all([
    db.select().from(projectLocations).where(key(projectLocations)).orderBy(asc(projectLocations.position)),
    db.select().from(projectBuildings).where(key(projectBuildings)).orderBy(asc(projectBuildings.position)),
    db
      .select()
      .from(projectBundleProducts)
      .where(key(projectBundleProducts))
      .orderBy(asc(projectBundleProducts.position)),
    db.select().from(projectLines).where(key(projectLines)).orderBy(asc(projectLines.position)),
  ]);
  return assemble(project, locs, blds, bps, lines);
}

export function assemble(
  project: ProjectRow,
  locs: LocationRow[],
  blds: BuildingRow[],
  bps: BundleProductRow[],
  lines: LineRow[],
): ProjectAggregate {
  const linesByBp = groupBy(lines, (l) => l.bundleProductId);
  const bpsByBuilding = groupBy(bps, (b) => b.buildingId);
  const buildingsByLocation = groupBy(blds, (b) => b.projectLocationId);
  return {
    project,
    locations: [...locs].sort(byPosition).map((l) => ({
      ...l,
      buildings: (buildingsByLocation.get(l.id) ?? []).sort(byPosition).map((b) => ({
        ...b,
        bundleProducts: (bpsByBuilding.get(b.id) ?? []).sort(byPosition).map((bp) => ({
          ...bp,
          lines: (linesByBp.get(bp.id) ?? []).sort(byPosition),
        })),
      })),
    })),
  };
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** A NUMERIC column as the engine reads it: PostgreSQL pads scale (1.500000), which is harmless. */
export function lineDiscountOf(
  line: Pick<LineRow, "discountAmount" | "discountPercent">,
): LineDiscount | null {
  if (line.discountPercent !== null) return { percent: line.discountPercent };
  if (line.discountAmount !== null) return { amount: line.discountAmount };
  return null;
}

export function pricingLineOf(line: LineRow): QuotePricingLine {
  return {
    id: line.id,
    pricingModel: line.pricingModel as PricingModel,
    billingFrequency: (line.billingFrequency as BillingFrequency | null) ?? null,
    quantity: line.quantity,
    price: line.price,
    cost: line.cost,
    softCost: line.softCost,
    resourceHours: line.resourceHours,
    discount: lineDiscountOf(line),
    taxExempt: line.taxExempt,
    optional: line.optional,
    alternativeGroup: line.alternativeGroup,
    chosen: line.chosen,
  };
}

/** The aggregate as priceProject reads it. */
export function pricingProjectOf(agg: ProjectAggregate): QuotePricingProject {
  return {
    termMonths: agg.project.termMonths as TermMonths,
    taxRates: agg.project.taxRates as unknown as TaxRateRow[],
    locations: agg.locations.map((l) => ({
      id: l.id,
      country: l.country,
      region: l.region,
      locality: l.locality,
      buildings: l.buildings.map((b) => ({
        id: b.id,
        bundleProducts: b.bundleProducts.map((bp) => ({ id: bp.id, lines: bp.lines.map(pricingLineOf) })),
      })),
    })),
  };
}

export const lineCountOf = (agg: ProjectAggregate): number =>
  agg.locations.reduce(
    (n, l) =>
      n + l.buildings.reduce((m, b) => m + b.bundleProducts.reduce((k, bp) => k + bp.lines.length, 0), 0),
    0,
  );
