import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "q2c-config-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const secrets = { JWT_SECRET: "x".repeat(32), ENCRYPTION_KEY: "ab".repeat(32) };

describe("ENCRYPTION_KEY", () => {
  it("is generated once into DATA_DIR when unset (embedded mode), readable only by its owner", () => {
    const DATA_DIR = dataDir();
    const first = loadConfig({ DATA_DIR, JWT_SECRET: secrets.JWT_SECRET });
    expect(first.encryptionKey).toHaveLength(32);
    expect(loadConfig({ DATA_DIR, JWT_SECRET: secrets.JWT_SECRET }).encryptionKey).toEqual(
      first.encryptionKey,
    );
    const file = join(DATA_DIR, "encryption-key");
    expect(Buffer.from(readFileSync(file, "utf8"), "base64url")).toEqual(Buffer.from(first.encryptionKey));
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("is required with DATABASE_URL, like JWT_SECRET", () => {
    const DATABASE_URL = "postgres://localhost/q2c";
    expect(() => loadConfig({ DATABASE_URL, JWT_SECRET: secrets.JWT_SECRET })).toThrow(
      /ENCRYPTION_KEY: required \(32 bytes, as 64 hex digits or base64\) when DATABASE_URL is set/,
    );
    expect(() => loadConfig({ DATABASE_URL })).toThrow(/JWT_SECRET: required[\s\S]*ENCRYPTION_KEY: required/);
    expect(loadConfig({ DATABASE_URL, ...secrets }).encryptionKey).toEqual(
      new Uint8Array(Buffer.from("ab".repeat(32), "hex")),
    );
  });

  it("refuses a key that is not 32 bytes of hex or base64", () => {
    for (const ENCRYPTION_KEY of ["too-short", "ab".repeat(16), "é".repeat(43)]) {
      expect(() => loadConfig({ ...secrets, ENCRYPTION_KEY })).toThrow(
        /ENCRYPTION_KEY: must be 32 bytes, as 64 hex digits or base64/,
      );
    }
  });
});

describe("CORS_ORIGINS", () => {
  it("is a comma-separated list of origins, none by default", () => {
    expect(loadConfig(secrets).corsOrigins).toEqual([]);
    const config = loadConfig({ ...secrets, CORS_ORIGINS: " https://a.example/ ,http://b.example:8080/x," });
    expect(config.corsOrigins).toEqual(["https://a.example", "http://b.example:8080"]);
  });

  it("refuses an entry that is not an origin", () => {
    expect(() => loadConfig({ ...secrets, CORS_ORIGINS: "https://a.example,a.example" })).toThrow(
      /CORS_ORIGINS: not an origin: a\.example/,
    );
  });
});

describe("REDIS_URL and METRICS_TOKEN", () => {
  it("are unset by default: one process's sockets, /metrics closed", () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.redisUrl).toBeUndefined();
    expect(config.metricsToken).toBeUndefined();
  });

  it("take a redis:// or rediss:// URL and a token of 16+ characters", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      REDIS_URL: "rediss://cache.internal:6380/0",
      METRICS_TOKEN: "t".repeat(16),
    });
    expect(config.redisUrl).toBe("rediss://cache.internal:6380/0");
    expect(config.metricsToken).toBe("t".repeat(16));
  });

  it("refuse anything else, saying which", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), REDIS_URL: "localhost:6379" })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
  });
});

describe("SIGNING_CERT_P12 and SIGNING_CERT_PASSWORD", () => {
  it("are optional together, and name a file's absolute path when given", () => {
    expect(loadConfig(secrets).documents.signingCert).toBeUndefined();
    const dir = dataDir();
    const p12Path = join(dir, "seal.p12");
    writeFileSync(p12Path, "not checked here");
    const config = loadConfig({ ...secrets, SIGNING_CERT_P12: p12Path, SIGNING_CERT_PASSWORD: "" });
    expect(config.documents.signingCert).toEqual({ p12Path, password: "" });
  });

  it("refuse a missing file, a file without a password, and a password without a file", () => {
    const dir = dataDir();
    expect(() =>
      loadConfig({ ...secrets, SIGNING_CERT_P12: join(dir, "none.p12"), SIGNING_CERT_PASSWORD: "x" }),
    ).toThrow(`SIGNING_CERT_P12: no file at ${join(dir, "none.p12")}`);
    const p12Path = join(dir, "seal.p12");
    writeFileSync(p12Path, "x");
    expect(() => loadConfig({ ...secrets, SIGNING_CERT_P12: p12Path })).toThrow(
      "SIGNING_CERT_PASSWORD: required with SIGNING_CERT_P12",
    );
    expect(() => loadConfig({ ...secrets, SIGNING_CERT_PASSWORD: "x" })).toThrow(
      "SIGNING_CERT_PASSWORD: given without SIGNING_CERT_P12",
    );
  });

  it("CHROMIUM_PATH, when given, is the only Chromium used", () => {
    expect(loadConfig({ ...secrets, CHROMIUM_PATH: "/opt/none/chromium" }).documents.chromiumPath).toBe(
      "/opt/none/chromium",
    );
  });
});
