import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { nowSeconds, totpCode } from "../../lib/totp.ts";
import { createTestServer, type DemoEmail, type TestServer } from "../../test/harness.ts";
import { mailsTo } from "../../test/outbox.ts";

// The server's clock is faked (Date only) so that tests can step past TOTP windows and challenge expiry.
let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
});
afterAll(async () => {
  vi.useRealTimers();
  await s.close();
});
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);
const nextStep = () => advance(30_000);

interface MfaUser {
  userId: string;
  secret: string;
  backupCodes: string[];
}

/** Turns MFA on for a demo user through the API, as the settings page does. */
async function enableMfa(email: DemoEmail): Promise<MfaUser> {
  const t = await s.login(email);
  const enable = await s.api("POST", `/users/${t.userId}/enable-mfa`, { token: t.accessToken });
  expect(enable.statusCode).toBe(200);
  const { secret } = enable.json();
  const check = await s.api("POST", `/users/${t.userId}/check-mfa`, {
    token: t.accessToken,
    body: { mfa: await totpCode(secret, nowSeconds()) },
  });
  expect(check.statusCode).toBe(200);
  nextStep();
  return { userId: t.userId, secret, backupCodes: check.json().backupCodes };
}

async function challenge(email: DemoEmail) {
  const res = await s.api("POST", "/auth/users", {
    body: { username: email, password: s.config.demoPassword },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toEqual({ type: "mfa", entityId: expect.any(String), token: expect.any(String) });
  return body as { type: "mfa"; entityId: string; token: string };
}

const answer = (c: { entityId: string; token: string }, mfa: string, scheme?: string) =>
  s.api("POST", "/auth/users/mfa", {
    body: { userId: c.entityId, token: c.token, mfa },
    ...(scheme ? { headers: { "mfa-scheme": scheme } } : {}),
  });

const mailedCode = (text: string): string => /\b(\d{6})\b/.exec(text)![1]!;

let owner: MfaUser;
beforeAll(async () => {
  owner = await enableMfa("owner@msp.demo");
});
beforeEach(async () => {
  await s.sql("delete from login_failures");
  // Two steps on, clear of any step an earlier test accepted (one may have been a step ahead).
  nextStep();
  nextStep();
});

describe("POST /auth/users/mfa (second step of sign-in)", () => {
  it("a password sign-in of an MFA user answers a challenge, not tokens, and stores only its hash", async () => {
    const c = await challenge("owner@msp.demo");
    expect(c.entityId).toBe(owner.userId);
    const rows = await s.sql<{ token_hash: string; purpose: string }>(
      "select token_hash, purpose from auth_challenges where user_id = $1 and purpose = 'mfa'",
      [owner.userId],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.token_hash)).not.toContain(c.token);
  });

  it("an authenticator code completes sign-in with tokens and the user, like login", async () => {
    const c = await challenge("owner@msp.demo");
    const res = await answer(c, await totpCode(owner.secret, nowSeconds()), "totp");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accessToken).toMatch(/^ey/);
    expect(body.refreshToken.length).toBeGreaterThan(30);
    expect(body.user).toMatchObject({ id: owner.userId, email: "owner@msp.demo", mfaEnabled: true });
    const me = await s.api("GET", `/users/${owner.userId}`, { token: body.accessToken });
    expect(me.statusCode).toBe(200);
  });

  it("without the mfa-scheme header the code is an authenticator code", async () => {
    const c = await challenge("owner@msp.demo");
    expect((await answer(c, await totpCode(owner.secret, nowSeconds()))).statusCode).toBe(200);
  });

  it("accepts a code of the previous or next 30-second step (drift)", async () => {
    const late = await challenge("owner@msp.demo");
    expect((await answer(late, await totpCode(owner.secret, nowSeconds() - 30))).statusCode).toBe(200);
    nextStep();
    nextStep();
    const early = await challenge("owner@msp.demo");
    expect((await answer(early, await totpCode(owner.secret, nowSeconds() + 30))).statusCode).toBe(200);
  });

  it("accepts an authenticator code only once (replay on a new challenge is 401)", async () => {
    const code = await totpCode(owner.secret, nowSeconds());
    expect((await answer(await challenge("owner@msp.demo"), code)).statusCode).toBe(200);
    const replay = await answer(await challenge("owner@msp.demo"), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ message: "Wrong Authentication Code", code: "wrong_mfa_code" });
  });

  it("answers 401 Wrong Authentication Code for a wrong code and issues no session", async () => {
    const before = await s.sql<{ n: number }>("select count(*)::int as n from sessions");
    const res = await answer(await challenge("owner@msp.demo"), "000000");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: "Wrong Authentication Code", code: "wrong_mfa_code" });
    const after = await s.sql<{ n: number }>("select count(*)::int as n from sessions");
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("spends the challenge after 5 wrong codes: the right code is refused afterwards", async () => {
    const c = await challenge("owner@msp.demo");
    for (let i = 0; i < 5; i++) expect((await answer(c, "000000")).statusCode).toBe(401);
    const res = await answer(c, await totpCode(owner.secret, nowSeconds()));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("mfa_challenge_invalid");
  });

  it("a challenge is single use", async () => {
    const c = await challenge("owner@msp.demo");
    expect((await answer(c, await totpCode(owner.secret, nowSeconds()))).statusCode).toBe(200);
    nextStep();
    const again = await answer(c, await totpCode(owner.secret, nowSeconds()));
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe("mfa_challenge_invalid");
  });

  it("a challenge expires after 10 minutes", async () => {
    const c = await challenge("owner@msp.demo");
    advance(10 * 60_000 + 1000);
    const res = await answer(c, await totpCode(owner.secret, nowSeconds()));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("mfa_challenge_invalid");
  });

  it("refuses a challenge token presented for another user", async () => {
    const c = await challenge("owner@msp.demo");
    const admin = await s.login("admin@msp.demo");
    const res = await answer(
      { entityId: admin.userId, token: c.token },
      await totpCode(owner.secret, nowSeconds()),
    );
    expect(res.statusCode).toBe(401);
  });

  it("wrong codes count toward the sign-in lockout: new challenges stop after 10 failures", async () => {
    for (let round = 0; round < 2; round++) {
      const c = await challenge("owner@msp.demo");
      for (let i = 0; i < 5; i++) await answer(c, "000000");
    }
    const res = await s.api("POST", "/auth/users", {
      body: { username: "owner@msp.demo", password: s.config.demoPassword },
    });
    expect(res.statusCode).toBe(429);
  });

  it("answers 400 with field errors for a missing code or an unknown scheme", async () => {
    const c = await challenge("owner@msp.demo");
    const missing = await s.api("POST", "/auth/users/mfa", { body: { userId: c.entityId, token: c.token } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty("mfa");
    const scheme = await answer(c, "123456", "sms");
    expect(scheme.statusCode).toBe(400);
    expect(Object.keys(scheme.json().fields).join()).toContain("mfa-scheme");
  });
});

describe("backup codes at sign-in (mfa-scheme: backup)", () => {
  it("a backup code signs in once, typed in any case; the same code again is refused", async () => {
    const code = owner.backupCodes[0]!;
    const first = await answer(await challenge("owner@msp.demo"), code.toUpperCase(), "backup");
    expect(first.statusCode).toBe(200);
    const again = await answer(await challenge("owner@msp.demo"), code, "backup");
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe("wrong_mfa_code");
    const count = await s.api("GET", `/users/${owner.userId}/backup-codes`, {
      token: first.json().accessToken,
    });
    expect(count.json()).toEqual({ remaining: 9 });
  });

  it("an authenticator code is not a backup code", async () => {
    const res = await answer(
      await challenge("owner@msp.demo"),
      await totpCode(owner.secret, nowSeconds()),
      "backup",
    );
    expect(res.statusCode).toBe(401);
  });
});

describe("e-mailed codes (POST /auth/users/resend-code, mfa-scheme: email)", () => {
  it("mails a 6-digit code, kept only as a hash, that completes sign-in once", async () => {
    const c = await challenge("owner@msp.demo");
    const sent = await s.api("POST", "/auth/users/resend-code", {
      body: { userId: c.entityId, token: c.token },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: "Verification code sent" });
    const code = mailedCode((await mailsTo(s, "owner@msp.demo")).at(-1)!.text);
    const [row] = await s.sql<{ code_hash: string }>(
      "select code_hash from auth_challenges where user_id = $1 and code_hash is not null order by created_at desc limit 1",
      [owner.userId],
    );
    expect(row!.code_hash).not.toContain(code);
    expect((await answer(c, "000000", "email")).statusCode).toBe(401);
    const ok = await answer(c, code, "email");
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe("owner@msp.demo");
  });

  it("a resent code replaces the previous one", async () => {
    const c = await challenge("owner@msp.demo");
    const resend = () =>
      s.api("POST", "/auth/users/resend-code", { body: { userId: c.entityId, token: c.token } });
    const before = (await mailsTo(s, "owner@msp.demo")).length;
    await resend();
    advance(1000);
    await resend();
    const [first, second] = (await mailsTo(s, "owner@msp.demo")).slice(before).map((m) => mailedCode(m.text));
    if (first !== second) expect((await answer(c, first!, "email")).statusCode).toBe(401);
    expect((await answer(c, second!, "email")).statusCode).toBe(200);
  });

  it("answers 401 for an unknown challenge and 400 for bad input, sending nothing", async () => {
    const before = (await s.sql<{ n: number }>("select count(*)::int as n from mail_outbox"))[0]!.n;
    const unknown = await s.api("POST", "/auth/users/resend-code", {
      body: { userId: owner.userId, token: "not-a-challenge" },
    });
    expect(unknown.statusCode).toBe(401);
    const bad = await s.api("POST", "/auth/users/resend-code", { body: { userId: "nope" } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(["userId", "token"]));
    const after = (await s.sql<{ n: number }>("select count(*)::int as n from mail_outbox"))[0]!.n;
    expect(after).toBe(before);
  });
});
