import { locations } from "@q2c/db";
import type { Page, TLocation, TLocationListQuery } from "@q2c/domain";
import { and, eq, type SQL } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { keysetPage } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import { scopeWhere } from "../../lib/tenancy.ts";
import { findAccountInScope } from "../accounts/repo.ts";
import { withDetails } from "./repo.ts";

/** Locations in scope, optionally of one account, with floors (getFloors) and buildings (getBuildings). */
export async function listLocations(
  deps: Deps,
  principal: Principal,
  query: TLocationListQuery,
): Promise<Page<TLocation>> {
  const { db } = deps;
  const conditions: (SQL | undefined)[] = [scopeWhere(principal.scope, locations)];
  if (query.accountId) {
    const account = await findAccountInScope(db, principal, query.accountId);
    conditions.push(eq(locations.tenantId, account.tenantId), eq(locations.accountId, account.id));
  }
  const page = await keysetPage(query, locations.id, ({ where, orderBy, limit }) =>
    db
      .select()
      .from(locations)
      .where(and(...conditions, where))
      .orderBy(orderBy)
      .limit(limit),
  );
  const data = await withDetails(db, page.data, { floors: query.getFloors, buildings: query.getBuildings });
  return { data, hasMore: page.hasMore };
}
