import { AppError, type TMfaLoginRequest, type TMfaScheme, type TTokensResponse } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { consumeChallenge } from "./challenges.ts";
import { assertNotLockedOut, clearFailures, recordFailure } from "./lockout.ts";
import { openMfaChallenge, takeAttempt } from "./mfa-challenge.ts";
import { acceptTotpCode, emailCodeMatches, useBackupCode } from "./mfa-factors.ts";
import { MFA_MAX_ATTEMPTS } from "./policy.ts";
import { completeSignIn } from "./sign-in.ts";

/**
 * Second step of sign-in: the challenge from the password step plus a code of the chosen scheme
 * (authenticator, mailed code or backup code). The challenge is single use, expires after 10 minutes
 * and is spent after MFA_MAX_ATTEMPTS wrong codes; wrong codes also count toward the sign-in lockout.
 */
export async function completeMfaLogin(
  deps: Deps,
  input: TMfaLoginRequest,
  scheme: TMfaScheme,
): Promise<TTokensResponse> {
  const { db } = deps;
  const userId = input.userId.toLowerCase();
  const { challenge, user } = await openMfaChallenge(deps, userId, input.token);
  await assertNotLockedOut(db, user.email);
  const attempt = await takeAttempt(deps, challenge);

  let ok = false;
  if (scheme === "totp") ok = await acceptTotpCode(db, deps.config.encryptionKey, user, input.mfa);
  else if (scheme === "email")
    ok = emailCodeMatches(deps.config.jwtSecret, challenge.id, input.mfa, challenge.codeHash);
  else ok = await useBackupCode(db, user, input.mfa);

  if (!ok) {
    await recordFailure(db, user.email);
    if (attempt >= MFA_MAX_ATTEMPTS) await consumeChallenge(db, challenge);
    throw new AppError("wrong_mfa_code");
  }
  if (!(await consumeChallenge(db, challenge))) throw new AppError("mfa_challenge_invalid");
  await clearFailures(db, user.email);
  return completeSignIn(deps, user);
}
