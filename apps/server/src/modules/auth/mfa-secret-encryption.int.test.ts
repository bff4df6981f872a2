import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startServer } from "../../bootstrap.ts";
import { decryptSecret } from "../../lib/encryption.ts";
import { encryptStoredSecrets } from "../../lib/stored-secrets.ts";
import { nowSeconds, totpCode } from "../../lib/totp.ts";
import { createTestServer, type DemoEmail, type TestServer } from "../../test/harness.ts";
import { testConfig } from "../../test/test-config.ts";

// The clock is faked (Date only) so that each sign-in can use a TOTP step no earlier one used.
let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
});
afterAll(async () => {
  vi.useRealTimers();
  await s.close();
});
const nextStep = () => vi.setSystemTime(Date.now() + 30_000);

const storedSecrets = async (email: string) =>
  (
    await s.sql<{ mfa_secret: string | null; mfa_pending_secret: string | null }>(
      "select mfa_secret, mfa_pending_secret from users where email = $1",
      [email],
    )
  )[0]!;

/** Password, then the authenticator code of the current step: answers the final status. */
async function signInWithTotp(email: DemoEmail, secret: string): Promise<number> {
  nextStep();
  const first = await s.api("POST", "/auth/users", {
    body: { username: email, password: s.config.demoPassword },
  });
  const challenge = first.json();
  expect(challenge.type).toBe("mfa");
  const done = await s.api("POST", "/auth/users/mfa", {
    body: { userId: challenge.entityId, token: challenge.token, mfa: await totpCode(secret, nowSeconds()) },
  });
  return done.statusCode;
}

describe("TOTP secrets at rest", () => {
  it("stores no plaintext secret once MFA is on, and sign-in with the authenticator still works", async () => {
    const t = await s.login("sales@msp.demo");
    const { secret } = (
      await s.api("POST", `/users/${t.userId}/enable-mfa`, { token: t.accessToken })
    ).json();
    const pending = (await storedSecrets("sales@msp.demo")).mfa_pending_secret!;
    expect(pending).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
    expect(pending).not.toContain(secret);

    const check = await s.api("POST", `/users/${t.userId}/check-mfa`, {
      token: t.accessToken,
      body: { mfa: await totpCode(secret, nowSeconds()) },
    });
    expect(check.statusCode).toBe(200);
    const row = await storedSecrets("sales@msp.demo");
    expect(row.mfa_pending_secret).toBeNull();
    expect(row.mfa_secret).toMatch(/^v1:/);
    expect(row.mfa_secret).not.toContain(secret);
    expect(row.mfa_secret).not.toBe(pending);
    const dump = JSON.stringify(await s.sql("select * from users where email = $1", ["sales@msp.demo"]));
    expect(dump).not.toContain(secret);

    expect(await signInWithTotp("sales@msp.demo", secret)).toBe(200);
  });

  it("reads a secret stored in plaintext before encryption, and the start-up pass encrypts it", async () => {
    const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    await s.sql("update users set mfa_enabled = true, mfa_secret = $1 where email = 'ops@msp.demo'", [
      secret,
    ]);
    expect(await signInWithTotp("ops@msp.demo", secret)).toBe(200);

    expect(await encryptStoredSecrets(s.deps.database, s.config.encryptionKey)).toBe(1);
    const stored = (await storedSecrets("ops@msp.demo")).mfa_secret!;
    expect(stored).toMatch(/^v1:/);
    expect(decryptSecret(s.config.encryptionKey, stored)).toBe(secret);
    expect(await signInWithTotp("ops@msp.demo", secret)).toBe(200);
    // A second pass finds nothing left to encrypt.
    expect(await encryptStoredSecrets(s.deps.database, s.config.encryptionKey)).toBe(0);
  });

  it("refuses to start with an ENCRYPTION_KEY that does not open the stored secrets, and says why", async () => {
    const otherKey = { ENCRYPTION_KEY: randomBytes(32).toString("hex") };
    const sameDatabase =
      s.deps.database.kind === "postgres"
        ? { config: testConfig({ ...otherKey, DATABASE_URL: s.config.databaseUrl! }), opts: {} }
        : { config: testConfig(otherKey), opts: { pgliteTemplate: await s.deps.database.dumpDataDir!() } };
    await expect(
      startServer(sameDatabase.config, { dataDir: undefined, ...sameDatabase.opts }),
    ).rejects.toThrow(
      /ENCRYPTION_KEY does not decrypt the secrets stored in users\.mfa_secret: it is not the key they were encrypted with/,
    );
  });
});
