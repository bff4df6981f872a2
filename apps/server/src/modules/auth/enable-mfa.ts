import { users } from "@q2c/db";
import { AppError, type TEnableMfaResponse } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { encryptSecret } from "../../lib/encryption.ts";
import type { Principal } from "../../lib/principal.ts";
import { newTotpSecret, totpUrl } from "../../lib/totp.ts";
import { loadManagedUser } from "./managed-user.ts";

/**
 * First step of turning on MFA: a new secret for the authenticator app, kept as pending until
 * check-mfa confirms it with a code. Asking again replaces the pending secret.
 */
export async function enableMfa(
  deps: Deps,
  principal: Principal,
  userId: string,
): Promise<TEnableMfaResponse> {
  const user = await loadManagedUser(deps, principal, userId);
  if (user.mfaEnabled) throw new AppError("mfa_already_enabled");
  const secret = newTotpSecret();
  await deps.db
    .update(users)
    .set({ mfaPendingSecret: encryptSecret(deps.config.encryptionKey, secret), updatedAt: new Date() })
    .where(and(eq(users.tenantId, user.tenantId), eq(users.id, user.id)));
  return { otpauthUrl: totpUrl(secret, user.email), secret };
}
