import { users } from "@q2c/db";
import { AppError, type TBackupCodesResponse } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { decryptSecret, encryptSecret } from "../../lib/encryption.ts";
import type { Principal } from "../../lib/principal.ts";
import { loadManagedUser } from "./managed-user.ts";
import { acceptTotpCode, handOutBackupCodes, requireConfirmationCode } from "./mfa-factors.ts";

/**
 * Second step of turning on MFA: a first code from the app proves the pending secret was stored.
 * MFA is on from then, and the answer carries the backup codes, which are never shown again.
 */
export async function checkMfa(
  deps: Deps,
  principal: Principal,
  userId: string,
  code: string,
): Promise<TBackupCodesResponse> {
  const { db } = deps;
  const user = await loadManagedUser(deps, principal, userId);
  if (user.mfaEnabled) throw new AppError("mfa_already_enabled");
  const key = deps.config.encryptionKey;
  const pending = user.mfaPendingSecret;
  if (!pending) throw new AppError("mfa_setup_not_started");
  // The last step accepted under an earlier secret means nothing for a new one.
  await requireConfirmationCode(db, user.email, () =>
    acceptTotpCode(db, key, { ...user, mfaLastStep: null }, code, pending),
  );
  // Encrypted afresh: a pending secret written before encryption is not carried over as plaintext.
  const secret = encryptSecret(key, decryptSecret(key, pending));
  return handOutBackupCodes(db, user, { type: "auth.mfa_enabled", actorUserId: principal.userId }, (tx) =>
    tx
      .update(users)
      .set({ mfaEnabled: true, mfaSecret: secret, mfaPendingSecret: null, updatedAt: new Date() })
      .where(and(eq(users.tenantId, user.tenantId), eq(users.id, user.id))),
  );
}
