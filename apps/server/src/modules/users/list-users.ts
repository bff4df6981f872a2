import { users } from "@q2c/db";
import type { Page, TUserListQuery, TUserSummary } from "@q2c/domain";
import { and, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { containsPattern, keysetPage } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import { scopeWhere } from "../../lib/tenancy.ts";
import { findAccountInScope } from "../accounts/repo.ts";
import { summariesOf } from "./repo.ts";

/** Users in the caller's scope, optionally of one account and matching a search text. */
export async function listUsers(
  deps: Deps,
  principal: Principal,
  query: TUserListQuery,
): Promise<Page<TUserSummary>> {
  const { db } = deps;
  const conditions: (SQL | undefined)[] = [scopeWhere(principal.scope, users)];
  if (query.accountId) {
    const account = await findAccountInScope(db, principal, query.accountId);
    conditions.push(eq(users.tenantId, account.tenantId), eq(users.accountId, account.id));
  }
  if (query.q) {
    const p = containsPattern(query.q);
    conditions.push(or(ilike(users.email, p), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, p)));
  }
  const page = await keysetPage(query, users.id, ({ where, orderBy, limit }) =>
    db
      .select()
      .from(users)
      .where(and(...conditions, where))
      .orderBy(orderBy)
      .limit(limit),
  );
  return { data: await summariesOf(db, page.data), hasMore: page.hasMore };
}
