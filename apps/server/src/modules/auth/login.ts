import { loginIdentities, users } from "@q2c/db";
import { AppError, type TLoginRequest, type TLoginResponse } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { dummyHash, verifyPassword } from "../../lib/passwords.ts";
import { assertNotLockedOut, clearFailures, recordFailure } from "./lockout.ts";
import { beginSignIn } from "./sign-in.ts";

/** Password sign-in: tokens, or an MFA challenge for a user with a second factor. */
export async function login(deps: Deps, input: TLoginRequest): Promise<TLoginResponse> {
  const { db } = deps;
  const username = input.username.toLowerCase();
  await assertNotLockedOut(db, username);

  const [identity] = await db.select().from(loginIdentities).where(eq(loginIdentities.email, username));
  const [user] = identity
    ? await db
        .select()
        .from(users)
        .where(and(eq(users.tenantId, identity.userTenantId), eq(users.id, identity.userId)))
    : [];
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !ok || !user.active || !user.passwordHash) {
    await recordFailure(db, username);
    throw new AppError("wrong_credentials");
  }
  // A correct password alone does not clear earlier failures while a second factor is still to come.
  if (!user.mfaEnabled) await clearFailures(db, username);
  return beginSignIn(deps, user);
}
