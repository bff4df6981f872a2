import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { decryptSecret } from "../../lib/encryption.ts";
import { nowSeconds, totpCode } from "../../lib/totp.ts";
import { createTestServer, type DemoEmail, type TestServer } from "../../test/harness.ts";

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
});
afterAll(async () => {
  vi.useRealTimers();
  await s.close();
});
beforeEach(async () => {
  await s.sql("delete from login_failures");
  // Two TOTP steps on, so that no test trips over a step accepted by the one before.
  vi.setSystemTime(Date.now() + 60_000);
});
const code = (secret: string) => totpCode(secret, nowSeconds());
const userRow = async (id: string) =>
  (
    await s.sql<{
      mfa_enabled: boolean;
      mfa_secret: string | null;
      mfa_pending_secret: string | null;
      phone: string | null;
    }>("select mfa_enabled, mfa_secret, mfa_pending_secret, phone from users where id = $1", [id])
  )[0]!;
const backupRows = (id: string) =>
  s.sql<{ code_hash: string; used_at: Date | null }>(
    "select code_hash, used_at from backup_codes where user_id = $1",
    [id],
  );

const secrets = new Map<string, string>();

/** Signs a demo user in, completing the MFA step with their authenticator secret when MFA is on. */
async function signIn(email: DemoEmail): Promise<{ accessToken: string; userId: string }> {
  const res = await s.api("POST", "/auth/users", {
    body: { username: email, password: s.config.demoPassword },
  });
  const body = res.json();
  if (body.type !== "mfa") return { accessToken: body.accessToken, userId: body.user.id };
  const done = await s.api("POST", "/auth/users/mfa", {
    body: { userId: body.entityId, token: body.token, mfa: await code(secrets.get(email)!) },
  });
  vi.setSystemTime(Date.now() + 30_000);
  return { accessToken: done.json().accessToken, userId: body.entityId };
}

/** enable-mfa then check-mfa for a demo user; the clock moves a step on afterwards. */
async function turnOn(email: DemoEmail) {
  const t = await signIn(email);
  const { secret } = (await s.api("POST", `/users/${t.userId}/enable-mfa`, { token: t.accessToken })).json();
  const res = await s.api("POST", `/users/${t.userId}/check-mfa`, {
    token: t.accessToken,
    body: { mfa: await code(secret) },
  });
  expect(res.statusCode).toBe(200);
  vi.setSystemTime(Date.now() + 30_000);
  secrets.set(email, secret);
  return { ...t, secret, backupCodes: res.json().backupCodes as string[] };
}

