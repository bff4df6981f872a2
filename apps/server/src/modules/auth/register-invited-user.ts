import { auditEvents, notifications, users, uuidv7 } from "@q2c/db";
import {
  AppError,
  MESSAGES,
  type TInviteInfo,
  type TRegisterRequest,
  type TTokensResponse,
  userJoinedMessage,
} from "@q2c/domain";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { hashToken } from "../../lib/secrets.ts";
import { fullName, openInvitation } from "./invitation.ts";
import { completeSignIn } from "./sign-in.ts";

/** What the register page shows about an invitation; an unknown or expired one is 404 "User not found". */
export async function getInvitation(deps: Deps, token: string): Promise<TInviteInfo> {
  const row = await openInvitation(deps.db, token);
  if (!row) throw new AppError("user_not_found");
  const { email, firstName, lastName } = row.user;
  return { email, firstName, lastName, accountName: row.accountName };
}

/**
 * Completes an invitation: names and password (the schema enforces the §5 rule), the token is used up,
 * the user is signed in, and the inviter and the account's administrators are told, live and in their
 * notification list.
 */
export async function registerInvitedUser(deps: Deps, input: TRegisterRequest): Promise<TTokensResponse> {
  const { db } = deps;
  const row = await openInvitation(db, input.inviteToken);
  if (!row) throw new AppError("invite_token_invalid");
  const { user } = row;
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const done = await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        inviteTokenHash: null,
        registeredAt: new Date(),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(users.tenantId, user.tenantId),
          eq(users.id, user.id),
          eq(users.inviteTokenHash, hashToken(input.inviteToken)),
        ),
      )
      .returning({ id: users.id });
    if (done.length !== 1) throw new AppError("invite_token_invalid");
    await recordAudit(tx, { tenantId: user.tenantId, type: "user.registered", subjectId: user.id });
  });
  const name = fullName({ ...user, firstName: input.firstName, lastName: input.lastName });
  await notifyJoined(deps, user, userJoinedMessage(name, row.accountName));
  return completeSignIn(deps, user);
}

/** Notifies whoever invited the user and the administrators and owners of the user's account. */
async function notifyJoined(
  deps: Deps,
  joined: { tenantId: string; id: string; accountId: string },
  message: string,
): Promise<void> {
  const { db } = deps;
  const admins = await db
    .select({ tenantId: users.tenantId, id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, joined.tenantId),
        eq(users.accountId, joined.accountId),
        inArray(users.role, ["owner", "administrator", "admin"]),
        eq(users.active, true),
        ne(users.id, joined.id),
      ),
    );
  // The inviter may sit in another tenant (an MSP inviting a customer's user, the platform owner an MSP's).
  const invitedBy = await db
    .select({ actor: auditEvents.actorUserId })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.tenantId, joined.tenantId),
        eq(auditEvents.subjectId, joined.id),
        inArray(auditEvents.type, ["user.invited", "user.invite_reminded"]),
      ),
    );
  const inviterIds = [...new Set(invitedBy.map((e) => e.actor).filter((id): id is string => Boolean(id)))];
  const inviters = inviterIds.length
    ? await db
        .select({ tenantId: users.tenantId, id: users.id })
        .from(users)
        .where(and(inArray(users.id, inviterIds), eq(users.active, true)))
    : [];
  const recipients = new Map([...admins, ...inviters].map((u) => [u.id, u]));
  if (recipients.size === 0) return;
  const title = MESSAGES.userJoinedTitle;
  await db.insert(notifications).values(
    [...recipients.values()].map((r) => ({
      tenantId: r.tenantId,
      id: uuidv7(),
      userId: r.id,
      title,
      message,
      data: { type: "user.joined", userId: joined.id, accountId: joined.accountId },
    })),
  );
  deps.realtime.notifyUsers([...recipients.keys()], "notification", { title, message });
}
