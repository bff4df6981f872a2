import { locations } from "@q2c/db";
import { AppError, type TLocation, type TUpdateLocationRequest } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import {
  buildingNamesOf,
  checkBuildingNames,
  checkIds,
  replaceBuildings,
  replaceFloors,
} from "./floors-and-buildings.ts";
import { findLocationInScope, fullLocation } from "./repo.ts";

/**
 * Updates a location's address and, when sent, its whole list of floors and of buildings
 * (`noBuildingsUpdate` leaves buildings alone even if sent). A stale version answers 409 and writes nothing.
 */
export async function updateLocation(
  deps: Deps,
  principal: Principal,
  id: string,
  input: TUpdateLocationRequest,
  opts: { noBuildingsUpdate?: boolean | undefined },
): Promise<TLocation> {
  const { db } = deps;
  const location = await findLocationInScope(db, principal, id);
  const { version, floors, nullFields, ...fields } = input;
  const buildings = opts.noBuildingsUpdate || input.noBuildingsUpdate ? undefined : input.buildings;
  if (floors) await checkIds(db, location, "floors", floors);
  if (buildings) await checkIds(db, location, "buildings", buildings);
  if (buildings) checkBuildingNames(buildings, await buildingNamesOf(db, location));
  const nulls = new Set(nullFields ?? []);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(locations)
      .set({
        name: fields.name,
        address1: fields.address1,
        address2: fields.address2,
        city: fields.city,
        state: fields.state,
        zip: fields.zip,
        country: fields.country,
        latitude: nulls.has("latitude") ? null : fields.latitude,
        longitude: nulls.has("longitude") ? null : fields.longitude,
        version: location.version + 1,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(locations.tenantId, location.tenantId),
          eq(locations.id, location.id),
          eq(locations.version, version),
        ),
      )
      .returning();
    if (!updated) throw new AppError("conflict", { details: { version: location.version } });
    if (floors) await replaceFloors(tx, updated, floors);
    if (buildings) await replaceBuildings(tx, updated, buildings);
    return updated;
  });
  return fullLocation(db, row);
}
