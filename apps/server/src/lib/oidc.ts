import { createRemoteJWKSet, type JWTPayload, jwtVerify } from "jose";

/**
 * Checks of OpenID Connect id tokens from Google and Microsoft: signature against the provider's published
 * keys, audience (our client id), issuer, expiry, and an e-mail the provider vouches for. Sign-in then
 * looks the user up by that e-mail; nobody is created here.
 */
export interface OidcIdentity {
  email: string;
  subject: string;
}

export class OidcError extends Error {
  override readonly name = "OidcError";
}

export interface GoogleOidcConfig {
  clientId: string;
  jwksUrl: string;
  issuer: string;
}

export interface MicrosoftOidcConfig {
  clientId: string;
  jwksUrl: string;
}

// Both providers sign id tokens with RS256; anything else (none, HS256 with the public key...) is refused.
const ALGORITHMS = ["RS256"];
const CLOCK_TOLERANCE_SECONDS = 30;
/** A Microsoft v2.0 issuer names the tenant the user signed in to. */
const MICROSOFT_ISSUER =
  /^https:\/\/login\.microsoftonline\.com\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/v2\.0$/;

// One key set per URL for the life of the process: jose caches the keys and refetches on an unknown kid.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    keySets.set(url, set);
  }
  return set;
}

async function verifySigned(
  token: string,
  jwksUrl: string,
  audience: string,
  issuer?: string[],
): Promise<JWTPayload> {
  if (!token) throw new OidcError("no id token");
  try {
    const { payload } = await jwtVerify(token, keySet(jwksUrl), {
      algorithms: ALGORITHMS,
      audience,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ["exp", "iat", "sub"],
      ...(issuer ? { issuer } : {}),
    });
    return payload;
  } catch (err) {
    throw new OidcError((err as Error).message);
  }
}

/** Providers send booleans, some older tokens the strings "true"/"1". */
const isTrue = (value: unknown): boolean =>
  value === true || value === "true" || value === 1 || value === "1";

function emailOf(payload: JWTPayload, verified: boolean): string {
  const email = typeof payload.email === "string" ? payload.email.trim().toLowerCase() : "";
  if (!email.includes("@")) throw new OidcError("the token carries no e-mail");
  if (!verified) throw new OidcError("the provider has not verified the e-mail");
  return email;
}

export async function verifyGoogleIdToken(config: GoogleOidcConfig, token: string): Promise<OidcIdentity> {
  // Google writes the issuer with or without the scheme.
  const bare = config.issuer.replace(/^https:\/\//, "");
  const payload = await verifySigned(token, config.jwksUrl, config.clientId, [config.issuer, bare]);
  return { email: emailOf(payload, isTrue(payload.email_verified)), subject: payload.sub! };
}

export async function verifyMicrosoftIdToken(
  config: MicrosoftOidcConfig,
  token: string,
): Promise<OidcIdentity> {
  // The "common" key set serves every tenant, so the issuer is checked by form and against the tid claim.
  const payload = await verifySigned(token, config.jwksUrl, config.clientId);
  const match = MICROSOFT_ISSUER.exec(payload.iss ?? "");
  if (!match || payload.tid !== match[1]) throw new OidcError("unexpected issuer");
  // Microsoft's `email` claim is whatever the directory holds; only trust it when the domain owner is
  // verified (optional claim xms_edov) or the token says the address is verified.
  const verified = isTrue(payload.xms_edov) || isTrue(payload.email_verified);
  return { email: emailOf(payload, verified), subject: payload.sub! };
}
