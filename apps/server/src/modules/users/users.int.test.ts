import { DEMO_IDS } from "@q2c/db";
import { describe, expect, it } from "vitest";
import { countOf, tokensFor, userIdOf } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";

const s = useTestServer();
const token = tokensFor(() => s);

const emailsOf = (body: { data: { email: string }[] }) => body.data.map((u) => u.email).sort();

describe("GET /users", () => {
  it("lists the MSP's users and its customers' users, not another tenant's", async () => {
    const res = await s.api("GET", "/users", {
      token: await token("admin@msp.demo"),
      query: { limit: "100" },
    });
    expect(res.statusCode).toBe(200);
    const emails = emailsOf(res.json());
    expect(emails).toContain("sales@msp.demo");
    expect(emails).toContain("user@customer.demo");
    expect(emails).not.toContain("admin@msp2.demo");
    expect(emails).not.toContain("owner@platform.demo");
  });

  it("filters by account and searches by name or e-mail", async () => {
    const t = await token("admin@msp.demo");
    const byAccount = await s.api("GET", "/users", { token: t, query: { accountId: DEMO_IDS.adatum } });
    expect(emailsOf(byAccount.json())).toEqual(["user@customer.demo"]);
    const byName = await s.api("GET", "/users", { token: t, query: { q: "sam sa" } });
    expect(emailsOf(byName.json())).toEqual(["sales@msp.demo"]);
    const literal = await s.api("GET", "/users", { token: t, query: { q: "%" } });
    expect(literal.json().data).toEqual([]);
  });

  it("pages with limit, startingAfter and endingBefore without gaps or repeats", async () => {
    const t = await token("owner@msp.demo");
    const all = (await s.api("GET", "/users", { token: t, query: { limit: "100" } })).json().data;
    const first = (await s.api("GET", "/users", { token: t, query: { limit: "3" } })).json();
    expect(first.hasMore).toBe(true);
    const second = (
      await s.api("GET", "/users", { token: t, query: { limit: "3", startingAfter: first.data[2].id } })
    ).json();
    expect([...first.data, ...second.data].map((u: { id: string }) => u.id)).toEqual(
      all.slice(0, 6).map((u: { id: string }) => u.id),
    );
    const back = (
      await s.api("GET", "/users", { token: t, query: { limit: "3", endingBefore: second.data[0].id } })
    ).json();
    expect(back.data.map((u: { id: string }) => u.id)).toEqual(first.data.map((u: { id: string }) => u.id));
    expect(back.hasMore).toBe(false);
  });

  it("shows a customer only the users of its own account", async () => {
    const res = await s.api("GET", "/users", { token: await token("user@customer.demo") });
    expect(emailsOf(res.json())).toEqual(["user@customer.demo"]);
  });

  it("answers 404 for an account of another tenant", async () => {
    const res = await s.api("GET", "/users", {
      token: await token("admin@msp2.demo"),
      query: { accountId: DEMO_IDS.northwind },
    });
    expect(res.statusCode).toBe(404);
  });

  it("answers 400 with field errors for a limit above 100", async () => {
    const res = await s.api("GET", "/users", {
      token: await token("admin@msp.demo"),
      query: { limit: "1000" },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain("limit");
  });
});

describe("GET /users/:id", () => {
  it("answers a user of the scope with its version, and 404 for another tenant's user", async () => {
    const id = await userIdOf(s, "sales@msp.demo");
    const ok = await s.api("GET", `/users/${id}`, { token: await token("manager@msp.demo") });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email: "sales@msp.demo", version: 1, active: true });
    expect(ok.json().teams).toEqual([expect.objectContaining({ id: "sales", level: "user" })]);
    const other = await s.api("GET", `/users/${id}`, { token: await token("admin@msp2.demo") });
    expect(other.statusCode).toBe(404);
  });
});

describe("GET /user-accounts", () => {
  it("gives an MSP user its own account first, then its customers", async () => {
    const res = await s.api("GET", "/user-accounts", { token: await token("sales@msp.demo") });
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((a: { accountName: string }) => a.accountName);
    expect(names).toEqual(["Northwind IT", "Adatum Corp", "Litware Inc"]);
    expect(res.json().data[0]).toEqual({
      id: DEMO_IDS.northwind,
      accountName: "Northwind IT",
      kind: "msp_expert",
    });
  });

  it("gives a customer only its own account and the platform owner every customer", async () => {
    const customer = await s.api("GET", "/user-accounts", { token: await token("user@customer.demo") });
    expect(customer.json().data).toEqual([
      { id: DEMO_IDS.adatum, accountName: "Adatum Corp", kind: "customer" },
    ]);
    const owner = await s.api("GET", "/user-accounts", { token: await token("owner@platform.demo") });
    const names = owner.json().data.map((a: { accountName: string }) => a.accountName);
    expect(names).toEqual(["Platform", "Adatum Corp", "Litware Inc"]);
  });
});

describe("PUT /users/:id/notification-settings", () => {
  it("merges the user's own switches into the stored ones", async () => {
    const t = await token("engineer@msp.demo");
    const id = await userIdOf(s, "engineer@msp.demo");
    await s.api("PUT", `/users/${id}/notification-settings`, {
      token: t,
      body: { notificationSettings: { quoteSigned: true } },
    });
    const res = await s.api("PUT", `/users/${id}/notification-settings`, {
      token: t,
      body: { notificationSettings: { orderShipped: false } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().notificationSettings).toEqual({ quoteSigned: true, orderShipped: false });
  });

  it("lets an administrator change them for a user, but not a sales user for another (403)", async () => {
    const id = await userIdOf(s, "ops@msp.demo");
    const body = { notificationSettings: { invoicePaid: true } };
    const admin = await s.api("PUT", `/users/${id}/notification-settings`, {
      token: await token("admin@msp.demo"),
      body,
    });
    expect(admin.statusCode).toBe(200);
    const sales = await s.api("PUT", `/users/${id}/notification-settings`, {
      token: await token("sales@msp.demo"),
      body,
    });
    expect(sales.statusCode).toBe(403);
  });

  it("answers 404 for another tenant's user and 400 for a non-boolean switch, writing nothing", async () => {
    const id = await userIdOf(s, "finance@msp.demo");
    const other = await s.api("PUT", `/users/${id}/notification-settings`, {
      token: await token("admin@msp2.demo"),
      body: { notificationSettings: { x: true } },
    });
    expect(other.statusCode).toBe(404);
    const bad = await s.api("PUT", `/users/${id}/notification-settings`, {
      token: await token("finance@msp.demo"),
      body: { notificationSettings: { x: "loud" } },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)[0]).toMatch(/^notificationSettings/);
    expect(
      await countOf(s, "select 1 from users where id = $1 and notification_settings = '{}'::jsonb", [id]),
    ).toBe(1);
  });
});
