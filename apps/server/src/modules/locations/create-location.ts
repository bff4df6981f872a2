import { locations, uuidv7 } from "@q2c/db";
import { AppError, type TCreateLocationRequest, type TLocation } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { targetAccount } from "../accounts/repo.ts";
import { checkBuildingNames, replaceBuildings, replaceFloors } from "./floors-and-buildings.ts";
import { fullLocation } from "./repo.ts";

/** Creates a location with its floors and buildings for an account in scope (the caller's by default). */
export async function createLocation(
  deps: Deps,
  principal: Principal,
  input: TCreateLocationRequest,
): Promise<TLocation> {
  const { db } = deps;
  const account = await targetAccount(db, principal, input.accountId);
  const { floors, buildings, accountId: _account, ...fields } = input;
  if ([...(floors ?? []), ...(buildings ?? [])].some((i) => i.id !== undefined)) {
    throw new AppError("bad_request", {
      fields: { floors: "A new location has no floors or buildings yet." },
    });
  }
  checkBuildingNames(buildings ?? []);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(locations)
      .values({ tenantId: account.tenantId, id: uuidv7(), accountId: account.id, ...fields })
      .returning();
    if (!created) throw new AppError("internal");
    if (floors) await replaceFloors(tx, created, floors);
    if (buildings) await replaceBuildings(tx, created, buildings);
    return created;
  });
  return fullLocation(db, row);
}
