import { accounts, loginIdentities, teamMembers, teams, users, uuidv7 } from "@q2c/db";
import {
  AppError,
  canGrantRole,
  MESSAGES,
  normaliseRole,
  type TBulkInviteRequest,
  type TInvitedUsersResponse,
} from "@q2c/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import type { Principal } from "../../lib/principal.ts";
import { hashToken, newToken } from "../../lib/secrets.ts";
import { scopeWhere } from "../../lib/tenancy.ts";
import { inviterName, mailInvitation } from "./invitation.ts";

/**
 * bulk-invite: creates users without a password in the caller's account, or in an account of their
 * scope (others: 404), and mails each a register link. All or nothing: a role above the caller's (403),
 * an e-mail already in use (409) or an unknown team (400) stops the whole batch before anything is written.
 */
export async function inviteUsers(
  deps: Deps,
  principal: Principal,
  input: TBulkInviteRequest,
): Promise<TInvitedUsersResponse> {
  const { db } = deps;
  const accountId = input.accountId ?? principal.accountId;
  const [account] = await db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.id, accountId),
        scopeWhere(principal.scope, { tenantId: accounts.tenantId, accountId: accounts.id }),
      ),
    );
  if (!account) throw new AppError("not_found");

  const actorRole = normaliseRole(principal.role);
  if (input.users.some((u) => !canGrantRole(actorRole, u.role))) throw new AppError("role_too_high");

  const taken: Record<string, string> = {};
  const seen = new Set<string>();
  input.users.forEach((u, i) => {
    if (seen.has(u.email)) taken[`users.${i}.email`] = MESSAGES.emailTaken;
    seen.add(u.email);
  });
  const existing = await db
    .select({ email: loginIdentities.email })
    .from(loginIdentities)
    .where(inArray(loginIdentities.email, [...seen]));
  const existingSet = new Set(existing.map((e) => e.email));
  input.users.forEach((u, i) => {
    if (existingSet.has(u.email)) taken[`users.${i}.email`] = MESSAGES.emailTaken;
  });
  if (Object.keys(taken).length > 0) throw new AppError("email_taken", { fields: taken });

  const teamIds = [...new Set(input.users.flatMap((u) => u.teamIds ?? []))];
  const known = teamIds.length
    ? await db
        .select({ id: teams.id })
        .from(teams)
        .where(
          and(
            eq(teams.tenantId, account.tenantId),
            eq(teams.accountId, account.id),
            inArray(teams.id, teamIds),
          ),
        )
    : [];
  const knownSet = new Set(known.map((t) => t.id));
  const badTeams: Record<string, string> = {};
  input.users.forEach((u, i) => {
    if ((u.teamIds ?? []).some((id) => !knownSet.has(id)))
      badTeams[`users.${i}.teamIds`] = MESSAGES.teamNotFound;
  });
  if (Object.keys(badTeams).length > 0) throw new AppError("team_not_found", { fields: badTeams });

  const invited = input.users.map((u) => ({
    ...u,
    id: uuidv7(),
    token: newToken(),
    firstName: u.firstName ?? "",
    lastName: u.lastName ?? "",
  }));
  try {
    await db.transaction(async (tx) => {
      for (const u of invited) {
        await tx.insert(users).values({
          tenantId: account.tenantId,
          id: u.id,
          accountId: account.id,
          email: u.email,
          firstName: u.firstName,
          lastName: u.lastName,
          role: u.role,
          passwordHash: null,
          inviteTokenHash: hashToken(u.token),
          invitedAt: new Date(),
        });
        await tx
          .insert(loginIdentities)
          .values({ email: u.email, userTenantId: account.tenantId, userId: u.id });
        for (const teamId of new Set(u.teamIds ?? [])) {
          await tx
            .insert(teamMembers)
            .values({ tenantId: account.tenantId, teamId, userId: u.id, level: "user" });
        }
        await recordAudit(tx, {
          tenantId: account.tenantId,
          type: "user.invited",
          subjectId: u.id,
          actorUserId: principal.userId,
          data: { role: u.role, email: u.email },
        });
      }
    });
  } catch (err) {
    // Another request took one of the addresses between the check and the insert.
    if (isUniqueViolation(err)) throw new AppError("email_taken");
    throw err;
  }

  const from = await inviterName(db, principal);
  const data = [];
  for (const u of invited) {
    const name = [u.firstName, u.lastName].filter(Boolean).join(" ");
    const mailed = await mailInvitation(deps, {
      email: u.email,
      name,
      inviterName: from,
      accountName: account.accountName,
      token: u.token,
    });
    data.push({
      id: u.id,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      role: u.role,
      accountId: account.id,
      mailed,
    });
  }
  return { data };
}
