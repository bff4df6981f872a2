import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../test/harness.ts";
import { startTestOidcProvider, type TestOidcProvider } from "../../test/oidc-provider.ts";

const GOOGLE_CLIENT = "google-client-id.apps.example";
const MICROSOFT_CLIENT = "6f1c0b55-0000-4000-8000-00000000c11e";
const TID = "72f988bf-86f1-41af-91ab-2d7cd011db47";

let s: TestServer;
let plain: TestServer;
let google: TestOidcProvider;
let microsoft: TestOidcProvider;
beforeAll(async () => {
  [google, microsoft] = await Promise.all([startTestOidcProvider(), startTestOidcProvider()]);
  s = await createTestServer({
    GOOGLE_CLIENT_ID: GOOGLE_CLIENT,
    GOOGLE_JWKS_URL: google.jwksUrl,
    MICROSOFT_CLIENT_ID: MICROSOFT_CLIENT,
    MICROSOFT_JWKS_URL: microsoft.jwksUrl,
  });
  plain = await createTestServer();
});
afterAll(async () => {
  await Promise.all([s?.close(), plain?.close(), google?.close(), microsoft?.close()]);
});

const googleClaims = (email: string, extra: Record<string, unknown> = {}) => ({
  iss: "https://accounts.google.com",
  aud: GOOGLE_CLIENT,
  sub: `g-${email}`,
  email,
  email_verified: true,
  ...extra,
});
const microsoftClaims = (email: string, extra: Record<string, unknown> = {}) => ({
  iss: `https://login.microsoftonline.com/${TID}/v2.0`,
  tid: TID,
  aud: MICROSOFT_CLIENT,
  sub: `m-${email}`,
  email,
  xms_edov: true,
  ...extra,
});
const past = () => Math.floor(Date.now() / 1000) - 3600;

describe("GET /auth/providers", () => {
  it("answers which providers are configured", async () => {
    const on = (await s.api("GET", "/auth/providers")).json();
    expect(on.google).toEqual({ configured: true, clientId: expect.any(String) });
    expect(on.microsoft).toEqual({ configured: true, clientId: expect.any(String) });
    const off = { configured: false, clientId: null };
    expect((await plain.api("GET", "/auth/providers")).json()).toEqual({ google: off, microsoft: off });
  });

  it("an unconfigured provider's sign-in does not exist (404), whatever the body", async () => {
    for (const p of ["google", "microsoft"]) {
      expect((await plain.api("POST", `/auth/${p}`, { body: { idToken: "x" } })).statusCode).toBe(404);
      expect((await plain.api("POST", `/auth/${p}`, { body: {} })).statusCode).toBe(404);
    }
  });
});

describe("POST /auth/google", () => {
  it("signs in the user of the verified e-mail, answering tokens and the user like login", async () => {
    const idToken = await google.sign(googleClaims("Owner@MSP.demo"));
    const res = await s.api("POST", "/auth/google", { body: { idToken } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accessToken).toMatch(/^ey/);
    expect(body.user).toMatchObject({ email: "owner@msp.demo", accountName: "Northwind IT" });
    expect((await s.api("GET", `/users/${body.user.id}`, { token: body.accessToken })).statusCode).toBe(200);
  });

  it("accepts the token as `credential` or `token` as well", async () => {
    const credential = await google.sign(googleClaims("admin@msp.demo"));
    expect(
      (await s.api("POST", "/auth/google", { body: { credential, selectedBy: "btn" } })).statusCode,
    ).toBe(200);
    const token = await google.sign(googleClaims("admin@msp.demo"));
    expect((await s.api("POST", "/auth/google", { body: { token } })).statusCode).toBe(200);
  });

  it.each([
    ["another audience", googleClaims("owner@msp.demo", { aud: "someone-else" }), {}],
    ["another issuer", googleClaims("owner@msp.demo", { iss: "https://evil.example" }), {}],
    ["an expired token", googleClaims("owner@msp.demo"), { expiresIn: past() }],
    ["a token signed with another key", googleClaims("owner@msp.demo"), { wrongKey: true }],
    ["an unverified e-mail", googleClaims("owner@msp.demo", { email_verified: false }), {}],
    ["an e-mail without a user (no sign-up)", googleClaims("stranger@gmail.example"), {}],
  ])("answers 401 Google authentication failed for %s", async (_name, claims, opts) => {
    const before = (await s.sql<{ n: number }>("select count(*)::int as n from sessions"))[0]!.n;
    const res = await s.api("POST", "/auth/google", { body: { idToken: await google.sign(claims, opts) } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: "Google authentication failed", code: "google_auth_failed" });
    expect((await s.sql<{ n: number }>("select count(*)::int as n from sessions"))[0]!.n).toBe(before);
  });

  it("answers 401 for a Microsoft-signed token presented to Google", async () => {
    const res = await s.api("POST", "/auth/google", {
      body: { idToken: await microsoft.sign(googleClaims("owner@msp.demo")) },
    });
    expect(res.statusCode).toBe(401);
  });

  it("gives an MFA user the MFA challenge instead of tokens", async () => {
    const [row] = await s.sql<{ id: string }>(
      "update users set mfa_enabled = true, mfa_secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' where email = 'finance@msp.demo' returning id",
    );
    const res = await s.api("POST", "/auth/google", {
      body: { idToken: await google.sign(googleClaims("finance@msp.demo")) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ type: "mfa", entityId: row!.id, token: expect.any(String) });
  });

  it("answers 400 without a token", async () => {
    const res = await s.api("POST", "/auth/google", { body: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty("idToken");
  });
});

describe("POST /auth/microsoft", () => {
  it("signs in with a tenant-specific issuer that matches tid", async () => {
    const res = await s.api("POST", "/auth/microsoft", {
      body: { idToken: await microsoft.sign(microsoftClaims("sales@msp.demo")) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe("sales@msp.demo");
  });

  it.each([
    [
      "the common issuer",
      microsoftClaims("sales@msp.demo", { iss: "https://login.microsoftonline.com/common/v2.0" }),
      {},
    ],
    [
      "an issuer of another tenant than tid",
      microsoftClaims("sales@msp.demo", { tid: "11111111-2222-3333-4444-555555555555" }),
      {},
    ],
    ["another audience", microsoftClaims("sales@msp.demo", { aud: GOOGLE_CLIENT }), {}],
    ["an e-mail whose domain is not verified", microsoftClaims("sales@msp.demo", { xms_edov: false }), {}],
    ["an expired token", microsoftClaims("sales@msp.demo"), { expiresIn: past() }],
    ["a token signed with another key", microsoftClaims("sales@msp.demo"), { wrongKey: true }],
  ])("answers 401 Microsoft authentication failed for %s", async (_name, claims, opts) => {
    const res = await s.api("POST", "/auth/microsoft", {
      body: { idToken: await microsoft.sign(claims, opts) },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      message: "Microsoft authentication failed",
      code: "microsoft_auth_failed",
    });
  });

  it("refuses a deactivated user", async () => {
    await s.sql("update users set active = false where email = 'ops@msp.demo'");
    const res = await s.api("POST", "/auth/microsoft", {
      body: { idToken: await microsoft.sign(microsoftClaims("ops@msp.demo")) },
    });
    expect(res.statusCode).toBe(401);
  });
});
