import type { TLoginResponse, TMfaChallenge } from "@q2c/domain";

/** A password or provider sign-in answers tokens, or a challenge to complete with a code. */
export const isMfaChallenge = (answer: TLoginResponse): answer is TMfaChallenge =>
  "type" in answer && answer.type === "mfa";
