import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * Secrets the server must read back (TOTP secrets; provider and integration tokens as they come), stored
 * encrypted with AES-256-GCM under ENCRYPTION_KEY. A hash will not do for these, so a copy of the
 * database or a backup must not be enough to use them. Every such column goes through these two
 * functions and is listed in ENCRYPTED_COLUMNS (lib/stored-secrets.ts).
 *
 * Stored form: `v1:` + base64(iv (12 bytes) | tag (16 bytes) | ciphertext). The version names the
 * algorithm and layout, so a later one (another key, another cipher) can be read beside it. A value
 * without the prefix is a plaintext secret written before encryption: it reads as itself (TOTP secrets
 * are Base32, which has no `:`), and the start-up pass encrypts it.
 */
const PREFIX = "v1:";
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const ENCRYPTION_KEY_BYTES = 32;

export class SecretDecryptionError extends Error {
  constructor() {
    super(
      "A stored secret cannot be decrypted: ENCRYPTION_KEY is not the key it was encrypted with, or the value was altered.",
    );
    this.name = "SecretDecryptionError";
  }
}

export const isEncrypted = (stored: string): boolean => stored.startsWith(PREFIX);

export function encryptSecret(key: Uint8Array, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), data]).toString("base64");
}

/** The plaintext of a stored secret; throws SecretDecryptionError under another key or when altered. */
export function decryptSecret(key: Uint8Array, stored: string): string {
  if (!isEncrypted(stored)) return stored;
  const raw = Buffer.from(stored.slice(PREFIX.length), "base64");
  if (raw.length < IV_BYTES + TAG_BYTES) throw new SecretDecryptionError();
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    throw new SecretDecryptionError();
  }
}

/** ENCRYPTION_KEY's 32 bytes, given as 64 hex digits or as base64 (`openssl rand -base64 32`); else null. */
export function parseEncryptionKey(text: string): Uint8Array | null {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return new Uint8Array(Buffer.from(value, "hex"));
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return null;
  const bytes = Buffer.from(value, "base64");
  return bytes.length === ENCRYPTION_KEY_BYTES ? new Uint8Array(bytes) : null;
}
