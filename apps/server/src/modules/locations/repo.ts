import { buildings, type Db, floors, locations } from "@q2c/db";
import { AppError, type TBuilding, type TFloor, type TLocation } from "@q2c/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Principal } from "../../lib/principal.ts";
import { scopeWhere } from "../../lib/tenancy.ts";

export type LocationRow = typeof locations.$inferSelect;

/** A location in the caller's scope; any other answers 404. */
export async function findLocationInScope(db: Db, principal: Principal, id: string): Promise<LocationRow> {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.id, id), scopeWhere(principal.scope, locations)));
  if (!row) throw new AppError("not_found");
  return row;
}

/**
 * Locations as answered, with their floors and buildings when asked for. Floors and buildings are read
 * for all locations of a page at once, keyed by the locations' tenants and ids.
 */
export async function withDetails(
  db: Db,
  rows: LocationRow[],
  opts: { floors?: boolean | undefined; buildings?: boolean | undefined },
): Promise<TLocation[]> {
  const tenants = [...new Set(rows.map((r) => r.tenantId))];
  const ids = rows.map((r) => r.id);
  const floorsBy = new Map<string, TFloor[]>();
  const buildingsBy = new Map<string, TBuilding[]>();
  if (opts.floors && ids.length > 0) {
    const found = await db
      .select()
      .from(floors)
      .where(and(inArray(floors.tenantId, tenants), inArray(floors.locationId, ids)))
      .orderBy(asc(floors.position), asc(floors.id));
    for (const f of found) {
      const list = floorsBy.get(f.locationId) ?? [];
      list.push({ id: f.id, name: f.name, position: f.position, areaSqft: f.areaSqft });
      floorsBy.set(f.locationId, list);
    }
  }
  if (opts.buildings && ids.length > 0) {
    const found = await db
      .select()
      .from(buildings)
      .where(and(inArray(buildings.tenantId, tenants), inArray(buildings.locationId, ids)))
      .orderBy(asc(buildings.position), asc(buildings.id));
    for (const b of found) {
      const list = buildingsBy.get(b.locationId) ?? [];
      list.push({
        id: b.id,
        locationId: b.locationId,
        name: b.name,
        position: b.position,
        totalPrice: b.totalPrice,
        recurringPrice: b.recurringPrice,
        discount: b.discount,
        contractSummary: b.contractSummary,
        bundleProducts: b.bundleProducts,
      });
      buildingsBy.set(b.locationId, list);
    }
  }
  return rows.map((r) => ({
    id: r.id,
    accountId: r.accountId,
    name: r.name,
    address1: r.address1,
    address2: r.address2,
    city: r.city,
    state: r.state,
    zip: r.zip,
    country: r.country,
    latitude: r.latitude,
    longitude: r.longitude,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    ...(opts.floors ? { floors: floorsBy.get(r.id) ?? [] } : {}),
    ...(opts.buildings ? { buildings: buildingsBy.get(r.id) ?? [] } : {}),
  }));
}

/** One location with floors and buildings. */
export async function fullLocation(db: Db, row: LocationRow): Promise<TLocation> {
  const [location] = await withDetails(db, [row], { floors: true, buildings: true });
  if (!location) throw new AppError("not_found");
  return location;
}
