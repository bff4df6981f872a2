import { type Db, sessions, uuidv7 } from "@q2c/db";
import { REFRESH_TOKEN_TTL_SECONDS } from "@q2c/domain";
import { and, eq, isNull } from "drizzle-orm";
import { signAccessToken } from "../../lib/access-token.ts";
import { hashToken, newToken } from "../../lib/secrets.ts";

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
}

/** Opens a session (a new refresh-token family, or the next link of one) and signs its access token. */
export async function issueSession(
  db: Db,
  secret: Uint8Array,
  user: { tenantId: string; id: string },
  familyId: string = uuidv7(),
  refreshToken: string = newToken(),
): Promise<IssuedTokens> {
  const id = uuidv7();
  await db.insert(sessions).values({
    tenantId: user.tenantId,
    id,
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  const accessToken = await signAccessToken(secret, { sub: user.id, sid: id, tid: user.tenantId });
  return { accessToken, refreshToken };
}

export async function revokeFamily(db: Db, tenantId: string, familyId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessionsOfUser(db: Db, tenantId: string, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** The family of the principal's session: logout revokes it, and closes the sockets opened with it. */
export async function sessionFamilyOf(db: Db, principal: { tenantId: string; sessionId: string }) {
  const [session] = await db
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(and(eq(sessions.tenantId, principal.tenantId), eq(sessions.id, principal.sessionId)));
  return session?.familyId ?? null;
}
