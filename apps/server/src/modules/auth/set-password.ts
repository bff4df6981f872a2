import { authChallenges, users } from "@q2c/db";
import { AppError, MESSAGES, type TResetTokenInfo, type TSetPasswordRequest } from "@q2c/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { consumeChallenge } from "./challenges.ts";
import { clearFailures } from "./lockout.ts";
import { openResetChallenge } from "./password-reset.ts";
import { revokeAllSessionsOfUser } from "./sessions.ts";

/** Whether a reset link still works, for the new-password page. */
export async function checkResetToken(deps: Deps, token: string): Promise<TResetTokenInfo> {
  const row = await openResetChallenge(deps.db, token);
  return row ? { valid: true, email: row.user.email, userId: row.user.id } : { valid: false };
}

/**
 * Sets a new password with a reset link (the schema enforces the §5 rule). The link is used up, every
 * other reset link of the user too, and every session of the user is revoked: whoever held the old
 * password is signed out everywhere.
 */
export async function setPasswordWithToken(
  deps: Deps,
  userId: string,
  input: TSetPasswordRequest,
): Promise<{ message: string }> {
  const { db } = deps;
  const row = await openResetChallenge(db, input.token);
  if (!row || row.user.id !== userId.toLowerCase()) throw new AppError("reset_token_invalid");
  const { challenge, user } = row;
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    if (!(await consumeChallenge(tx, challenge))) throw new AppError("reset_token_invalid");
    // Every other reset link of the user goes too.
    await tx
      .update(authChallenges)
      .set({ consumedAt: new Date() })
      .where(
        and(
          eq(authChallenges.tenantId, user.tenantId),
          eq(authChallenges.userId, user.id),
          eq(authChallenges.purpose, "reset"),
          isNull(authChallenges.consumedAt),
        ),
      );
    // A reset link proves the address as well as an invitation does: an invited user is registered now.
    await tx
      .update(users)
      .set({
        passwordHash,
        inviteTokenHash: null,
        registeredAt: user.registeredAt ?? new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(users.tenantId, user.tenantId), eq(users.id, user.id)));
    await revokeAllSessionsOfUser(tx, user.tenantId, user.id);
    await recordAudit(tx, { tenantId: user.tenantId, type: "auth.password_reset", subjectId: user.id });
  });
  // Signed out everywhere: the sockets opened with the revoked sessions close too.
  deps.realtime.closeUserSockets(user.id);
  await clearFailures(db, user.email);
  return { message: MESSAGES.passwordChanged };
}
