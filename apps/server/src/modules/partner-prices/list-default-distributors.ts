import type { TDefaultDistributor } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { ownRows, selectDefaultDistributors, toDefaultDistributor } from "./default-distributor-rows.ts";

/**
 * The caller account's default distributors in its order. The list is a short setting (a distributor
 * once per category), so it is answered whole rather than paged: the order is the point of it.
 */
export async function listDefaultDistributors(
  deps: Deps,
  principal: Principal,
): Promise<{ data: TDefaultDistributor[] }> {
  const rows = await selectDefaultDistributors(deps.db, ownRows(principal));
  return { data: rows.map(toDefaultDistributor) };
}
