import { accounts, contracts } from "@q2c/db";
import { type Page, type TContractListItem, type TContractListQuery, todayUtc } from "@q2c/domain";
import { and, eq, ilike, or } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { containsPattern, keysetPage } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import { contractsVisibleTo, selectContracts, statusWhere, toListItem } from "./repo.ts";

/**
 * GET /contracts: the contracts the caller sees, newest first (keyset on the time-ordered id), filtered by
 * customer, by status on today's date (in SQL, so pages stay full) and by a search of the contract's name,
 * its reference and the customer's name.
 */
export async function listContracts(
  deps: Deps,
  principal: Principal,
  query: TContractListQuery,
): Promise<Page<TContractListItem>> {
  const { db } = deps;
  const today = todayUtc();
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const conditions = [
    contractsVisibleTo(principal),
    query.accountId ? eq(contracts.accountId, query.accountId) : undefined,
    statusWhere(query.status, today),
    pattern
      ? or(
          ilike(contracts.name, pattern),
          ilike(contracts.reference, pattern),
          ilike(accounts.accountName, pattern),
        )
      : undefined,
  ];
  const page = await keysetPage(
    query,
    contracts.id,
    ({ where, orderBy, limit }) =>
      selectContracts(db)
        .where(and(...conditions, where))
        .orderBy(orderBy)
        .limit(limit),
    "desc",
  );
  return { hasMore: page.hasMore, data: page.data.map((row) => toListItem(row, today)) };
}
