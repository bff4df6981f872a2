import { DEMO_IDS, uuidv7 } from "@q2c/db";
import { describe, expect, it } from "vitest";
import { countOf, tokensFor, userIdOf } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";

const s = useTestServer();
const token = tokensFor(() => s);

const versionOf = async (email: string) =>
  (await s.sql<{ version: number }>("select version from users where email = $1", [email]))[0]?.version;

describe("PUT /users/:id (own profile)", () => {
  it("saves the user's own profile, theme, starred pages and table configuration and bumps the version", async () => {
    const id = await userIdOf(s, "finance@msp.demo");
    const res = await s.api("PUT", `/users/${id}`, {
      token: await token("finance@msp.demo"),
      body: {
        version: 1,
        firstName: "Frederik",
        phone: "+1 555 010 3000",
        about: "Invoices",
        darkTheme: "yes",
        preferences: { starredPages: ["/quotes", "/invoices"] },
        tableConf: { quotes: { pageSize: 50 } },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: "Frederik",
      displayName: "Frederik Finance",
      phone: "+1 555 010 3000",
      darkTheme: "yes",
      preferences: { starredPages: ["/quotes", "/invoices"] },
      tableConf: { quotes: { pageSize: 50 } },
      version: 2,
    });
  });

  it("sets the fields named in nullFields to null and leaves absent ones alone", async () => {
    const id = await userIdOf(s, "finance@msp.demo");
    const res = await s.api("PUT", `/users/${id}`, {
      token: await token("finance@msp.demo"),
      body: { version: 2, nullFields: ["phone"] },
    });
    expect(res.json()).toMatchObject({ phone: null, about: "Invoices", firstName: "Frederik", version: 3 });
  });

  it("answers 409 with the current version for a stale one and writes nothing", async () => {
    const id = await userIdOf(s, "finance@msp.demo");
    const res = await s.api("PUT", `/users/${id}`, {
      token: await token("finance@msp.demo"),
      body: { version: 1, firstName: "Stale" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "conflict", version: 3 });
    expect(await countOf(s, "select 1 from users where first_name = 'Stale'")).toBe(0);
  });

  it("answers 400 with field errors for a bad phone, a blank name or a script as photo, writing nothing", async () => {
    const id = await userIdOf(s, "ops@msp.demo");
    const res = await s.api("PUT", `/users/${id}`, {
      token: await token("ops@msp.demo"),
      body: { version: 1, phone: "call me", firstName: " ", photoURL: "javascript:alert(1)" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      phone: "The phone is not valid!",
      firstName: "First name is required",
      photoURL: "Use a web address (https://...) or an uploaded file.",
    });
    expect(await versionOf("ops@msp.demo")).toBe(1);
  });

  it("refuses a user who is not an administrator changing their own role (403)", async () => {
    const id = await userIdOf(s, "sales@msp.demo");
    const res = await s.api("PUT", `/users/${id}`, {
      token: await token("sales@msp.demo"),
      body: { version: 1, role: "administrator" },
    });
    expect(res.statusCode).toBe(403);
    expect((await s.sql("select role from users where id = $1", [id]))[0]).toEqual({ role: "sales" });
  });

  it("refuses an administrator raising their own role to owner (403 role_too_high)", async () => {
    const id = await userIdOf(s, "admin@msp.demo");
    const res = await s.api("PUT", `/users/${id}`, {
      token: await token("admin@msp.demo"),
      body: { version: 1, role: "owner" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("role_too_high");
  });
});

describe("PUT /users/:id (an administrator for another user)", () => {
  it("changes another user's role and teams and records the role change", async () => {
    const target = await userIdOf(s, "engineer@msp.demo");
    const [sales] = await s.sql<{ id: string }>(
      "select id from teams where team_type = 'sales' and name = 'Sales'",
    );
    const res = await s.api("PUT", `/users/${target}`, {
      token: await token("admin@msp.demo"),
      body: {
        version: 1,
        role: "manager",
        lastName: "Lead",
        teams: [{ teamId: sales!.id, level: "manager" }],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: "manager", lastName: "Lead" });
    expect(res.json().teams).toEqual([expect.objectContaining({ id: "sales", level: "manager" })]);
    const audit = await s.sql(
      "select data from audit_events where type = 'user.role_changed' and subject_id = $1",
      [target],
    );
    expect(audit).toEqual([{ data: { from: "engineering", to: "manager" } }]);
  });

  it("answers 400 on a team of another account and writes nothing", async () => {
    const target = await userIdOf(s, "ops@msp.demo");
    const [foreign] = await s.sql<{ id: string }>(
      "insert into teams (tenant_id, id, account_id, name, team_type) values ($1, $2, $1, 'Contoso Sales', 'sales') returning id",
      [DEMO_IDS.contoso, uuidv7()],
    );
    const res = await s.api("PUT", `/users/${target}`, {
      token: await token("admin@msp.demo"),
      body: { version: 1, role: "sales", teams: [{ teamId: foreign!.id, level: "user" }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(["teams.0.teamId"]);
    expect(await s.sql("select role, version from users where id = $1", [target])).toEqual([
      { role: "operations", version: 1 },
    ]);
  });

  it("refuses to grant a role above the administrator's own, or to touch the owner (403)", async () => {
    const t = await token("admin@msp.demo");
    const sales = await userIdOf(s, "sales@msp.demo");
    const grant = await s.api("PUT", `/users/${sales}`, { token: t, body: { version: 1, role: "owner" } });
    expect(grant.statusCode).toBe(403);
    const owner = await userIdOf(s, "owner@msp.demo");
    const touch = await s.api("PUT", `/users/${owner}`, { token: t, body: { version: 1, firstName: "X" } });
    expect(touch.statusCode).toBe(403);
  });

  it("refuses a manager editing an administrator and an administrator changing another's theme (403)", async () => {
    const admin = await userIdOf(s, "admin@msp.demo");
    const byManager = await s.api("PUT", `/users/${admin}`, {
      token: await token("manager@msp.demo"),
      body: { version: 1, firstName: "Y" },
    });
    expect(byManager.statusCode).toBe(403);
    const sales = await userIdOf(s, "sales@msp.demo");
    const theme = await s.api("PUT", `/users/${sales}`, {
      token: await token("admin@msp.demo"),
      body: { version: 1, darkTheme: "yes" },
    });
    expect(theme.statusCode).toBe(403);
  });

  it("refuses a sales user editing a colleague (403) and answers 404 for another tenant's user", async () => {
    const ops = await userIdOf(s, "ops@msp.demo");
    const sales = await s.api("PUT", `/users/${ops}`, {
      token: await token("sales@msp.demo"),
      body: { version: 1, about: "x" },
    });
    expect(sales.statusCode).toBe(403);
    const other = await s.api("PUT", `/users/${ops}`, {
      token: await token("admin@msp2.demo"),
      body: { version: 1, about: "x" },
    });
    expect(other.statusCode).toBe(404);
  });

  it("lets an MSP administrator manage its customer's users", async () => {
    const customer = await userIdOf(s, "user@customer.demo");
    const res = await s.api("PUT", `/users/${customer}`, {
      token: await token("admin@msp.demo"),
      body: { version: 1, role: "sales" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe("sales");
  });

  it("saves the legacy role value 'user' as administrator", async () => {
    const customer = await userIdOf(s, "user@customer.demo");
    const res = await s.api("PUT", `/users/${customer}`, {
      token: await token("owner@msp.demo"),
      body: { version: 2, role: "user" },
    });
    expect(res.json().role).toBe("administrator");
  });
});
