import { decodeJwt, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from "../../lib/access-token.ts";
import { createTestServer, type TestServer } from "../../test/harness.ts";

let s: TestServer;
let real: { accessToken: string; userId: string };
let claims: { sid: string; tid: string; sub: string };
beforeAll(async () => {
  s = await createTestServer();
  real = await s.login("admin@msp.demo");
  const decoded = decodeJwt(real.accessToken);
  claims = { sid: decoded.sid as string, tid: decoded.tid as string, sub: decoded.sub! };
});
afterAll(async () => {
  await s.close();
});

const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString("base64url");
const now = () => Math.floor(Date.now() / 1000);

/** Signs the real session's claims with whatever is varied, so only that one thing is wrong. */
function forge(opts: {
  secret?: Uint8Array;
  audience?: string;
  issuer?: string;
  exp?: number;
  iat?: number;
}) {
  return new SignJWT({ sid: claims.sid, tid: claims.tid })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuer(opts.issuer ?? TOKEN_ISSUER)
    .setAudience(opts.audience ?? TOKEN_AUDIENCE)
    .setIssuedAt(opts.iat ?? now())
    .setExpirationTime(opts.exp ?? now() + 600)
    .sign(opts.secret ?? s.config.jwtSecret);
}
const getMe = (token: string) => s.api("GET", `/users/${real.userId}`, { token });

describe("forged access tokens on a protected route (GET /users/:id)", () => {
  it("the genuine token and a correctly re-signed one pass (control)", async () => {
    expect((await getMe(real.accessToken)).statusCode).toBe(200);
    expect((await getMe(await forge({}))).statusCode).toBe(200);
  });

  it('refuses alg "none"', async () => {
    const payload = { ...claims, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: now(), exp: now() + 600 };
    for (const token of [
      `${b64({ alg: "none", typ: "JWT" })}.${b64(payload)}.`,
      `${b64({ alg: "none", typ: "JWT" })}.${b64(payload)}`,
    ]) {
      const res = await getMe(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe("unauthenticated");
    }
  });

  it("refuses a token signed with another key", async () => {
    const other = new TextEncoder().encode("another-secret-of-at-least-thirty-two-chars!");
    expect((await getMe(await forge({ secret: other }))).statusCode).toBe(401);
  });

  it("refuses an expired token", async () => {
    expect((await getMe(await forge({ iat: now() - 3600, exp: now() - 1800 }))).statusCode).toBe(401);
  });

  it("refuses a token for another audience or from another issuer", async () => {
    expect((await getMe(await forge({ audience: "some-other-api" }))).statusCode).toBe(401);
    expect((await getMe(await forge({ issuer: "someone-else" }))).statusCode).toBe(401);
  });

  it("refuses a tampered payload of a genuine token and garbage", async () => {
    const [h, , sig] = real.accessToken.split(".");
    const tampered = `${h}.${b64({ ...decodeJwt(real.accessToken), sub: "0190a000-0000-7000-8000-000000000999" })}.${sig}`;
    expect((await getMe(tampered)).statusCode).toBe(401);
    expect((await getMe("not.a.jwt")).statusCode).toBe(401);
  });
});
