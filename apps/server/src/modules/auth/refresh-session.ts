import { sessions, users } from "@q2c/db";
import { AppError, type TTokensResponse } from "@q2c/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { hashToken } from "../../lib/secrets.ts";
import { getUserInfo } from "../users/user-info.ts";
import { issueSession, revokeFamily } from "./sessions.ts";

/**
 * Rotates a refresh token. A token that was already rotated or revoked is a replay: the whole family is
 * revoked, so a stolen token and the legitimate one both stop working.
 */
export async function refreshSession(deps: Deps, refreshToken: string): Promise<TTokensResponse> {
  const { db } = deps;
  const [session] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(refreshToken)));
  if (!session) throw new AppError("unauthenticated");
  if (session.rotatedAt || session.revokedAt) {
    await revokeFamily(db, session.tenantId, session.familyId);
    throw new AppError("unauthenticated");
  }
  if (session.expiresAt < new Date()) throw new AppError("unauthenticated");
  const [owner] = await db
    .select({ active: users.active })
    .from(users)
    .where(and(eq(users.tenantId, session.tenantId), eq(users.id, session.userId)));
  if (!owner?.active) throw new AppError("unauthenticated");
  // Only one concurrent refresh may win the rotation.
  const won = await db
    .update(sessions)
    .set({ rotatedAt: new Date(), revokedAt: new Date() })
    .where(
      and(eq(sessions.tenantId, session.tenantId), eq(sessions.id, session.id), isNull(sessions.rotatedAt)),
    )
    .returning({ id: sessions.id });
  if (won.length === 0) {
    await revokeFamily(db, session.tenantId, session.familyId);
    throw new AppError("unauthenticated");
  }
  const user = { tenantId: session.tenantId, id: session.userId };
  const tokens = await issueSession(db, deps.config.jwtSecret, user, session.familyId);
  const info = await getUserInfo(db, user.tenantId, user.id, deps.config.platformAccountId);
  return { ...tokens, user: info };
}
