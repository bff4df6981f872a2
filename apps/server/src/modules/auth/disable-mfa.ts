import { backupCodes, users } from "@q2c/db";
import { AppError } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { isSelf, loadManagedUser } from "./managed-user.ts";
import { acceptCurrentFactor, requireConfirmationCode } from "./mfa-factors.ts";

/**
 * Turns MFA off and forgets the secret and backup codes. Users turning off their own MFA prove it with a
 * current code (authenticator or backup), so a stolen session alone cannot remove the second factor; an
 * administrator turning off a member's (who lost their phone) needs none.
 */
export async function disableMfa(
  deps: Deps,
  principal: Principal,
  userId: string,
  code: string | undefined,
): Promise<{ mfaEnabled: boolean }> {
  const { db } = deps;
  const user = await loadManagedUser(deps, principal, userId, { administratorMay: true });
  if (!user.mfaEnabled) throw new AppError("mfa_not_enabled");
  if (isSelf(principal, user)) {
    await requireConfirmationCode(
      db,
      user.email,
      async () => Boolean(code) && acceptCurrentFactor(db, deps.config.encryptionKey, user, code!),
    );
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        mfaEnabled: false,
        mfaSecret: null,
        mfaPendingSecret: null,
        mfaLastStep: null,
        updatedAt: new Date(),
      })
      .where(and(eq(users.tenantId, user.tenantId), eq(users.id, user.id)));
    await tx
      .delete(backupCodes)
      .where(and(eq(backupCodes.tenantId, user.tenantId), eq(backupCodes.userId, user.id)));
    await recordAudit(tx, {
      tenantId: user.tenantId,
      type: "auth.mfa_disabled",
      subjectId: user.id,
      actorUserId: principal.userId,
    });
  });
  return { mfaEnabled: false };
}
