import type { TAccountDetail } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { brandingOf, entitlementsOf, toAccount } from "./account-view.ts";
import { findAccountInScope } from "./repo.ts";

/** One account in scope; company details and branding with getSettings, entitlements with getEntitlements. */
export async function getAccount(
  deps: Deps,
  principal: Principal,
  accountId: string,
  opts: { getSettings?: boolean | undefined; getEntitlements?: boolean | undefined },
): Promise<TAccountDetail> {
  const platformId = deps.config.platformAccountId;
  const row = await findAccountInScope(deps.db, principal, accountId);
  return {
    ...toAccount(row, platformId),
    ...(opts.getSettings ? { companyDetails: row.companyDetails, branding: brandingOf(row) } : {}),
    ...(opts.getEntitlements ? { entitlements: entitlementsOf(row, platformId) } : {}),
  };
}
