import { locations } from "@q2c/db";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findLocationInScope } from "./repo.ts";

/** Deletes a location in scope; its floors and buildings go with it (foreign keys cascade). */
export async function deleteLocation(deps: Deps, principal: Principal, id: string): Promise<{ id: string }> {
  const { db } = deps;
  const location = await findLocationInScope(db, principal, id);
  await db
    .delete(locations)
    .where(and(eq(locations.tenantId, location.tenantId), eq(locations.id, location.id)));
  return { id: location.id };
}
