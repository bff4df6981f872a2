import { type Db, teamMembers, teams, users } from "@q2c/db";
import { AppError, canGrantRole, normaliseRole, type TUpdateUserRequest, type TUserInfo } from "@q2c/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { assertCanManageUser, findUserInScope, type UserRow } from "./repo.ts";
import { getUserInfo } from "./user-info.ts";

/** Settings that belong to the user alone: nobody else changes them, not even an administrator. */
const PERSONAL_FIELDS = ["darkTheme", "preferences", "tableConf"] as const;

/**
 * Updates a user: their own profile, or (administrator+ of the account) another user's names, role and
 * teams. The version must be the one the client read; a stale one answers 409 and writes nothing.
 */
export async function updateUser(
  deps: Deps,
  principal: Principal,
  userId: string,
  input: TUpdateUserRequest,
): Promise<TUserInfo> {
  const { db } = deps;
  const target = await findUserInScope(db, principal, userId);
  const self = target.id === principal.userId && target.tenantId === principal.tenantId;
  if (!self) {
    assertCanManageUser(principal, target);
    if (PERSONAL_FIELDS.some((f) => input[f] !== undefined)) throw new AppError("forbidden");
  }
  const newRole =
    input.role !== undefined && input.role !== normaliseRole(target.role) ? input.role : undefined;
  if (newRole !== undefined) {
    // Changing a role, one's own included, is an administrator's act, and never above the actor's own.
    assertCanManageUser(principal, target);
    if (!canGrantRole(normaliseRole(principal.role), newRole)) throw new AppError("role_too_high");
  }
  if (input.teams !== undefined) assertCanManageUser(principal, target);
  const teamIds = input.teams ? await checkTeams(db, target, input.teams) : undefined;

  const nulls = new Set(input.nullFields ?? []);
  const changes: Partial<typeof users.$inferInsert> = {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: nulls.has("phone") ? null : input.phone,
    about: input.about,
    photoUrl: nulls.has("photoURL") ? null : input.photoURL,
    darkTheme: input.darkTheme === undefined ? undefined : input.darkTheme === "yes",
    preferences: input.preferences,
    tableConf: input.tableConf,
    role: newRole,
  };

  await db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ ...changes, version: target.version + 1, updatedAt: new Date() })
      .where(
        and(eq(users.tenantId, target.tenantId), eq(users.id, target.id), eq(users.version, input.version)),
      )
      .returning({ id: users.id });
    if (updated.length === 0) throw new AppError("conflict", { details: { version: target.version } });
    if (teamIds) {
      await tx
        .delete(teamMembers)
        .where(and(eq(teamMembers.tenantId, target.tenantId), eq(teamMembers.userId, target.id)));
      if (teamIds.size > 0) {
        await tx.insert(teamMembers).values(
          [...teamIds].map(([teamId, level]) => ({
            tenantId: target.tenantId,
            teamId,
            userId: target.id,
            level,
          })),
        );
      }
    }
    if (newRole !== undefined) {
      await recordAudit(tx, {
        actorUserId: principal.userId,
        tenantId: target.tenantId,
        type: "user.role_changed",
        subjectId: target.id,
        data: { from: target.role, to: newRole },
      });
    }
  });
  return getUserInfo(db, target.tenantId, target.id, deps.config.platformAccountId);
}

/** The teams must be teams of the user's own account; answers team id → level. */
async function checkTeams(
  db: Db,
  target: UserRow,
  wanted: NonNullable<TUpdateUserRequest["teams"]>,
): Promise<Map<string, string>> {
  const ids = wanted.map((t) => t.teamId.toLowerCase());
  const found =
    ids.length === 0
      ? []
      : await db
          .select({ id: teams.id })
          .from(teams)
          .where(
            and(
              eq(teams.tenantId, target.tenantId),
              eq(teams.accountId, target.accountId),
              inArray(teams.id, ids),
            ),
          );
  const known = new Set(found.map((t) => t.id));
  const fields: Record<string, string> = {};
  ids.forEach((id, i) => {
    if (!known.has(id)) fields[`teams.${i}.teamId`] = "This team is not a team of the user's account.";
  });
  if (Object.keys(fields).length > 0) throw new AppError("bad_request", { fields });
  return new Map(ids.map((id, i) => [id, wanted[i]?.level ?? "user"]));
}
