import {
  type Db,
  projectBuildings,
  projectBundleProducts,
  projectLines,
  projectLocations,
  uuidv7,
} from "@q2c/db";
import { getTableColumns, SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  assemble,
  type BuildingRow,
  type BundleProductRow,
  type LineRow,
  type LocationRow,
  type ProjectAggregate,
} from "../project-core/aggregate.ts";
import type { ProjectRow } from "../project-core/project-scope.ts";

// A version's snapshot (project_versions.snapshot): the rows of the four levels of the quote, every
// column but the two keys a restore takes from the project (tenant_id, project_id), with timestamps
// as ISO strings. Rows are kept whole rather than picked field by field, so a column added later is
// snapshotted and restored without touching this file. The demo seed writes the same shape
// (packages/db/src/demo/seed-demo-projects.ts).

export const SNAPSHOT_FORMAT = 1;

type Stored<T> = Omit<T, "tenantId" | "projectId"> & Record<string, unknown>;

export interface VersionSnapshot {
  format: number;
  /** The deal term and tax rates the version was priced with, so its lines price as they did. */
  termMonths?: number;
  taxRates?: Record<string, unknown>[];
  locations: Stored<LocationRow>[];
  buildings: Stored<BuildingRow>[];
  bundleProducts: Stored<BundleProductRow>[];
  lines: Stored<LineRow>[];
}

const LEVELS = {
  locations: projectLocations,
  buildings: projectBuildings,
  bundleProducts: projectBundleProducts,
  lines: projectLines,
} as const;
type Level = keyof typeof LEVELS;

const columnKeys = (table: PgTable): Set<string> => new Set(Object.keys(getTableColumns(table)));

function stored<T extends object>(keys: Set<string>, row: T): Stored<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (!keys.has(key) || key === "tenantId" || key === "projectId") continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out as Stored<T>;
}

/** The snapshot of a quote as it stands. */
export function snapshotOf(agg: ProjectAggregate): VersionSnapshot {
  const snapshot: VersionSnapshot = {
    format: SNAPSHOT_FORMAT,
    termMonths: agg.project.termMonths,
    taxRates: agg.project.taxRates,
    locations: [],
    buildings: [],
    bundleProducts: [],
    lines: [],
  };
  const keys = {
    locations: columnKeys(projectLocations),
    buildings: columnKeys(projectBuildings),
    bundleProducts: columnKeys(projectBundleProducts),
    lines: columnKeys(projectLines),
  };
  for (const l of agg.locations) {
    snapshot.locations.push(stored(keys.locations, l));
    for (const b of l.buildings) {
      snapshot.buildings.push(stored(keys.buildings, b));
      for (const bp of b.bundleProducts) {
        snapshot.bundleProducts.push(stored(keys.bundleProducts, bp));
        for (const line of bp.lines) snapshot.lines.push(stored(keys.lines, line));
      }
    }
  }
  return snapshot;
}

const timestampKeys = (table: PgTable): string[] =>
  Object.entries(getTableColumns(table))
    .filter(([, column]) => column.dataType === "date")
    .map(([key]) => key);

/**
 * A level's rows ready to insert into the project again: the project's keys back on, ISO strings back
 * to dates; a column the snapshot lacks is left out so it takes its default.
 */
export function rowsToRestore(
  snapshot: VersionSnapshot,
  level: Level,
  project: Pick<ProjectRow, "tenantId" | "id">,
): Record<string, unknown>[] {
  const table = LEVELS[level];
  const dates = timestampKeys(table);
  const known = columnKeys(table);
  return (snapshot[level] ?? []).map((row) => {
    const out: Record<string, unknown> = { tenantId: project.tenantId, projectId: project.id };
    for (const [key, value] of Object.entries(row)) {
      if (!known.has(key) || key === "tenantId" || key === "projectId") continue;
      out[key] = dates.includes(key) && typeof value === "string" ? new Date(value) : value;
    }
    return out;
  });
}

/**
 * A level's rows as the database would read them back: a column the snapshot lacks (an older snapshot,
 * or a row written with defaults) takes its default, or null.
 */
