import type { TFinanceCharge } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findFinanceCharge, toFinanceCharge } from "./finance-charge-rows.ts";

/** One finance charge the caller sees. */
export async function getFinanceCharge(
  deps: Deps,
  principal: Principal,
  id: string,
): Promise<TFinanceCharge> {
  const found = await findFinanceCharge(deps, principal, id);
  return toFinanceCharge(found.row, found.partnerName);
}
