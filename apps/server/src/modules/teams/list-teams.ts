import { teams } from "@q2c/db";
import type { Page, TTeam, TTeamListQuery } from "@q2c/domain";
import { and, eq, type SQL } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { keysetPage } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import { scopeWhere } from "../../lib/tenancy.ts";
import { findAccountInScope } from "../accounts/repo.ts";
import { teamsWithCounts } from "./repo.ts";

/** Teams in the caller's scope, optionally of one account. */
export async function listTeams(
  deps: Deps,
  principal: Principal,
  query: TTeamListQuery,
): Promise<Page<TTeam>> {
  const { db } = deps;
  const conditions: (SQL | undefined)[] = [scopeWhere(principal.scope, teams)];
  if (query.accountId) {
    const account = await findAccountInScope(db, principal, query.accountId);
    conditions.push(eq(teams.tenantId, account.tenantId), eq(teams.accountId, account.id));
  }
  const page = await keysetPage(query, teams.id, ({ where, orderBy, limit }) =>
    db
      .select()
      .from(teams)
      .where(and(...conditions, where))
      .orderBy(orderBy)
      .limit(limit),
  );
  return { data: await teamsWithCounts(db, page.data), hasMore: page.hasMore };
}
