import { authChallenges, type Db, loginIdentities, users, uuidv7 } from "@q2c/db";
import { and, count, eq, gt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../../deps.ts";
import { passwordResetMail } from "../../integrations/mail/templates.ts";
import { hashToken, newToken } from "../../lib/secrets.ts";
import { findOpenChallenge } from "./challenges.ts";
import { RESET_MAILS_PER_HOUR, RESET_TTL_MS } from "./policy.ts";

/** The link in mails; PUBLIC_URL may be written with a trailing slash. */
export const publicLink = (publicUrl: string, path: string): string =>
  `${publicUrl.replace(/\/+$/, "")}${path}`;

/** An open reset challenge of this token: not used, not expired; with its (active) user. */
export const openResetChallenge = (db: Db, token: string) => findOpenChallenge(db, "reset", token);

/** Resets being worked on per address, so a burst of requests for one address is counted in turn. */
const pendingResets = new Map<string, Promise<void>>();

/**
 * GET /auth/users/reset: starts the work for an address and returns at once, so the answer, and the time
 * it takes, is the same whether or not the address belongs to a user and however slow the mail server
 * is. Errors are logged, as nobody waits for them. Requests for one address run one after the other, so
 * the hourly limit counts each. Work that outlives its request belongs in a job queue, which comes in a
 * later issue; until then it runs in this process and is lost if the process stops.
 */
export function startPasswordReset(deps: Deps, email: string, log: FastifyBaseLogger): void {
  const next = (pendingResets.get(email) ?? Promise.resolve())
    .then(() => requestPasswordReset(deps, email))
    .catch((err: unknown) => log.error({ err }, "password reset request failed"));
  pendingResets.set(email, next);
  void next.finally(() => {
    if (pendingResets.get(email) === next) pendingResets.delete(email);
  });
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
  const [recent] = await db
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
  if ((recent?.n ?? 0) >= RESET_MAILS_PER_HOUR) return;

  const token = newToken();
  await db.insert(authChallenges).values({
    tenantId: user.tenantId,
    id: uuidv7(),
    userId: user.id,
    purpose: "reset",
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TTL_MS),
    // Counted against the hourly limit on the server's clock.
    createdAt: new Date(),
  });
  const mail = passwordResetMail({
    to: user.email,
    name: [user.firstName, user.lastName].filter(Boolean).join(" "),
    link: publicLink(deps.config.publicUrl, `/new-password/${token}`),
    validMinutes: RESET_TTL_MS / 60_000,
  });
  await deps.mailer.send(mail);
}
