import { buildings, type Db, floors, uuidv7 } from "@q2c/db";
import {
  AppError,
  buildingNameKey,
  duplicateBuildingNames,
  PROJECT_MESSAGES,
  type TBuildingInput,
  type TFloorInput,
} from "@q2c/domain";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { LocationRow } from "./repo.ts";

/**
 * Makes a location's floors (or buildings) exactly the list sent: items with an id update that floor,
 * items without one are added, floors not in the list are deleted. An id that is not a floor of this
 * location answers 400 on `<list>.<index>.id` before anything is written.
 */
export async function checkIds(
  db: Db,
  location: LocationRow,
  list: "floors" | "buildings",
  items: { id?: string | undefined }[],
): Promise<void> {
  const table = list === "floors" ? floors : buildings;
  const ids = items.map((i) => i.id).filter((id): id is string => id !== undefined);
  const found =
    ids.length === 0
      ? []
      : await db
          .select({ id: table.id })
          .from(table)
          .where(
            and(
              eq(table.tenantId, location.tenantId),
              eq(table.locationId, location.id),
              inArray(table.id, ids),
            ),
          );
  const known = new Set(found.map((f) => f.id));
  const fields: Record<string, string> = {};
  items.forEach((item, i) => {
    if (item.id !== undefined && (!known.has(item.id) || ids.indexOf(item.id) !== ids.lastIndexOf(item.id))) {
      fields[`${list}.${i}.id`] = `This is not one of the location's ${list}.`;
    }
  });
  if (Object.keys(fields).length > 0) throw new AppError("bad_request", { fields });
}

/**
 * The list is every building of the location, so two of it sharing a name (trimmed, any case) is the
 * whole check: 400 on the new or renamed one's `buildings.<index>.name`, before anything is written
 * (buildings that shared a name before the rule and keep it are left alone; `before` is their names by
 * id). Writes of a location's buildings run under its version (update) or on a new row (create), so no
 * other write can add a name between this check and the transaction's end.
 */
export function checkBuildingNames(
  items: { id?: string | undefined; name: string }[],
  before: ReadonlyMap<string, string> = new Map(),
): void {
  const unchanged = (b: { id?: string | undefined; name: string }) => {
    const was = b.id ? before.get(b.id) : undefined;
    return was !== undefined && buildingNameKey(was) === buildingNameKey(b.name);
  };
  const repeats = duplicateBuildingNames(items, (b) => b.name, undefined, unchanged);
  if (repeats.length === 0) return;
  throw new AppError("bad_request", {
    fields: Object.fromEntries(
      repeats.map((i) => [`buildings.${i}.name`, PROJECT_MESSAGES.duplicateBuildingName]),
    ),
  });
}

/** Names of the location's buildings by id, as they stand. */
export async function buildingNamesOf(db: Db, location: LocationRow): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: buildings.id, name: buildings.name })
    .from(buildings)
    .where(and(eq(buildings.tenantId, location.tenantId), eq(buildings.locationId, location.id)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function replaceFloors(db: Db, location: LocationRow, items: TFloorInput[]): Promise<void> {
  const keep = items.map((i) => i.id).filter((id): id is string => id !== undefined);
  await db
    .delete(floors)
    .where(
      and(
        eq(floors.tenantId, location.tenantId),
        eq(floors.locationId, location.id),
        keep.length > 0 ? notInArray(floors.id, keep) : undefined,
      ),
    );
  for (const [i, item] of items.entries()) {
    const values = { name: item.name, position: item.position ?? i, areaSqft: item.areaSqft ?? null };
    if (item.id) {
      await db
        .update(floors)
        .set(values)
        .where(and(eq(floors.tenantId, location.tenantId), eq(floors.id, item.id)));
    } else {
      await db
        .insert(floors)
        .values({ tenantId: location.tenantId, id: uuidv7(), locationId: location.id, ...values });
    }
  }
}

export async function replaceBuildings(
  db: Db,
  location: LocationRow,
  items: TBuildingInput[],
): Promise<void> {
  const keep = items.map((i) => i.id).filter((id): id is string => id !== undefined);
  await db
    .delete(buildings)
    .where(
      and(
        eq(buildings.tenantId, location.tenantId),
        eq(buildings.locationId, location.id),
        keep.length > 0 ? notInArray(buildings.id, keep) : undefined,
      ),
    );
  for (const [i, item] of items.entries()) {
    const values = {
      name: item.name,
      position: item.position ?? i,
      totalPrice: item.totalPrice,
      recurringPrice: item.recurringPrice,
      discount: item.discount,
      contractSummary: item.contractSummary,
      bundleProducts: item.bundleProducts,
    };
    if (item.id) {
      await db
        .update(buildings)
        .set(values)
        .where(and(eq(buildings.tenantId, location.tenantId), eq(buildings.id, item.id)));
    } else {
      await db
        .insert(buildings)
        .values({ tenantId: location.tenantId, id: uuidv7(), locationId: location.id, ...values });
    }
  }
}
