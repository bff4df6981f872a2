import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** Opaque bearer secrets (refresh, reset, invite, challenge tokens): only their hash is stored. */
export const newToken = (): string => randomBytes(32).toString("base64url");
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");
export const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
/** A numeric code of `digits` digits, uniformly drawn. */
export const numericCode = (digits: number): string =>
  Array.from({ length: digits }, () => String(randomInt(10))).join("");

/**
 * The refresh token that follows `token` in its session family: an HMAC of it under the server's key, so
 * every process that sees the spent token again (a concurrent refresh, a retry) finds the same successor
 * without any of them storing it. Shaped like newToken (32 bytes, base64url).
 */
export const successorToken = (key: Uint8Array, token: string): string =>
  createHmac("sha256", key).update(`refresh-successor:${token}`).digest("base64url");
