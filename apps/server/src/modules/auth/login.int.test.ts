import { describe, expect, it } from "vitest";
import { useTestServer } from "../../test/harness.ts";

const s = useTestServer();

describe("POST /auth/users (sign in)", () => {
  it("answers tokens and the user for a correct password", async () => {
    const res = await s.api("POST", "/auth/users", {
      body: { username: "Owner@MSP.demo", password: s.config.demoPassword },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accessToken).toMatch(/^ey/);
    expect(body.refreshToken.length).toBeGreaterThan(30);
    expect(body.user).toMatchObject({
      email: "owner@msp.demo",
      role: "owner",
      accountName: "Northwind IT",
      accountKind: "msp_expert",
      isMSP: "yes",
      displayName: "Nora Wind",
    });
  });

  it("answers 401 Wrong Email or Password for a wrong password or unknown user", async () => {
    for (const username of ["owner@msp.demo", "nobody@nowhere.demo"]) {
      const res = await s.api("POST", "/auth/users", { body: { username, password: "Wrong-Pass-1!" } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: "Wrong Email or Password", code: "wrong_credentials" });
    }
  });

  it("answers 400 with field errors for missing fields and writes nothing", async () => {
    const before = await s.sql<{ n: number }>("select count(*)::int as n from sessions");
    const res = await s.api("POST", "/auth/users", { body: { username: "" } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("bad_request");
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(["username", "password"]));
    const after = await s.sql<{ n: number }>("select count(*)::int as n from sessions");
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("locks a username out with 429 after 10 failures within 15 minutes", async () => {
    const username = "sales@msp.demo";
    for (let i = 0; i < 10; i++) {
      const res = await s.api("POST", "/auth/users", { body: { username, password: "Wrong-Pass-1!" } });
      expect(res.statusCode).toBe(401);
    }
    const locked = await s.api("POST", "/auth/users", {
      body: { username, password: s.config.demoPassword },
    });
    expect(locked.statusCode).toBe(429);
    // Another username is not affected.
    const other = await s.api("POST", "/auth/users", {
      body: { username: "engineer@msp.demo", password: s.config.demoPassword },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe("sessions: refresh, replay and logout", () => {
  it("rotates the refresh token and revokes the family when a spent token is replayed", async () => {
    const first = await s.login("admin@msp.demo");
    const r1 = await s.api("POST", "/auth/refresh-token", { body: { refreshToken: first.refreshToken } });
    expect(r1.statusCode).toBe(200);
    const second = r1.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);

    // Past the grace window in which a spent token still answers its successor (refresh-session.int.test.ts).
    await s.sql(
      "update sessions set rotated_at = rotated_at - interval '31 seconds' where user_id = $1 and rotated_at is not null",
      [first.userId],
    );
    const replay = await s.api("POST", "/auth/refresh-token", { body: { refreshToken: first.refreshToken } });
    expect(replay.statusCode).toBe(401);
    // The whole family is revoked: the newest refresh and access tokens stop working too.
    const r2 = await s.api("POST", "/auth/refresh-token", { body: { refreshToken: second.refreshToken } });
    expect(r2.statusCode).toBe(401);
    const me = await s.api("GET", `/users/${first.userId}`, { token: second.accessToken });
    expect(me.statusCode).toBe(401);
  });

  it("logout revokes the session: the next call with it is 401", async () => {
    const t = await s.login("manager@msp.demo");
    const ok = await s.api("GET", `/users/${t.userId}`, { token: t.accessToken });
    expect(ok.statusCode).toBe(200);
    const out = await s.api("POST", "/auth/logout", { token: t.accessToken });
    expect(out.statusCode).toBe(200);
    const after = await s.api("GET", `/users/${t.userId}`, { token: t.accessToken });
    expect(after.statusCode).toBe(401);
    const refresh = await s.api("POST", "/auth/refresh-token", { body: { refreshToken: t.refreshToken } });
    expect(refresh.statusCode).toBe(401);
  });
});

describe("deactivated users", () => {
  it("cannot refresh a session after being deactivated in the database", async () => {
    const t = await s.login("finance@msp.demo");
    await s.sql("update users set active = false where email = $1", ["finance@msp.demo"]);
    const res = await s.api("POST", "/auth/refresh-token", { body: { refreshToken: t.refreshToken } });
    expect(res.statusCode).toBe(401);
    await s.sql("update users set active = true where email = $1", ["finance@msp.demo"]);
  });
});

describe("the principal of a request", () => {
  it("carries the user's account kind, scope and teams", async () => {
    const { authenticate } = await import("../../plugins/access.ts");
    const t = await s.login("ops@msp.demo");
    const principal = await authenticate(s.deps, t.accessToken);
    expect(principal).toMatchObject({
      role: "operations",
      accountKind: "msp_expert",
      teams: [{ id: "operations", level: "user" }],
      scope: { kind: "tenant" },
    });
    const customer = await authenticate(s.deps, (await s.login("user@customer.demo")).accessToken);
    expect(customer).toMatchObject({ accountKind: "customer", teams: [], scope: { kind: "account" } });
  });
});
