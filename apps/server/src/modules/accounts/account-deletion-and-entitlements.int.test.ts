import { DEMO_IDS } from "@q2c/db";
import { describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";

const s = useTestServer();
const token = tokensFor(() => s);

describe("DELETE /accounts/:id", () => {
  it("refuses an account with users (409) or with accounts beneath it (409), and one's own (409)", async () => {
    const t = await token("owner@platform.demo");
    const withUsers = await s.api("DELETE", `/accounts/${DEMO_IDS.adatum}`, {
      token: await token("admin@msp.demo"),
    });
    expect(withUsers.statusCode).toBe(409);
    expect(withUsers.json().code).toBe("account_has_users");
    const withChildren = await s.api("DELETE", `/accounts/${DEMO_IDS.northwind}`, { token: t });
    expect(withChildren.json().code).toBe("account_has_children");
    const own = await s.api("DELETE", `/accounts/${DEMO_IDS.northwind}`, {
      token: await token("owner@msp.demo"),
    });
    expect(own.statusCode).toBe(409);
    expect(
      await countOf(s, "select 1 from accounts where id in ($1, $2)", [DEMO_IDS.adatum, DEMO_IDS.northwind]),
    ).toBe(2);
  });

  it("refuses a sales user (403) and another tenant (404), and deletes a customer with its locations", async () => {
    expect(
      (await s.api("DELETE", `/accounts/${DEMO_IDS.litware}`, { token: await token("sales@msp.demo") }))
        .statusCode,
    ).toBe(403);
    expect(
      (await s.api("DELETE", `/accounts/${DEMO_IDS.litware}`, { token: await token("admin@msp2.demo") }))
        .statusCode,
    ).toBe(404);
    const ok = await s.api("DELETE", `/accounts/${DEMO_IDS.litware}`, {
      token: await token("admin@msp.demo"),
    });
    expect(ok.statusCode).toBe(200);
    expect(await countOf(s, "select 1 from locations where account_id = $1", [DEMO_IDS.litware])).toBe(0);
    expect(await countOf(s, "select 1 from audit_events where type = 'account.deleted'")).toBe(1);
  });
});

describe("GET /accounts/:id/users", () => {
  it("lists an account's users in scope and answers 404 for another tenant", async () => {
    const res = await s.api("GET", `/accounts/${DEMO_IDS.adatum}/users`, {
      token: await token("sales@msp.demo"),
    });
    expect(res.json().data.map((u: { email: string }) => u.email)).toEqual(["user@customer.demo"]);
    const other = await s.api("GET", `/accounts/${DEMO_IDS.adatum}/users`, {
      token: await token("admin@msp2.demo"),
    });
    expect(other.statusCode).toBe(404);
  });
});

describe("entitlements", () => {
  it("gives the caller its own account's flags; the platform owner has them all", async () => {
    const msp2 = await s.api("GET", "/entitlements", { token: await token("admin@msp2.demo") });
    expect(msp2.json()).toMatchObject({ accountId: DEMO_IDS.contoso, entitlements: { hasContracts: false } });
    const owner = await s.api("GET", "/entitlements", { token: await token("owner@platform.demo") });
    expect(Object.values(owner.json().entitlements).every(Boolean)).toBe(true);
  });

  it("lets the platform owner turn flags on; an MSP gets 404 (SEN) and a bad flag 400", async () => {
    const body = { entitlements: { hasContracts: true, hasInvoices: true } };
    const ok = await s.api("PUT", `/accounts/${DEMO_IDS.contoso}/entitlements`, {
      token: await token("owner@platform.demo"),
      body,
    });
    expect(ok.json().entitlements).toMatchObject({
      hasContracts: true,
      hasInvoices: true,
      hasServiceMap: false,
    });
    const msp = await s.api("PUT", `/accounts/${DEMO_IDS.contoso}/entitlements`, {
      token: await token("admin@msp2.demo"),
      body,
    });
    expect(msp.statusCode).toBe(404);
    const bad = await s.api("PUT", `/accounts/${DEMO_IDS.contoso}/entitlements`, {
      token: await token("owner@platform.demo"),
      body: { entitlements: { hasEverything: true } },
    });
    expect(bad.statusCode).toBe(400);
    expect(await countOf(s, "select 1 from accounts where entitlements ? 'hasEverything'")).toBe(0);
  });

  it("refuses a platform user outside the administrator rule (403)", async () => {
    const password = "Str0ng-Pass!";
    await s.api("POST", "/users/bulk-create", {
      token: await token("owner@platform.demo"),
      body: {
        users: [{ email: "sales@platform.demo", firstName: "S", lastName: "P", password, role: "sales" }],
      },
    });
    const login = await s.api("POST", "/auth/users", { body: { username: "sales@platform.demo", password } });
    const res = await s.api("PUT", `/accounts/${DEMO_IDS.contoso}/entitlements`, {
      token: login.json().accessToken,
      body: { entitlements: { hasServiceMap: true } },
    });
    expect(res.statusCode).toBe(403);
    expect(
      await countOf(s, "select 1 from accounts where id = $1 and entitlements ? 'hasServiceMap'", [
        DEMO_IDS.contoso,
      ]),
    ).toBe(0);
  });
});
