import { accounts } from "@q2c/db";
import type { AccountListType, Page, TAccount, TAccountListQuery } from "@q2c/domain";
import { and, eq, ilike, ne, type SQL } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { containsPattern, keysetPage } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import { accountsInScope } from "../../lib/tenancy.ts";
import { toAccount } from "./account-view.ts";

/** A customer is a sub-account: its tenant is the MSP above it, never itself. */
const TYPE_FILTERS: Record<AccountListType, SQL> = {
  msp: eq(accounts.isMSP, true),
  link: eq(accounts.isSpLink, true),
  customer: ne(accounts.tenantId, accounts.id),
  distributor: eq(accounts.isDistributor, true),
  manufacturer: eq(accounts.isManufacturer, true),
  isv: eq(accounts.companyType, "isv"),
  isp: eq(accounts.isIsp, true),
  financial: eq(accounts.isFinancial, true),
};

/** Accounts in the caller's scope, filtered by kind, parent and name. */
export async function listAccounts(
  deps: Deps,
  principal: Principal,
  query: TAccountListQuery,
): Promise<Page<TAccount>> {
  const { db } = deps;
  const conditions: (SQL | undefined)[] = [accountsInScope(principal)];
  if (query.type) conditions.push(TYPE_FILTERS[query.type]);
  if (query.parentId) conditions.push(eq(accounts.parentId, query.parentId));
  if (query.q) conditions.push(ilike(accounts.accountName, containsPattern(query.q)));
  const page = await keysetPage(query, accounts.id, ({ where, orderBy, limit }) =>
    db
      .select()
      .from(accounts)
      .where(and(...conditions, where))
      .orderBy(orderBy)
      .limit(limit),
  );
  return { data: page.data.map((r) => toAccount(r, deps.config.platformAccountId)), hasMore: page.hasMore };
}
