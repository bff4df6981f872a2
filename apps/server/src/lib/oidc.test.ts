import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestOidcProvider, type TestOidcProvider } from "../test/oidc-provider.ts";
import { OidcError, verifyGoogleIdToken, verifyMicrosoftIdToken } from "./oidc.ts";

let idp: TestOidcProvider;
beforeAll(async () => {
  idp = await startTestOidcProvider();
});
afterAll(async () => {
  await idp.close();
});

const past = () => Math.floor(Date.now() / 1000) - 3600;

describe("Google id tokens", () => {
  const config = () => ({
    clientId: "google-client",
    jwksUrl: idp.jwksUrl,
    issuer: "https://accounts.google.com",
  });
  const claims = {
    iss: "https://accounts.google.com",
    aud: "google-client",
    sub: "g-123",
    email: "Owner@MSP.demo",
    email_verified: true,
  };

  it("answers the lowercased, verified e-mail of a good token (issuer with or without scheme)", async () => {
    expect(await verifyGoogleIdToken(config(), await idp.sign(claims))).toEqual({
      email: "owner@msp.demo",
      subject: "g-123",
    });
    const bare = await idp.sign({ ...claims, iss: "accounts.google.com" });
    expect((await verifyGoogleIdToken(config(), bare)).email).toBe("owner@msp.demo");
  });

  it.each([
    ["another audience", { ...claims, aud: "someone-else" }, {}],
    ["another issuer", { ...claims, iss: "https://evil.example" }, {}],
    ["an unverified e-mail", { ...claims, email_verified: false }, {}],
    ["no e-mail", { ...claims, email: undefined }, {}],
    ["an expired token", claims, { expiresIn: past() }],
    ["a token signed with another key", claims, { wrongKey: true }],
  ])("refuses %s", async (_name, c, opts) => {
    const token = await idp.sign(c, opts);
    await expect(verifyGoogleIdToken(config(), token)).rejects.toBeInstanceOf(OidcError);
  });

  it("refuses an unsigned (alg none) token and garbage", async () => {
    const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const exp = Math.floor(Date.now() / 1000) + 600;
    const body = Buffer.from(JSON.stringify({ ...claims, exp, iat: exp - 600 })).toString("base64url");
    await expect(verifyGoogleIdToken(config(), `${header}.${body}.`)).rejects.toBeInstanceOf(OidcError);
    await expect(verifyGoogleIdToken(config(), "not-a-jwt")).rejects.toBeInstanceOf(OidcError);
    await expect(verifyGoogleIdToken(config(), "")).rejects.toBeInstanceOf(OidcError);
  });
});

describe("Microsoft id tokens", () => {
  const tid = "72f988bf-86f1-41af-91ab-2d7cd011db47";
  const config = () => ({ clientId: "ms-client", jwksUrl: idp.jwksUrl });
  const claims = {
    iss: `https://login.microsoftonline.com/${tid}/v2.0`,
    tid,
    aud: "ms-client",
    sub: "m-1",
    email: "admin@msp.demo",
    xms_edov: true,
  };

  it("accepts a tenant-specific issuer that matches the tid claim", async () => {
    expect(await verifyMicrosoftIdToken(config(), await idp.sign(claims))).toEqual({
      email: "admin@msp.demo",
      subject: "m-1",
    });
  });

  it.each([
    ["an issuer of another form", { ...claims, iss: "https://login.microsoftonline.com/common/v2.0" }],
    ["an issuer whose tenant differs from tid", { ...claims, tid: "00000000-0000-0000-0000-000000000001" }],
    ["an issuer on another host", { ...claims, iss: `https://login.example.com/${tid}/v2.0` }],
    ["an e-mail whose domain owner is not verified", { ...claims, xms_edov: false }],
    ["another audience", { ...claims, aud: "google-client" }],
  ])("refuses %s", async (_name, c) => {
    await expect(verifyMicrosoftIdToken(config(), await idp.sign(c))).rejects.toBeInstanceOf(OidcError);
  });

  it("refuses an expired token and one signed with another key", async () => {
    await expect(
      verifyMicrosoftIdToken(config(), await idp.sign(claims, { expiresIn: past() })),
    ).rejects.toBeInstanceOf(OidcError);
    await expect(
      verifyMicrosoftIdToken(config(), await idp.sign(claims, { wrongKey: true })),
    ).rejects.toBeInstanceOf(OidcError);
  });
});
