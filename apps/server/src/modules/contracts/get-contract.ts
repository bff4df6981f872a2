import { type TContract, todayUtc } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { contractDetail, findContract } from "./repo.ts";

/** GET /contracts/{id}: a contract the caller sees, with its products and their catalogue prices today. */
export async function getContract(deps: Deps, principal: Principal, id: string): Promise<TContract> {
  const { db } = deps;
  const row = await findContract(db, principal, id);
  return contractDetail(db, principal, deps.config.platformAccountId, row, todayUtc());
}