function readBack<T>(snapshot: VersionSnapshot, level: Level, project: ProjectRow): T[] {
  const columns = Object.entries(getTableColumns(LEVELS[level]));
  return rowsToRestore(snapshot, level, project).map((row) => {
    const out: Record<string, unknown> = { ...row };
    for (const [key, column] of columns) {
      if (out[key] !== undefined) continue;
      out[key] =
        column.dataType === "date"
          ? new Date(0)
          : column.default instanceof SQL
            ? null
            : (column.default ?? null);
    }
    return out as T;
  });
}

/** The snapshot as an aggregate (for pricing and comparing), priced with the version's own term and taxes. */
export function aggregateOfSnapshot(project: ProjectRow, snapshot: VersionSnapshot): ProjectAggregate {
  return assemble(
    {
      ...project,
      termMonths: snapshot.termMonths ?? project.termMonths,
      taxRates: snapshot.taxRates ?? project.taxRates,
    },
    readBack<LocationRow>(snapshot, "locations", project),
    readBack<BuildingRow>(snapshot, "buildings", project),
    readBack<BundleProductRow>(snapshot, "bundleProducts", project),
    readBack<LineRow>(snapshot, "lines", project),
  );
}

/** A stored jsonb value read back as a snapshot (an empty one when it is not). */
export function readSnapshot(json: Record<string, unknown>): VersionSnapshot {
  const list = (key: string) => (Array.isArray(json[key]) ? (json[key] as Record<string, unknown>[]) : []);
  return {
    format: typeof json.format === "number" ? json.format : SNAPSHOT_FORMAT,
    ...(typeof json.termMonths === "number" ? { termMonths: json.termMonths } : {}),
    ...(Array.isArray(json.taxRates) ? { taxRates: json.taxRates as Record<string, unknown>[] } : {}),
    locations: list("locations") as VersionSnapshot["locations"],
    buildings: list("buildings") as VersionSnapshot["buildings"],
    bundleProducts: list("bundleProducts") as VersionSnapshot["bundleProducts"],
    lines: list("lines") as VersionSnapshot["lines"],
  };
}

const INSERT_SLICE = 500;

/** Inserts a snapshot's rows into a quote that holds none (restore, duplicate, start from a template). */
export async function insertSnapshotRows(
  tx: Db,
  snapshot: VersionSnapshot,
  project: Pick<ProjectRow, "tenantId" | "id">,
): Promise<void> {
  for (const level of ["locations", "buildings", "bundleProducts", "lines"] as const) {
    const rows = rowsToRestore(snapshot, level, project);
    // In slices, so a large quote stays under the 65,535 bind parameters of one statement.
    for (let i = 0; i < rows.length; i += INSERT_SLICE) {
      await tx.insert(LEVELS[level]).values(rows.slice(i, i + INSERT_SLICE) as never[]);
    }
  }
}

/**
 * The same quote content with a new id on every row and the references between them moved along, for a
 * copy in another quote (duplicate, template). What belongs to the old quote's history goes: line
 * approvals and creation times. `withoutServiceAddresses` drops the links to the customer's addresses
 * (a template has no customer).
 */
export function withFreshIds(
  snapshot: VersionSnapshot,
  opts: { withoutServiceAddresses?: boolean } = {},
): VersionSnapshot {
  const ids = new Map<string, string>();
  const fresh = (id: unknown): string => {
    const key = String(id);
    let next = ids.get(key);
    if (!next) {
      next = uuidv7();
      ids.set(key, next);
    }
    return next;
  };
  const strip = <T extends Record<string, unknown>>(row: T): T => {
    const { createdAt: _, ...rest } = row;
    return rest as T;
  };
  return {
    ...snapshot,
    locations: snapshot.locations.map((l) => ({
      ...strip(l),
      id: fresh(l.id),
      ...(opts.withoutServiceAddresses ? { locationId: null } : {}),
    })),
    buildings: snapshot.buildings.map((b) => ({
      ...strip(b),
      id: fresh(b.id),
      projectLocationId: fresh(b.projectLocationId),
    })),
    bundleProducts: snapshot.bundleProducts.map((bp) => ({
      ...strip(bp),
      id: fresh(bp.id),
      buildingId: fresh(bp.buildingId),
    })),
    lines: snapshot.lines.map((line) => ({
      ...strip(line),
      id: fresh(line.id),
      bundleProductId: fresh(line.bundleProductId),
      approvedAt: null,
      approvedBy: null,
    })),
  };
}
