import { type Db, teamMembers, teams, users } from "@q2c/db";
import { AppError, type TeamId, type TTeam, type TTeamMember } from "@q2c/domain";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { KeysetStep } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import { scopeWhere } from "../../lib/tenancy.ts";
import { displayNameOf } from "../users/repo.ts";

export type TeamRow = typeof teams.$inferSelect;

/** A team in the caller's scope; any other answers 404. */
export async function findTeamInScope(db: Db, principal: Principal, teamId: string): Promise<TeamRow> {
  const [row] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), scopeWhere(principal.scope, teams)));
  if (!row) throw new AppError("not_found");
  return row;
}

/** Teams with their member counts, in the rows' order. */
export async function teamsWithCounts(db: Db, rows: TeamRow[]): Promise<TTeam[]> {
  const counts = new Map<string, number>();
  if (rows.length > 0) {
    const found = await db
      .select({ teamId: teamMembers.teamId, n: count() })
      .from(teamMembers)
      .where(
        and(
          inArray(teamMembers.tenantId, [...new Set(rows.map((r) => r.tenantId))]),
          inArray(
            teamMembers.teamId,
            rows.map((r) => r.id),
          ),
        ),
      )
      .groupBy(teamMembers.teamId);
    for (const f of found) counts.set(f.teamId, Number(f.n));
  }
  return rows.map((r) => ({
    id: r.id,
    accountId: r.accountId,
    name: r.name,
    teamType: r.teamType as TeamId,
    memberCount: counts.get(r.id) ?? 0,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Members of one team, by user id; a keyset step pages through them, else the first thousand. */
export async function membersOf(db: Db, team: TeamRow, step?: KeysetStep): Promise<TTeamMember[]> {
  const rows = await db
    .select({ user: users, level: teamMembers.level })
    .from(teamMembers)
    .innerJoin(users, and(eq(users.tenantId, teamMembers.tenantId), eq(users.id, teamMembers.userId)))
    .where(and(eq(teamMembers.tenantId, team.tenantId), eq(teamMembers.teamId, team.id), step?.where))
    .orderBy(step?.orderBy ?? asc(teamMembers.userId))
    .limit(step?.limit ?? 1000);
  return rows.map(({ user, level }) => ({
    userId: user.id,
    email: user.email,
    displayName: displayNameOf(user),
    role: user.role,
    active: user.active,
    level: level === "manager" ? "manager" : "user",
  }));
}
