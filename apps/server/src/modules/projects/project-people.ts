import { type Db, locations, users } from "@q2c/db";
import { normaliseRole, roleMay, type TTeamUser, type ZProjectAddress } from "@q2c/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ProjectRow } from "../project-core/project-scope.ts";

// The people and places around a quote that GET /projects/{id} adds on request: team, addresses (members
// come from the collaboration module's memberViews, as GET /projects/{id}/members shows them).

/** Users of the quote's MSP whose role may work on quotes (quotes.read), with their team types. */
export async function loadTeam(db: Db, project: ProjectRow): Promise<TTeamUser[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      // Spelled out: drizzle leaves columns unqualified in a single-table select, which the subquery needs.
      teams: sql<string | null>`(select string_agg(distinct t.team_type, ',')
        from team_members tm join teams t on t.tenant_id = tm.tenant_id and t.id = tm.team_id
        where tm.tenant_id = users.tenant_id and tm.user_id = users.id)`,
    })
    .from(users)
    .where(
      and(
        eq(users.tenantId, project.tenantId),
        eq(users.accountId, project.tenantId),
        eq(users.active, true),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows
    .filter((u) => roleMay("quotes.read", normaliseRole(u.role)))
    .map((u) => ({
      id: u.id,
      displayName: `${u.firstName} ${u.lastName}`.trim() || u.email,
      email: u.email,
      role: normaliseRole(u.role) ?? u.role,
      teams: u.teams ? u.teams.split(",").sort() : [],
    }));
}

/** The customer's service addresses, from which sites of the quote are picked. */
export async function loadAddresses(db: Db, project: ProjectRow): Promise<z.infer<typeof ZProjectAddress>[]> {
  return db
    .select({
      id: locations.id,
      name: locations.name,
      address1: locations.address1,
      city: locations.city,
      state: locations.state,
      zip: locations.zip,
      country: locations.country,
    })
    .from(locations)
    .where(and(eq(locations.tenantId, project.tenantId), eq(locations.accountId, project.accountId)))
    .orderBy(asc(locations.name), asc(locations.id));
}
