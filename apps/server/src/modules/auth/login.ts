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

  // The same statements and one argon2 verification whether or not the e-mail is known, so the time
  // taken does not tell: one query finds identity and user together, and an unknown user (or one without
  // a password) is verified against a dummy hash made with the same parameters.
  const fallback = await dummyHash();
  const [found] = await db
    .select({ user: users })
    .from(loginIdentities)
    .leftJoin(
      users,
      and(eq(users.tenantId, loginIdentities.userTenantId), eq(users.id, loginIdentities.userId)),
    )
    .where(eq(loginIdentities.email, username));
  const user = found?.user ?? undefined;
  const ok = await verifyPassword(user?.passwordHash ?? fallback, input.password);
  if (!user || !ok || !user.active || !user.passwordHash) {
    await recordFailure(db, username);
    throw new AppError("wrong_credentials");
  }
  // A correct password alone does not clear earlier failures while a second factor is still to come.
  if (!user.mfaEnabled) await clearFailures(db, username);
  return beginSignIn(deps, user);
}
