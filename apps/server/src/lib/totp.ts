import { generate, generateSecret, generateURI, verify } from "otplib";

/**
 * TOTP (RFC 6238) as authenticator apps expect it: SHA-1, 30-second steps, 6 digits. A code is accepted
 * one step early or late (clock drift), and only once: the caller stores the accepted time step and
 * passes it back as `afterTimeStep`, so that step and every earlier one are refused from then on.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_ISSUER = "Quote-to-Cash";
/** One step either way. otplib turns a tolerance in seconds into the steps it covers. */
const DRIFT_SECONDS = TOTP_PERIOD_SECONDS;

type Secret = string | Uint8Array;
type Digits = 6 | 7 | 8;

/** A new Base32 secret of 20 random bytes (160 bits, RFC 4226's recommendation). */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The otpauth:// URL an authenticator app scans (issuer "Quote-to-Cash", label the user's e-mail). */
export const totpUrl = (secret: string, label: string): string =>
  generateURI({
    issuer: TOTP_ISSUER,
    label,
    secret,
    algorithm: "sha1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** The time step a moment falls in: floor(t / 30). */
export const timeStepOf = (epochSeconds: number): number => Math.floor(epochSeconds / TOTP_PERIOD_SECONDS);

/** The code for a moment; `secret` is Base32, or raw bytes (as in the RFC's test vectors). */
export function totpCode(
  secret: Secret,
  epochSeconds: number,
  digits: Digits = TOTP_DIGITS,
): Promise<string> {
  return generate({
    secret,
    epoch: epochSeconds,
    period: TOTP_PERIOD_SECONDS,
    digits,
    algorithm: "sha1",
  });
}

export type TotpCheck = { valid: true; timeStep: number } | { valid: false };

export interface TotpCheckInput {
  secret: Secret;
  code: string;
  /** The last accepted time step (users.mfa_last_step): it and earlier steps are refused. */
  afterTimeStep?: number | null | undefined;
  /** Defaults to now; tests pin it. */
  epochSeconds?: number;
  digits?: Digits;
}

/** Checks a code; on success answers the matched time step, which the caller must store. */
export async function checkTotp(input: TotpCheckInput): Promise<TotpCheck> {
  const digits = input.digits ?? TOTP_DIGITS;
  const code = input.code.replace(/\s+/g, "");
  if (!new RegExp(`^\\d{${digits}}$`).test(code)) return { valid: false };
  const epoch = input.epochSeconds ?? nowSeconds();
  try {
    const result = await verify({
      secret: input.secret,
      token: code,
      epoch,
      period: TOTP_PERIOD_SECONDS,
      digits,
      algorithm: "sha1",
      epochTolerance: DRIFT_SECONDS,
      ...(input.afterTimeStep != null ? { afterTimeStep: input.afterTimeStep } : {}),
    });
    if (!result.valid || !("timeStep" in result)) return { valid: false };
    return { valid: true, timeStep: result.timeStep };
  } catch {
    // otplib throws on a malformed secret, or on a stored step ahead of the window (clock set back):
    // either way the code is not accepted.
    return { valid: false };
  }
}
