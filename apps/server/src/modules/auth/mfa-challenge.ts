import { authChallenges, uuidv7 } from "@q2c/db";
import { AppError, type TMfaChallenge } from "@q2c/domain";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { hashToken, newToken } from "../../lib/secrets.ts";
import { findOpenChallenge } from "./challenges.ts";
import { MFA_MAX_ATTEMPTS } from "./policy.ts";

export const MFA_CHALLENGE_TTL_MS = 10 * 60 * 1000;

/** After a correct password, a user with MFA gets a short-lived challenge to complete with a code. */
export async function createMfaChallenge(
  deps: Deps,
  user: { tenantId: string; id: string },
): Promise<TMfaChallenge> {
  const token = newToken();
  await deps.db.insert(authChallenges).values({
    tenantId: user.tenantId,
    id: uuidv7(),
    userId: user.id,
    purpose: "mfa",
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + MFA_CHALLENGE_TTL_MS),
  });
  return { type: "mfa", entityId: user.id, token };
}

/**
 * The open challenge of this token and user, with its user (active, MFA on). Anything else (unknown,
 * expired, used up, another user's) is the same 401 so the answer tells an attacker nothing.
 */
export async function openMfaChallenge(deps: Deps, userId: string, token: string) {
  const row = await findOpenChallenge(
    deps.db,
    "mfa",
    token,
    and(eq(authChallenges.userId, userId), lt(authChallenges.attempts, MFA_MAX_ATTEMPTS)),
  );
  if (!row?.user.mfaEnabled) throw new AppError("mfa_challenge_invalid");
  return row;
}

/**
 * Takes one attempt off the challenge before the code is checked, so concurrent guesses cannot exceed
 * the limit; answers the attempt's number, or throws when none is left.
 */
export async function takeAttempt(deps: Deps, challenge: { tenantId: string; id: string }) {
  const [row] = await deps.db
    .update(authChallenges)
    .set({ attempts: sql`${authChallenges.attempts} + 1` })
    .where(
      and(
        eq(authChallenges.tenantId, challenge.tenantId),
        eq(authChallenges.id, challenge.id),
        isNull(authChallenges.consumedAt),
        gt(authChallenges.expiresAt, new Date()),
        lt(authChallenges.attempts, MFA_MAX_ATTEMPTS),
      ),
    )
    .returning({ attempts: authChallenges.attempts });
  if (!row) throw new AppError("mfa_challenge_invalid");
  return row.attempts;
}
