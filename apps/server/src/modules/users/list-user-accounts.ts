import { accounts } from "@q2c/db";
import { and, asc, ne } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { accountsInScope } from "../../lib/tenancy.ts";
import { findAccountInScope, kindOf } from "../accounts/repo.ts";

/** The list feeds an account switcher, not a report; `hasMore` says the cap was hit. */
const USER_ACCOUNTS_MAX = 500;

type UserAccount = { id: string; accountName: string; kind: ReturnType<typeof kindOf> };

/**
 * Accounts the caller may switch to (the web keeps them as userAccounts): its own first, then the
 * customers in its scope: an MSP's or partner's own customers, every customer for the platform owner.
 */
export async function listUserAccounts(
  deps: Deps,
  principal: Principal,
): Promise<{ data: UserAccount[]; hasMore: boolean }> {
  const { db } = deps;
  const platformId = deps.config.platformAccountId;
  const own = await findAccountInScope(db, principal, principal.accountId);
  const data: UserAccount[] = [{ id: own.id, accountName: own.accountName, kind: kindOf(own, platformId) }];
  if (principal.scope.kind === "account") return { data, hasMore: false };

  const rows = await db
    .select()
    .from(accounts)
    // A customer is a sub-account: its tenant is the MSP above it, never the account itself.
    .where(and(accountsInScope(principal), ne(accounts.tenantId, accounts.id), ne(accounts.id, own.id)))
    .orderBy(asc(accounts.accountName), asc(accounts.id))
    .limit(USER_ACCOUNTS_MAX + 1);
  for (const r of rows.slice(0, USER_ACCOUNTS_MAX)) {
    data.push({ id: r.id, accountName: r.accountName, kind: kindOf(r, platformId) });
  }
  return { data, hasMore: rows.length > USER_ACCOUNTS_MAX };
}
