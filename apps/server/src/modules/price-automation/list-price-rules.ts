import type { TPriceRule } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { listRuleRows, toPriceRules } from "./repo.ts";

/** The caller tenant's rules in the order they are tried (position), active or not. */
export async function listPriceRules(deps: Deps, principal: Principal): Promise<{ data: TPriceRule[] }> {
  const { db } = deps;
  return { data: await toPriceRules(db, await listRuleRows(db, principal)) };
}
