import { authChallenges, uuidv7 } from "@q2c/db";
import type { TMfaChallenge } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { hashToken, newToken } from "../../lib/secrets.ts";

export const MFA_CHALLENGE_TTL_MS = 10 * 60 * 1000;

/** After a correct password, a user with MFA gets a short-lived challenge to complete with a code. */
export async function createMfaChallenge(
  deps: Deps,
  user: { tenantId: string; id: string },
): Promise<TMfaChallenge> {
  const token = newToken();
  await deps.database.db.insert(authChallenges).values({
    tenantId: user.tenantId,
    id: uuidv7(),
    userId: user.id,
    purpose: "mfa",
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + MFA_CHALLENGE_TTL_MS),
  });
  return { type: "mfa", entityId: user.id, token };
}
