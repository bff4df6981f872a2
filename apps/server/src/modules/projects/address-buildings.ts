import { buildings, type Db, floors } from "@q2c/db";
import { buildingsOfAddress } from "@q2c/domain";
import { and, asc, eq, inArray } from "drizzle-orm";

/*
 * How a customer's service address becomes a quote's site (issue #16 §2). The buildings: see
 * buildingsOfAddress (packages/domain). The floors (how many, their area) are the address's: a site with
 * exactly one building sizes that building by them (Building Use rules per floor or per sq ft); with
 * several, which floor is in which building is not known, and the salesperson gives them when a rule
 * needs them.
 */

export interface AddressLayout {
  name: string;
  buildings: string[];
  floors: { areaSqft: number | null }[];
}

/** Buildings and floors of these service addresses (already checked to be the customer's), by id. */
export async function addressLayouts(
  db: Db,
  tenantId: string,
  addresses: { id: string; name: string }[],
): Promise<Map<string, AddressLayout>> {
  const ids = addresses.map((a) => a.id);
  const layouts = new Map(
    addresses.map((a) => [a.id, { name: a.name, buildings: [], floors: [] } as AddressLayout]),
  );
  if (ids.length === 0) return layouts;
  const [bs, fs] = await Promise.all([
    db
      .select({ locationId: buildings.locationId, name: buildings.name })
      .from(buildings)
      .where(and(eq(buildings.tenantId, tenantId), inArray(buildings.locationId, ids)))
      .orderBy(asc(buildings.position), asc(buildings.id)),
    db
      .select({ locationId: floors.locationId, areaSqft: floors.areaSqft })
      .from(floors)
      .where(and(eq(floors.tenantId, tenantId), inArray(floors.locationId, ids)))
      .orderBy(asc(floors.position), asc(floors.id)),
  ]);
  for (const b of bs) layouts.get(b.locationId)?.buildings.push(b.name);
  for (const f of fs) layouts.get(f.locationId)?.floors.push({ areaSqft: f.areaSqft });
  return layouts;
}

/** The buildings a site made from this address starts with (names unique within the site). */
export function buildingsFromAddress(layout: AddressLayout): { name: string }[] {
  return buildingsOfAddress({ ...layout, floorCount: layout.floors.length }).map((name) => ({ name }));
}

/** The address's floors as one building's measures: the count, and the area when every floor has one. */
export function floorMeasures(layout: AddressLayout): { floors: number | null; areaSqft: number | null } {
  if (layout.floors.length === 0) return { floors: null, areaSqft: null };
  const areas = layout.floors.map((f) => f.areaSqft);
  const complete = areas.every((a): a is number => a !== null && a > 0);
  return { floors: layout.floors.length, areaSqft: complete ? areas.reduce((s, a) => s + a, 0) : null };
}
