import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  decryptSecret,
  encryptSecret,
  isEncrypted,
  parseEncryptionKey,
  SecretDecryptionError,
} from "./encryption.ts";

const key = new Uint8Array(randomBytes(32));

describe("secrets encrypted at rest", () => {
  it("writes v1: and base64 of iv, tag and ciphertext, fresh each time, and reads it back", () => {
    const a = encryptSecret(key, "JBSWY3DPEHPK3PXP");
    const b = encryptSecret(key, "JBSWY3DPEHPK3PXP");
    expect(a).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(a.slice(3), "base64")).toHaveLength(12 + 16 + 16);
    expect(a).not.toBe(b);
    expect(isEncrypted(a)).toBe(true);
    expect(decryptSecret(key, a)).toBe("JBSWY3DPEHPK3PXP");
    expect(decryptSecret(key, encryptSecret(key, "ünïcode token"))).toBe("ünïcode token");
  });

  it("reads a value without the prefix as the plaintext written before encryption", () => {
    expect(isEncrypted("JBSWY3DPEHPK3PXP")).toBe(false);
    expect(decryptSecret(key, "JBSWY3DPEHPK3PXP")).toBe("JBSWY3DPEHPK3PXP");
  });

  it("fails clearly under another key, and on an altered or truncated value", () => {
    const stored = encryptSecret(key, "JBSWY3DPEHPK3PXP");
    const other = new Uint8Array(randomBytes(32));
    expect(() => decryptSecret(other, stored)).toThrow(SecretDecryptionError);
    expect(() => decryptSecret(other, stored)).toThrow(/ENCRYPTION_KEY is not the key it was encrypted with/);
    const raw = Buffer.from(stored.slice(3), "base64");
    raw[raw.length - 1]! ^= 1;
    expect(() => decryptSecret(key, `v1:${raw.toString("base64")}`)).toThrow(SecretDecryptionError);
    expect(() => decryptSecret(key, "v1:AAAA")).toThrow(SecretDecryptionError);
  });

  it("takes a key of 32 bytes as 64 hex digits or base64 (with or without padding, either alphabet)", () => {
    const bytes = randomBytes(32);
    for (const text of [
      bytes.toString("hex"),
      bytes.toString("hex").toUpperCase(),
      bytes.toString("base64"),
      bytes.toString("base64url"),
      ` ${bytes.toString("base64")}\n`,
    ]) {
      expect(Buffer.from(parseEncryptionKey(text)!)).toEqual(bytes);
    }
    for (const text of [
      "",
      "short",
      randomBytes(16).toString("hex"),
      randomBytes(31).toString("base64"),
      "x".repeat(64),
    ]) {
      expect(parseEncryptionKey(text)).toBeNull();
    }
  });
});
