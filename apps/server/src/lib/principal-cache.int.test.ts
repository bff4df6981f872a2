import { type Database, openDatabase } from "@q2c/db";
import { afterAll, describe, expect, it } from "vitest";
import { useTestServer } from "../test/harness.ts";
import type { AccessClaims } from "./access-token.ts";
import { readPrincipal } from "./principal.ts";
import { PrincipalCache } from "./principal-cache.ts";

// Issue 15 §4: the principal is reused per session for a few seconds, and every change to what it is made
// of drops it at once: the next request after the change sees it, whether the change came through the API
// or straight through SQL (the triggers of migration 0009), and on PostgreSQL in another process too.
const s = useTestServer();

/** Signs in and makes one request, so the session's principal is in the cache. */
async function warmSession(email: "sales@msp.demo" | "manager@msp.demo" | "admin@msp.demo") {
  const session = await s.login(email);
  expect((await s.api("GET", `/users/${session.userId}`, { token: session.accessToken })).statusCode).toBe(
    200,
  );
  return session;
}

describe("the principal cache", () => {
  it("refuses the old access token on the request right after logout", async () => {
    const { accessToken } = await warmSession("sales@msp.demo");
    expect((await s.api("POST", "/auth/logout", { token: accessToken })).statusCode).toBe(200);
    expect((await s.api("GET", "/users", { token: accessToken })).statusCode).toBe(401);
  });

  it("refuses a user deactivated by an administrator on the next request", async () => {
    const target = await warmSession("sales@msp.demo");
    const admin = await s.login("admin@msp.demo");
    const off = await s.api("POST", `/users/${target.userId}/activate`, {
      token: admin.accessToken,
      body: { active: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await s.api("GET", "/users", { token: target.accessToken })).statusCode).toBe(401);
    await s.sql("update users set active = true where id = $1", [target.userId]);
  });

  it("sees a role changed straight in the database on the next request", async () => {
    const admin = await warmSession("admin@msp.demo");
    const [sales] = await s.sql<{ id: string }>("select id from users where email = 'sales@msp.demo'");
    // Activating an active user changes nothing; only an administrator may ask.
    const outbox = `/users/${sales?.id}/activate`;
    const body = { active: true };
    expect((await s.api("POST", outbox, { token: admin.accessToken, body })).statusCode).toBe(200);
    await s.sql("update users set role = 'sales' where id = $1", [admin.userId]);
    expect((await s.api("POST", outbox, { token: admin.accessToken, body })).statusCode).toBe(403);
    await s.sql("update users set role = 'administrator' where id = $1", [admin.userId]);
    expect((await s.api("POST", outbox, { token: admin.accessToken, body })).statusCode).toBe(200);
  });

  it("sees an entitlement withdrawn from the account on the next request", async () => {
    const { accessToken } = await warmSession("manager@msp.demo");
    expect((await s.api("GET", "/contracts", { token: accessToken })).statusCode).toBe(200);
    const [{ id } = { id: "" }] = await s.sql<{ id: string }>(
      "select account_id as id from users where email = 'manager@msp.demo'",
    );
    await s.sql(
      "update accounts set entitlements = entitlements || '{\"hasContracts\": false}' where id = $1",
      [id],
    );
    expect((await s.api("GET", "/contracts", { token: accessToken })).statusCode).toBe(403);
    await s.sql(
      "update accounts set entitlements = entitlements || '{\"hasContracts\": true}' where id = $1",
      [id],
    );
  });
});

// Two processes share one PostgreSQL database; on PGlite there is only one process.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("the principal cache of another process", () => {
  let other: Database | undefined;
  afterAll(async () => {
    await other?.close();
  });

  it("drops a session revoked by this process within moments", async () => {
    other = await openDatabase({ databaseUrl: s.config.databaseUrl, poolSize: 2 });
    const cache = new PrincipalCache(other);
    const session = await s.login("sales@msp.demo");
    const [row] = await s.sql<{ id: string; tenant_id: string }>(
      "select id, tenant_id from sessions where user_id = $1 and revoked_at is null order by created_at desc limit 1",
      [session.userId],
    );
    const claims: AccessClaims = { sub: session.userId, sid: row?.id ?? "", tid: row?.tenant_id ?? "" };
    const load = (c: AccessClaims) => readPrincipal(other!.db, c, s.config.platformAccountId);
    expect(await cache.get(claims, load)).not.toBeNull();
    await s.api("POST", "/auth/logout", { token: session.accessToken });
    const deadline = Date.now() + 2000;
    let principal = await cache.get(claims, load);
    while (principal && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 20));
      principal = await cache.get(claims, load);
    }
    expect(principal).toBeNull();
  });
});
