import { type Db, teamMembers, teams, users } from "@q2c/db";
import { AppError, hasImportance, normaliseRole, type TUserSummary } from "@q2c/domain";
import { and, eq, inArray } from "drizzle-orm";
import { allows } from "../../lib/permissions.ts";
import type { Principal } from "../../lib/principal.ts";
import { scopeWhere } from "../../lib/tenancy.ts";

export type UserRow = typeof users.$inferSelect;

/** A user in the caller's scope; anyone else's answers 404 as if it did not exist. */
export async function findUserInScope(db: Db, principal: Principal, userId: string): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), scopeWhere(principal.scope, users)));
  if (!row) throw new AppError("not_found");
  return row;
}

/**
 * Managing another user takes users.manage and a role at least as important as theirs:
 * a manager cannot touch an administrator, an administrator cannot touch the owner (§6 role choice lists).
 */
export function assertCanManageUser(principal: Principal, target: UserRow): void {
  if (!allows(principal, "users.manage")) throw new AppError("forbidden");
  const targetRole = normaliseRole(target.role);
  if (targetRole && !hasImportance(normaliseRole(principal.role), targetRole))
    throw new AppError("forbidden");
}

type TeamOfUser = TUserSummary["teams"][number];

/** Team memberships of some users of one tenant, by user id. */
export async function teamsOfUsers(
  db: Db,
  tenantIds: string[],
  userIds: string[],
): Promise<Map<string, TeamOfUser[]>> {
  const byUser = new Map<string, TeamOfUser[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      userId: teamMembers.userId,
      teamId: teams.id,
      type: teams.teamType,
      name: teams.name,
      level: teamMembers.level,
    })
    .from(teamMembers)
    .innerJoin(teams, and(eq(teams.tenantId, teamMembers.tenantId), eq(teams.id, teamMembers.teamId)))
    .where(and(inArray(teamMembers.tenantId, [...new Set(tenantIds)]), inArray(teamMembers.userId, userIds)));
  for (const r of rows) {
    const list = byUser.get(r.userId) ?? [];
    list.push({
      teamId: r.teamId,
      id: r.type,
      name: r.name,
      level: r.level === "manager" ? "manager" : "user",
    });
    byUser.set(r.userId, list);
  }
  return byUser;
}

export const displayNameOf = (u: Pick<UserRow, "firstName" | "lastName" | "email">): string =>
  [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email;

export function toUserSummary(u: UserRow, teamsOfUser: TeamOfUser[] = []): TUserSummary {
  return {
    id: u.id,
    accountId: u.accountId,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    displayName: displayNameOf(u),
    phone: u.phone,
    photoURL: u.photoUrl,
    role: u.role,
    status: u.status,
    active: u.active,
    pending: u.registeredAt === null && u.invitedAt !== null,
    mfaEnabled: u.mfaEnabled,
    teams: teamsOfUser,
    version: u.version,
    createdAt: u.createdAt.toISOString(),
  };
}

/** Summaries of user rows with their teams, in the rows' order. */
export async function summariesOf(db: Db, rows: UserRow[]): Promise<TUserSummary[]> {
  const memberships = await teamsOfUsers(
    db,
    rows.map((r) => r.tenantId),
    rows.map((r) => r.id),
  );
  return rows.map((r) => toUserSummary(r, memberships.get(r.id)));
}
