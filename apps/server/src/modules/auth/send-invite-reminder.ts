import { accounts, users } from "@q2c/db";
import { AppError, canGrantRole, normaliseRole, type TInvitedUsersResponse } from "@q2c/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { hashToken, newToken } from "../../lib/secrets.ts";
import { scopeWhere } from "../../lib/tenancy.ts";
import { inviterName, mailInvitation } from "./invitation.ts";

/**
 * send-reminder: mails invited users a fresh register link; the previous link stops working and the
 * validity starts again. Users outside the scope: 404; already registered: 409; a role above the
 * caller's: 403. Nothing is sent unless every user qualifies.
 */
export async function sendInviteReminders(
  deps: Deps,
  principal: Principal,
  userIds: string[],
): Promise<TInvitedUsersResponse> {
  const { db } = deps;
  const ids = [...new Set(userIds)];
  const rows = await db
    .select({ user: users, accountName: accounts.accountName })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.tenantId, users.tenantId), eq(accounts.id, users.accountId)))
    .where(and(inArray(users.id, ids), scopeWhere(principal.scope, users)));
  if (rows.length !== ids.length) throw new AppError("not_found");
  const actorRole = normaliseRole(principal.role);
  for (const { user } of rows) {
    if (user.registeredAt || user.passwordHash) throw new AppError("already_registered");
    const role = normaliseRole(user.role);
    if (!role || !canGrantRole(actorRole, role)) throw new AppError("forbidden");
  }

  const from = await inviterName(db, principal);
  const data = [];
  for (const { user, accountName } of rows) {
    const token = newToken();
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ inviteTokenHash: hashToken(token), invitedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(users.tenantId, user.tenantId), eq(users.id, user.id)));
      await recordAudit(tx, {
        tenantId: user.tenantId,
        type: "user.invite_reminded",
        subjectId: user.id,
        actorUserId: principal.userId,
      });
    });
    const mailed = await mailInvitation(deps, {
      email: user.email,
      name: [user.firstName, user.lastName].filter(Boolean).join(" "),
      inviterName: from,
      accountName,
      token,
    });
    const { id, email, firstName, lastName, role, accountId } = user;
    data.push({ id, email, firstName, lastName, role, accountId, mailed });
  }
  return { data };
}
