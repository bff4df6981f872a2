import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { entitlementsOf } from "./account-view.ts";
import { findAccountInScope } from "./repo.ts";

/** The caller's own account's entitlement flags; the platform owner has them all. */
export async function getEntitlements(deps: Deps, principal: Principal) {
  const row = await findAccountInScope(deps.db, principal, principal.accountId);
  return { accountId: row.id, entitlements: entitlementsOf(row, deps.config.platformAccountId) };
}
