import { createSecretKey, type KeyObject } from "node:crypto";
import { ACCESS_TOKEN_TTL_SECONDS } from "@q2c/domain";
import { jwtVerify, SignJWT } from "jose";

// Importing the HMAC key on every call costs more than the signature itself; import it once per secret.
const keys = new WeakMap<Uint8Array, KeyObject>();
function keyOf(secret: Uint8Array): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(secret);
    keys.set(secret, key);
  }
  return key;
}

export const TOKEN_ISSUER = "q2c-platform";
export const TOKEN_AUDIENCE = "q2c-api";

export interface AccessClaims {
  sub: string; // user id
  sid: string; // session id
  tid: string; // user's tenant id
}

export async function signAccessToken(
  secret: Uint8Array,
  claims: AccessClaims,
  ttl = ACCESS_TOKEN_TTL_SECONDS,
) {
  return new SignJWT({ sid: claims.sid, tid: claims.tid })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttl}s`)
    .sign(keyOf(secret));
}

/**
 * Tokens already verified, per secret, until they expire: a token is immutable, so checking its signature
 * again on every request of a session adds nothing (it cost about a tenth of an authenticated read).
 * Only tokens that passed every check come here; whether their session still counts is the principal's
 * question, asked on every request (lib/principal-cache.ts).
 */
const verified = new WeakMap<Uint8Array, Map<string, { claims: AccessClaims; expiresAt: number }>>();
const MAX_VERIFIED = 10_000;

/** Returns the claims, or null for anything forged, expired, for another audience or of another algorithm. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessClaims | null> {
  let known = verified.get(secret);
  if (!known) {
    known = new Map();
    verified.set(secret, known);
  }
  const hit = known.get(token);
  if (hit && hit.expiresAt > Date.now()) return hit.claims;
  if (hit) known.delete(token);
  const signed = await verifySignedToken(secret, token);
  if (!signed) return null;
  const claims: AccessClaims = { sub: signed.sub, sid: signed.sid, tid: signed.tid };
  if (known.size >= MAX_VERIFIED) known.delete(known.keys().next().value as string);
  known.set(token, { claims, expiresAt: signed.exp * 1000 });
  return claims;
}

async function verifySignedToken(
  secret: Uint8Array,
  token: string,
): Promise<(AccessClaims & { exp: number }) | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ["HS256"],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
    });
    if (
      typeof payload.sub !== "string" ||
      typeof payload.sid !== "string" ||
      typeof payload.tid !== "string" ||
      typeof payload.exp !== "number"
    ) {
      return null;
    }
    return { sub: payload.sub, sid: payload.sid, tid: payload.tid, exp: payload.exp };
  } catch {
    return null;
  }
}
