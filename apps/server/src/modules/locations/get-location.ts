import type { TLocation } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findLocationInScope, fullLocation } from "./repo.ts";

/** One location in scope with its floors and buildings. */
export async function getLocation(deps: Deps, principal: Principal, id: string): Promise<TLocation> {
  const { db } = deps;
  return fullLocation(db, await findLocationInScope(db, principal, id));
}
