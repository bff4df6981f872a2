import { authChallenges, type Db, loginIdentities, users, uuidv7 } from "@q2c/db";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../../deps.ts";
import { passwordResetMail } from "../../integrations/mail/templates.ts";
import { hashToken, newToken } from "../../lib/secrets.ts";
import { findOpenChallenge } from "./challenges.ts";
import { RESET_MAILS_PER_HOUR, RESET_TTL_MS } from "./policy.ts";

/** The link in mails; PUBLIC_URL may be written with a trailing slash. */
export const publicLink = (publicUrl: string, path: string): string =>
  `${publicUrl.replace(/\/+$/, "")}${path}`;

/**
 * Records a reset challenge unless the user had RESET_MAILS_PER_HOUR in the last hour, and answers its
 * token. Counting and recording hold a transaction lock on the user, so requests at once, on this process
 * or another one on the same database, are counted one after the other.
 */
async function recordResetChallenge(db: Db, user: { tenantId: string; id: string }): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`reset:${user.id}`}, 0))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(authChallenges)
      .where(
        and(
          eq(authChallenges.tenantId, user.tenantId),
          eq(authChallenges.userId, user.id),
          eq(authChallenges.purpose, "reset"),
          gt(authChallenges.createdAt, new Date(Date.now() - 60 * 60 * 1000)),
        ),
      );
    if ((recent?.n ?? 0) >= RESET_MAILS_PER_HOUR) return null;
    const token = newToken();
    await tx.insert(authChallenges).values({
      tenantId: user.tenantId,
      id: uuidv7(),
      userId: user.id,
      purpose: "reset",
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
      // Counted against the hourly limit on the server's clock.
      createdAt: new Date(),
    });
    return token;
  });
}

/** An open reset challenge of this token: not used, not expired; with its (active) user. */
export const openResetChallenge = (db: Db, token: string) => findOpenChallenge(db, "reset", token);

/**
 * GET /auth/users/reset: starts the work for an address and returns at once, so the answer, and the time
 * it takes, is the same whether or not the address belongs to a user and however slow the mail server
 * is. Errors are logged, as nobody waits for them. Work that outlives its request belongs in a job queue,
 * which comes in a later issue; until then it runs in this process and is lost if the process stops.
 */
export function startPasswordReset(deps: Deps, email: string, log: FastifyBaseLogger): void {
  requestPasswordReset(deps, email).catch((err: unknown) =>
    log.error({ err }, "password reset request failed"),
  );
}

/**
 * Mails a link to set a new password, to an active user with this address, at most RESET_MAILS_PER_HOUR
 * times an hour. A mail that fails is kept in the outbox with its error, and the error is thrown on.
 */
export async function requestPasswordReset(deps: Deps, email: string): Promise<void> {
  const { db } = deps;
  const [identity] = await db.select().from(loginIdentities).where(eq(loginIdentities.email, email));
  if (!identity) return;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, identity.userTenantId), eq(users.id, identity.userId)));
  if (!user?.active) return;
  const token = await recordResetChallenge(db, user);
  if (!token) return;
  const mail = passwordResetMail({
    to: user.email,
    name: [user.firstName, user.lastName].filter(Boolean).join(" "),
    link: publicLink(deps.config.publicUrl, `/new-password/${token}`),
    validMinutes: RESET_TTL_MS / 60_000,
  });
  await deps.mailer.send(mail);
}
