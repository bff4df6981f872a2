import { type Db, sessions, users } from "@q2c/db";
import { AppError, type TTokensResponse } from "@q2c/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { signAccessToken } from "../../lib/access-token.ts";
import { hashToken, successorToken } from "../../lib/secrets.ts";
import { getUserInfo } from "../users/user-info.ts";
import { REFRESH_GRACE_MS } from "./policy.ts";
import { issueSession, revokeFamily } from "./sessions.ts";

type Session = typeof sessions.$inferSelect;

/**
 * Rotates a refresh token. The same token presented again within REFRESH_GRACE_MS of its rotation (two
 * tabs refreshing at once, a retry after a lost answer) gets the same new pair: the successor's refresh
 * token and an access token of the successor's session. Presented later, or once the successor itself is
 * spent or revoked, it is a replay: the whole family is revoked, so a stolen token and the legitimate
 * one both stop working.
 *
 * The successor's token is derived, not stored: successorToken(key, spent) is an HMAC under the server's
 * key, so any process, on PGlite or on PostgreSQL behind a load balancer, finds the successor by the hash
 * of the derived token (the sessions' token-hash index) with nothing kept in memory and no new column:
 * the database holds only hashes, as before. Someone holding a spent token gets nothing more than the
 * grace window already grants them, and without the key a token says nothing about the next one.
 */
export async function refreshSession(deps: Deps, refreshToken: string): Promise<TTokensResponse> {
  const { db } = deps;
  const [session] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(refreshToken)));
  if (!session) throw new AppError("unauthenticated");
  const next = successorToken(deps.config.jwtSecret, refreshToken);
  if (!session.rotatedAt && !session.revokedAt) {
    if (session.expiresAt < new Date()) throw new AppError("unauthenticated");
    if (!(await isActive(db, session))) throw new AppError("unauthenticated");
    const tokens = await rotate(deps, session, next);
    // null: a concurrent refresh of the same token won the rotation; its successor answers below.
    if (tokens) return withUser(deps, session, tokens);
  }
  const successor = await liveSuccessor(db, session, next);
  if (!successor || !(await isActive(db, session))) {
    await revokeFamily(db, session.tenantId, session.familyId);
    throw new AppError("unauthenticated");
  }
  const accessToken = await signAccessToken(deps.config.jwtSecret, {
    sub: successor.userId,
    sid: successor.id,
    tid: successor.tenantId,
  });
  return withUser(deps, session, { accessToken, refreshToken: next });
}

/**
 * Spends the session and opens its successor in one transaction: a concurrent refresh either waits on the
 * row and then finds both, or sees neither. Answers null when another refresh spent it first.
 */
async function rotate(deps: Deps, session: Session, next: string) {
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const won = await tx
      .update(sessions)
      .set({ rotatedAt: now, revokedAt: now })
      .where(
        and(
          eq(sessions.tenantId, session.tenantId),
          eq(sessions.id, session.id),
          isNull(sessions.rotatedAt),
          isNull(sessions.revokedAt),
        ),
      )
      .returning({ id: sessions.id });
    if (won.length === 0) return null;
    const user = { tenantId: session.tenantId, id: session.userId };
    return issueSession(tx, deps.config.jwtSecret, user, session.familyId, next);
  });
}

/** The session that replaced this one, if it was rotated within the grace window and is still live. */
async function liveSuccessor(db: Db, session: Session, next: string): Promise<Session | null> {
  const [spent] = await db
    .select({ rotatedAt: sessions.rotatedAt })
    .from(sessions)
    .where(and(eq(sessions.tenantId, session.tenantId), eq(sessions.id, session.id)));
  const rotatedAt = spent?.rotatedAt;
  if (!rotatedAt || Date.now() - rotatedAt.getTime() > REFRESH_GRACE_MS) return null;
  const [successor] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hashToken(next)),
        eq(sessions.tenantId, session.tenantId),
        eq(sessions.familyId, session.familyId),
      ),
    );
  if (!successor || successor.rotatedAt || successor.revokedAt) return null;
  return successor.expiresAt < new Date() ? null : successor;
}

async function isActive(db: Db, session: Session): Promise<boolean> {
  const [owner] = await db
    .select({ active: users.active })
    .from(users)
    .where(and(eq(users.tenantId, session.tenantId), eq(users.id, session.userId)));
  return owner?.active === true;
}

async function withUser(
  deps: Deps,
  session: Session,
  tokens: { accessToken: string; refreshToken: string },
): Promise<TTokensResponse> {
  const info = await getUserInfo(deps.db, session.tenantId, session.userId, deps.config.platformAccountId);
  return { ...tokens, user: info };
}
