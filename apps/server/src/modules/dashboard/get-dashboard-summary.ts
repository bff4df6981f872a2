import { accounts, buildings, locations, teams, users } from "@q2c/db";
import type { TDashboardSummary } from "@q2c/domain";
import { and, count, eq, ne, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { accountsInScope, scopeWhere } from "../../lib/tenancy.ts";

const n = (rows: { n: number }[]): number => Number(rows[0]?.n ?? 0);

/** Counts for the dashboard, all through the caller's scope; the owner also gets accounts by kind. */
export async function getDashboardSummary(deps: Deps, principal: Principal): Promise<TDashboardSummary> {
  const { db } = deps;
  const scope = principal.scope;
  const [userCount, teamCount, customerCount, locationCount, buildingCount] = await Promise.all([
    db.select({ n: count() }).from(users).where(scopeWhere(scope, users)),
    db.select({ n: count() }).from(teams).where(scopeWhere(scope, teams)),
    // Customers are sub-accounts (tenant is the MSP above), other than the caller's own account.
    db
      .select({ n: count() })
      .from(accounts)
      .where(
        and(
          accountsInScope(principal),
          ne(accounts.tenantId, accounts.id),
          ne(accounts.id, principal.accountId),
        ),
      ),
    db.select({ n: count() }).from(locations).where(scopeWhere(scope, locations)),
    // Buildings have no account column: they are reached through their location's scope.
    db
      .select({ n: count() })
      .from(buildings)
      .innerJoin(
        locations,
        and(eq(locations.tenantId, buildings.tenantId), eq(locations.id, buildings.locationId)),
      )
      .where(scopeWhere(scope, locations)),
  ]);
  const summary: TDashboardSummary = {
    users: n(userCount),
    teams: n(teamCount),
    customers: n(customerCount),
    locations: n(locationCount),
    buildings: n(buildingCount),
  };
  if (principal.accountKind !== "platformOwner") return summary;
  const byKind = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${condition})::int`;
  const [kinds] = await db
    .select({
      msp: byKind(sql`${accounts.isMSP}`),
      link: byKind(sql`${accounts.isSpLink}`),
      customer: byKind(sql`${accounts.tenantId} <> ${accounts.id}`),
      distributor: byKind(sql`${accounts.isDistributor}`),
      manufacturer: byKind(sql`${accounts.isManufacturer}`),
      isv: byKind(sql`${accounts.companyType} = 'isv'`),
      isp: byKind(sql`${accounts.isIsp}`),
      financial: byKind(sql`${accounts.isFinancial}`),
    })
    .from(accounts);
  if (kinds)
    summary.accountsByKind = Object.fromEntries(
      Object.entries(kinds).map(([k, v]) => [k, Number(v)]),
    ) as NonNullable<TDashboardSummary["accountsByKind"]>;
  return summary;
}
