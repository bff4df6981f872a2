import { createHash, randomBytes } from "node:crypto";

/**
 * Secrets of public signing (issue #17 §3; research: store only a hash, at least 128 bits, lowercase):
 * a signing link's token and the one-time password are stored as SHA-256 only.
 */

const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

/** A new link token: 32 characters of a lowercase base32 alphabet (160 bits). */
export function newSignToken(): string {
  const bytes = randomBytes(32);
  let token = "";
  for (const byte of bytes) token += ALPHABET[byte & 31];
  return token;
}

/** A six-digit code, uniformly drawn. */
export function newOneTimeCode(): string {
  return (randomBytes(4).readUInt32BE(0) % 1_000_000).toString().padStart(6, "0");
}

export const sha256Hex = (text: string | Uint8Array): string =>
  createHash("sha256").update(text).digest("hex");
