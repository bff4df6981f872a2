import { authChallenges } from "@q2c/db";
import { AppError, MESSAGES, type TResendCodeRequest } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { signInCodeMail } from "../../integrations/mail/templates.ts";
import { numericCode } from "../../lib/secrets.ts";
import { MFA_CHALLENGE_TTL_MS, openMfaChallenge } from "./mfa-challenge.ts";
import { emailCodeHash } from "./mfa-factors.ts";
import { EMAIL_CODE_DIGITS } from "./policy.ts";

/**
 * E-mail scheme of MFA: mails a fresh 6-digit code for an open challenge. A new code replaces the last
 * one; the challenge's attempt limit and expiry are unchanged, so resending buys no extra guesses.
 */
export async function resendMfaCode(deps: Deps, input: TResendCodeRequest): Promise<{ message: string }> {
  const { challenge, user } = await openMfaChallenge(deps, input.userId.toLowerCase(), input.token);
  const code = numericCode(EMAIL_CODE_DIGITS);
  await deps.db
    .update(authChallenges)
    .set({ codeHash: emailCodeHash(deps.config.jwtSecret, challenge.id, code) })
    .where(and(eq(authChallenges.tenantId, challenge.tenantId), eq(authChallenges.id, challenge.id)));
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  try {
    await deps.mailer.send(
      signInCodeMail({ to: user.email, name, code, validMinutes: MFA_CHALLENGE_TTL_MS / 60_000 }),
    );
  } catch {
    throw new AppError("verification_code_failed");
  }
  return { message: MESSAGES.verificationCodeSent };
}
