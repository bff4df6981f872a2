import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** Opaque bearer secrets (refresh, reset, invite, challenge tokens): only their hash is stored. */
export const newToken = (): string => randomBytes(32).toString("base64url");
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");
export const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
/** A numeric code of `digits` digits, uniformly drawn. */
export const numericCode = (digits: number): string =>
  Array.from({ length: digits }, () => String(randomInt(10))).join("");
