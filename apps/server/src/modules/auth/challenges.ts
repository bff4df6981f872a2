import { authChallenges, type Db, users } from "@q2c/db";
import { and, eq, gt, isNull, type SQL } from "drizzle-orm";
import { hashToken } from "../../lib/secrets.ts";

/** What a one-time token in auth_challenges is for. */
export type ChallengePurpose = "mfa" | "reset";

/**
 * The open challenge (not used, not expired) of a token, with its user when that user is active.
 * Only the token's hash is stored, so the lookup hashes the token presented.
 */
export async function findOpenChallenge(db: Db, purpose: ChallengePurpose, token: string, extra?: SQL) {
  const [row] = await db
    .select({ challenge: authChallenges, user: users })
    .from(authChallenges)
    .innerJoin(users, and(eq(users.tenantId, authChallenges.tenantId), eq(users.id, authChallenges.userId)))
    .where(
      and(
        eq(authChallenges.tokenHash, hashToken(token)),
        eq(authChallenges.purpose, purpose),
        isNull(authChallenges.consumedAt),
        gt(authChallenges.expiresAt, new Date()),
        extra,
      ),
    );
  return row?.user.active ? row : undefined;
}

/** Marks a challenge used; answers false when another request used it first. */
export async function consumeChallenge(
  db: Db,
  challenge: { tenantId: string; id: string },
): Promise<boolean> {
  const rows = await db
    .update(authChallenges)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(authChallenges.tenantId, challenge.tenantId),
        eq(authChallenges.id, challenge.id),
        isNull(authChallenges.consumedAt),
      ),
    )
    .returning({ id: authChallenges.id });
  return rows.length === 1;
}
