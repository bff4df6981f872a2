import { floors, locations } from "@q2c/db";
import { AppError, type TFloor, type TUpdateFloorRequest } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findLocationInScope } from "./repo.ts";

/**
 * Changes one floor of a location in scope. The location's version moves on, since its floors are part
 * of it; a version sent with the request must be current (409 otherwise, nothing written).
 */
export async function updateFloor(
  deps: Deps,
  principal: Principal,
  locationId: string,
  floorId: string,
  input: TUpdateFloorRequest,
): Promise<TFloor> {
  const { db } = deps;
  const location = await findLocationInScope(db, principal, locationId);
  if (input.version !== undefined && input.version !== location.version) {
    throw new AppError("conflict", { details: { version: location.version } });
  }
  const changes = {
    name: input.name,
    position: input.position,
    areaSqft: input.nullFields?.includes("areaSqft") ? null : input.areaSqft,
  };
  const thisFloor = and(
    eq(floors.tenantId, location.tenantId),
    eq(floors.locationId, location.id),
    eq(floors.id, floorId),
  );
  if (Object.values(changes).every((v) => v === undefined)) {
    const [floor] = await db.select().from(floors).where(thisFloor);
    if (!floor) throw new AppError("not_found");
    return { id: floor.id, name: floor.name, position: floor.position, areaSqft: floor.areaSqft };
  }
  return db.transaction(async (tx) => {
    const [floor] = await tx.update(floors).set(changes).where(thisFloor).returning();
    if (!floor) throw new AppError("not_found");
    const bumped = await tx
      .update(locations)
      .set({ version: location.version + 1, updatedAt: new Date() })
      .where(
        and(
          eq(locations.tenantId, location.tenantId),
          eq(locations.id, location.id),
          eq(locations.version, location.version),
        ),
      )
      .returning({ id: locations.id });
    if (bumped.length === 0) throw new AppError("conflict", { details: { version: location.version + 1 } });
    return { id: floor.id, name: floor.name, position: floor.position, areaSqft: floor.areaSqft };
  });
}
