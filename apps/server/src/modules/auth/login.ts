import { loginFailures, loginIdentities, users, uuidv7 } from "@q2c/db";
import {
  AppError,
  LOGIN_LOCKOUT_ATTEMPTS,
  LOGIN_LOCKOUT_WINDOW_MS,
  type TLoginRequest,
  type TLoginResponse,
} from "@q2c/domain";
import { and, count, eq, gt, lt } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { dummyHash, verifyPassword } from "../../lib/passwords.ts";
import { getUserInfo } from "../users/user-info.ts";
import { createMfaChallenge } from "./mfa-challenge.ts";
import { issueSession } from "./sessions.ts";

/** Password sign-in: tokens, or an MFA challenge for a user with a second factor. */
export async function login(deps: Deps, input: TLoginRequest): Promise<TLoginResponse> {
  const { db } = deps.database;
  const username = input.username.toLowerCase();
  await assertNotLockedOut(deps, username);

  const [identity] = await db.select().from(loginIdentities).where(eq(loginIdentities.email, username));
  const [user] = identity
    ? await db
        .select()
        .from(users)
        .where(and(eq(users.tenantId, identity.userTenantId), eq(users.id, identity.userId)))
    : [];
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !ok || !user.active || !user.passwordHash) {
    await db.insert(loginFailures).values({ id: uuidv7(), username });
    throw new AppError("wrong_credentials");
  }
  await db.delete(loginFailures).where(eq(loginFailures.username, username));

  if (user.mfaEnabled) return createMfaChallenge(deps, user);
  const tokens = await issueSession(db, deps.config.jwtSecret, user);
  const info = await getUserInfo(db, user.tenantId, user.id, deps.config.platformAccountId);
  return { ...tokens, user: info };
}

/** After LOGIN_LOCKOUT_ATTEMPTS failures for one username within the window, answer 429. */
async function assertNotLockedOut(deps: Deps, username: string): Promise<void> {
  const { db } = deps.database;
  const since = new Date(Date.now() - LOGIN_LOCKOUT_WINDOW_MS);
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, since));
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, username), gt(loginFailures.createdAt, since)));
  if ((row?.n ?? 0) >= LOGIN_LOCKOUT_ATTEMPTS) throw new AppError("too_many_attempts");
}
