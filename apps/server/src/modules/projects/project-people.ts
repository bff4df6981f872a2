import { accounts, type Db, locations, projectMembers, users } from "@q2c/db";
import {
  normaliseRole,
  passesRule,
  type TProjectMember,
  type TTeamUser,
  type ZProjectAddress,
} from "@q2c/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ProjectRow } from "../project-core/project-scope.ts";

// The people and places around a quote that GET /projects/{id} adds on request: members, team, addresses.

/** What kind of partner a member account is (domain §1 roles: link partner, financial, distributor, ...). */
function memberKind(a: { isSpLink: boolean; isFinancial: boolean; isDistributor: boolean }): string {
  if (a.isSpLink) return "partner";
  if (a.isFinancial) return "financial";
  if (a.isDistributor) return "distributor";
  return "manufacturer";
}

/** Member accounts (often of other tenants: each joined on its own tenant's key). */
export async function loadMembers(db: Db, project: ProjectRow): Promise<TProjectMember[]> {
  const rows = await db
    .select({
      id: projectMembers.id,
      accountId: projectMembers.memberAccountId,
      accountName: accounts.accountName,
      isSpLink: accounts.isSpLink,
      isFinancial: accounts.isFinancial,
      isDistributor: accounts.isDistributor,
      createdAt: projectMembers.createdAt,
    })
    .from(projectMembers)
    .leftJoin(
      accounts,
      and(
        eq(accounts.tenantId, projectMembers.memberTenantId),
        eq(accounts.id, projectMembers.memberAccountId),
      ),
    )
    .where(and(eq(projectMembers.tenantId, project.tenantId), eq(projectMembers.projectId, project.id)))
    .orderBy(asc(projectMembers.id));
  return rows.map((r) => ({
    id: r.id,
    accountId: r.accountId,
    accountName: r.accountName ?? "",
    kind: memberKind({
      isSpLink: r.isSpLink ?? false,
      isFinancial: r.isFinancial ?? false,
      isDistributor: r.isDistributor ?? false,
    }),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Users of the quote's MSP who may work on quotes (the quotes rule set), with their team types. */
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
    .filter((u) => passesRule("quotes", normaliseRole(u.role)))
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