describe("POST /users/:id/enable-mfa and check-mfa", () => {
  it("answers an otpauth URL (issuer Quote-to-Cash, label the e-mail) and keeps the secret pending", async () => {
    const t = await signIn("manager@msp.demo");
    const res = await s.api("POST", `/users/${t.userId}/enable-mfa`, { token: t.accessToken });
    expect(res.statusCode).toBe(200);
    const { otpauthUrl, secret } = res.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe("/Quote-to-Cash:manager@msp.demo");
    expect(url.searchParams.get("issuer")).toBe("Quote-to-Cash");
    expect(url.searchParams.get("secret")).toBe(secret);
    const row = await userRow(t.userId);
    expect(row).toMatchObject({ mfa_enabled: false, mfa_secret: null });
    expect(decryptSecret(s.config.encryptionKey, row.mfa_pending_secret!)).toBe(secret);
  });

  it("check-mfa with a wrong code answers 400 Wrong MFA code! and leaves MFA off", async () => {
    const t = await signIn("manager@msp.demo");
    await s.api("POST", `/users/${t.userId}/enable-mfa`, { token: t.accessToken });
    const res = await s.api("POST", `/users/${t.userId}/check-mfa`, {
      token: t.accessToken,
      body: { mfa: "000000" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: "Wrong MFA code!",
      code: "invalid_mfa_code",
      fields: { mfa: "Wrong MFA code!" },
    });
    expect((await userRow(t.userId)).mfa_enabled).toBe(false);
    const empty = await s.api("POST", `/users/${t.userId}/check-mfa`, { token: t.accessToken, body: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty("mfa");
  });

  it("check-mfa before enable-mfa answers 400", async () => {
    const t = await signIn("finance@msp.demo");
    const res = await s.api("POST", `/users/${t.userId}/check-mfa`, {
      token: t.accessToken,
      body: { mfa: "123456" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("mfa_setup_not_started");
  });

  it("a right code turns MFA on and answers 10 backup codes once, stored only as hashes", async () => {
    const on = await turnOn("manager@msp.demo");
    expect(on.backupCodes).toHaveLength(10);
    expect(new Set(on.backupCodes).size).toBe(10);
    const row = await userRow(on.userId);
    expect(row).toMatchObject({ mfa_enabled: true, mfa_pending_secret: null });
    expect(decryptSecret(s.config.encryptionKey, row.mfa_secret!)).toBe(on.secret);
    const rows = await backupRows(on.userId);
    expect(rows).toHaveLength(10);
    for (const r of rows) {
      expect(r.code_hash).toMatch(/^\$argon2id\$/);
      for (const c of on.backupCodes) expect(r.code_hash).not.toContain(c);
    }
    const count = await s.api("GET", `/users/${on.userId}/backup-codes`, { token: on.accessToken });
    expect(count.json()).toEqual({ remaining: 10 });
    const again = await s.api("POST", `/users/${on.userId}/enable-mfa`, { token: on.accessToken });
    expect(again.statusCode).toBe(409);
  });
});

describe("regenerate-backup-codes and backup-codes", () => {
  it("needs a current code, answers 10 new codes and retires the old ones", async () => {
    const on = await turnOn("ops@msp.demo");
    const wrong = await s.api("POST", `/users/${on.userId}/regenerate-backup-codes`, {
      token: on.accessToken,
      body: { mfa: "000000" },
    });
    expect(wrong.statusCode).toBe(400);
    const oldHashes = (await backupRows(on.userId)).map((r) => r.code_hash).sort();
    expect((await backupRows(on.userId)).map((r) => r.code_hash).sort()).toEqual(oldHashes);

    const res = await s.api("POST", `/users/${on.userId}/regenerate-backup-codes`, {
      token: on.accessToken,
      body: { mfa: await code(on.secret) },
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().backupCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => on.backupCodes.includes(c))).toBe(false);
    // An old backup code no longer signs in.
    const login = (
      await s.api("POST", "/auth/users", {
        body: { username: "ops@msp.demo", password: s.config.demoPassword },
      })
    ).json();
    const old = await s.api("POST", "/auth/users/mfa", {
      headers: { "mfa-scheme": "backup" },
      body: { userId: login.entityId, token: login.token, mfa: on.backupCodes[0] },
    });
    expect(old.statusCode).toBe(401);
  });

  it("answers 0 remaining for a user without MFA, and 400 regenerating without MFA", async () => {
    const t = await signIn("engineer@msp.demo");
    const count = await s.api("GET", `/users/${t.userId}/backup-codes`, { token: t.accessToken });
    expect(count.json()).toEqual({ remaining: 0 });
    const regen = await s.api("POST", `/users/${t.userId}/regenerate-backup-codes`, {
      token: t.accessToken,
      body: { mfa: "123456" },
    });
    expect(regen.statusCode).toBe(400);
    expect(regen.json().code).toBe("mfa_not_enabled");
  });
});

describe("POST /users/:id/disable-mfa", () => {
  it("own: refuses without a current code (400), turns MFA off with one and drops the backup codes", async () => {
    const on = await turnOn("sales@msp.demo");
    const none = await s.api("POST", `/users/${on.userId}/disable-mfa`, { token: on.accessToken, body: {} });
    expect(none.statusCode).toBe(400);
    expect((await userRow(on.userId)).mfa_enabled).toBe(true);
    const res = await s.api("POST", `/users/${on.userId}/disable-mfa`, {
      token: on.accessToken,
      body: { mfa: await code(on.secret) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mfaEnabled: false });
    expect(await userRow(on.userId)).toMatchObject({ mfa_enabled: false, mfa_secret: null });
    expect(await backupRows(on.userId)).toHaveLength(0);
    const again = await s.api("POST", `/users/${on.userId}/disable-mfa`, { token: on.accessToken, body: {} });
    expect(again.json().code).toBe("mfa_not_enabled");
  });

  it("own: a backup code proves it as well", async () => {
    const on = await turnOn("sales@msp.demo");
    const res = await s.api("POST", `/users/${on.userId}/disable-mfa`, {
      token: on.accessToken,
      body: { mfa: on.backupCodes[3] },
    });
    expect(res.statusCode).toBe(200);
  });

  it("an administrator of the account turns off a member's MFA without a code", async () => {
    const member = await turnOn("engineer@msp.demo");
    const admin = await signIn("admin@msp.demo");
    const res = await s.api("POST", `/users/${member.userId}/disable-mfa`, { token: admin.accessToken });
    expect(res.statusCode).toBe(200);
    expect((await userRow(member.userId)).mfa_enabled).toBe(false);
    const audit = await s.sql<{ actor_user_id: string }>(
      "select actor_user_id from audit_events where type = 'auth.mfa_disabled' and subject_id = $1",
      [member.userId],
    );
    expect(audit.map((a) => a.actor_user_id)).toContain(admin.userId);
  });

  it("refuses (403) a manager, and an administrator acting on the owner above them", async () => {
    const member = await turnOn("finance@msp.demo");
    const manager = await signIn("manager@msp.demo");
    const byManager = await s.api("POST", `/users/${member.userId}/disable-mfa`, {
      token: manager.accessToken,
    });
    expect(byManager.statusCode).toBe(403);
    const owner = await turnOn("owner@msp.demo");
    const admin = await signIn("admin@msp.demo");
    const onOwner = await s.api("POST", `/users/${owner.userId}/disable-mfa`, { token: admin.accessToken });
    expect(onOwner.statusCode).toBe(403);
    expect((await userRow(owner.userId)).mfa_enabled).toBe(true);
    expect((await userRow(member.userId)).mfa_enabled).toBe(true);
  });

  it("answers 404 for a user of another tenant", async () => {
    const member = await signIn("ops@msp.demo");
    const other = await signIn("admin@msp2.demo");
    const res = await s.api("POST", `/users/${member.userId}/disable-mfa`, { token: other.accessToken });
    expect(res.statusCode).toBe(404);
  });
});

describe("who may manage whose MFA", () => {
  const calls = (id: string) =>
    [
      ["POST", `/users/${id}/enable-mfa`, undefined],
      ["POST", `/users/${id}/check-mfa`, { mfa: "123456" }],
      ["POST", `/users/${id}/regenerate-backup-codes`, { mfa: "123456" }],
      ["GET", `/users/${id}/backup-codes`, undefined],
      ["POST", `/users/${id}/message-verify`, { phone: "+1 555 010 2000" }],
    ] as const;

  it("another user of the same tenant gets 403, even an administrator; nothing changes", async () => {
    const target = await signIn("engineer@msp.demo");
    const before = await userRow(target.userId);
    for (const caller of ["sales@msp.demo", "admin@msp.demo"] as const) {
      const t = await signIn(caller);
      for (const [method, path, body] of calls(target.userId)) {
        const res = await s.api(method, path, { token: t.accessToken, body });
        expect(`${caller} ${method} ${path} ${res.statusCode}`).toBe(`${caller} ${method} ${path} 403`);
      }
    }
    expect(await userRow(target.userId)).toEqual(before);
  });

  it("a user of another tenant gets 404", async () => {
    const target = await signIn("engineer@msp.demo");
    const t = await signIn("admin@msp2.demo");
    for (const [method, path, body] of calls(target.userId)) {
      const res = await s.api(method, path, { token: t.accessToken, body });
      expect(`${method} ${path} ${res.statusCode}`).toBe(`${method} ${path} 404`);
    }
  });

  it("without a token every call is 401, and a malformed id is 400", async () => {
    for (const [method, path, body] of calls("0190a000-0000-7000-8000-000000000999")) {
      expect((await s.api(method, path, { body })).statusCode).toBe(401);
    }
    const t = await signIn("engineer@msp.demo");
    const bad = await s.api("POST", "/users/not-an-id/enable-mfa", { token: t.accessToken });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("id");
  });
});

describe("POST /users/:id/message-verify", () => {
  it("stores a valid phone and says that no SMS was sent", async () => {
    const t = await signIn("engineer@msp.demo");
    const res = await s.api("POST", `/users/${t.userId}/message-verify`, {
      token: t.accessToken,
      body: { phone: "+1 (555) 010-2000" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ phone: "+1 (555) 010-2000", smsSent: false });
    expect((await userRow(t.userId)).phone).toBe("+1 (555) 010-2000");
  });

  it("answers 400 The phone is not valid! for a bad number and writes nothing", async () => {
    const t = await signIn("ops@msp.demo");
    const before = (await userRow(t.userId)).phone;
    for (const phone of ["12", "call me", ""]) {
      const res = await s.api("POST", `/users/${t.userId}/message-verify`, {
        token: t.accessToken,
        body: { phone },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ phone: "The phone is not valid!" });
    }
    expect((await userRow(t.userId)).phone).toBe(before);
  });
});
