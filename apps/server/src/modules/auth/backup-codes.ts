import { AppError, type TBackupCodesResponse } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { loadManagedUser } from "./managed-user.ts";
import {
  acceptCurrentFactor,
  countUnusedBackupCodes,
  handOutBackupCodes,
  requireConfirmationCode,
} from "./mfa-factors.ts";

/** New backup codes for the caller, proven by a current code; the old ones stop working. */
export async function regenerateBackupCodes(
  deps: Deps,
  principal: Principal,
  userId: string,
  code: string,
): Promise<TBackupCodesResponse> {
  const { db } = deps;
  const user = await loadManagedUser(deps, principal, userId);
  if (!user.mfaEnabled) throw new AppError("mfa_not_enabled");
  await requireConfirmationCode(db, user.email, () =>
    acceptCurrentFactor(db, deps.config.encryptionKey, user, code),
  );
  return handOutBackupCodes(db, user, {
    type: "auth.backup_codes_regenerated",
    actorUserId: principal.userId,
  });
}

/** How many unused backup codes the caller has left; the codes themselves are never shown again. */
export async function countBackupCodes(
  deps: Deps,
  principal: Principal,
  userId: string,
): Promise<{ remaining: number }> {
  const user = await loadManagedUser(deps, principal, userId);
  return { remaining: user.mfaEnabled ? await countUnusedBackupCodes(deps.db, user) : 0 };
}
