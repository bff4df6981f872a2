import { DEMO_IDS } from "@q2c/db";
import { describe, expect, it } from "vitest";
import { countOf, tokensFor, userIdOf } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";

const s = useTestServer();
const token = tokensFor(() => s);
let teamId: string;

describe("POST /teams", () => {
  it("creates a team in the administrator's account", async () => {
    const res = await s.api("POST", "/teams", {
      token: await token("admin@msp.demo"),
      body: { name: "Project Managers", teamType: "pm" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: "Project Managers",
      teamType: "pm",
      accountId: DEMO_IDS.northwind,
    });
    expect(res.json().memberCount).toBe(0);
    teamId = res.json().id;
  });

  it("refuses a sales user (403) and an account of another tenant (404)", async () => {
    const sales = await s.api("POST", "/teams", {
      token: await token("sales@msp.demo"),
      body: { name: "Mine", teamType: "sales" },
    });
    expect(sales.statusCode).toBe(403);
    const other = await s.api("POST", "/teams", {
      token: await token("admin@msp2.demo"),
      body: { name: "Theirs", teamType: "sales", accountId: DEMO_IDS.northwind },
    });
    expect(other.statusCode).toBe(404);
  });

  it("answers 400 for a missing name and an unknown team type, writing nothing", async () => {
    const before = await countOf(s, "select 1 from teams");
    const res = await s.api("POST", "/teams", {
      token: await token("admin@msp.demo"),
      body: { teamType: "cooks" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ name: "Name is required" });
    expect(res.json().fields).toHaveProperty("teamType");
    expect(await countOf(s, "select 1 from teams")).toBe(before);
  });
});

describe("GET /teams and /teams/:id", () => {
  it("lists the tenant's teams for any signed-in user, and a team with its members", async () => {
    const list = await s.api("GET", "/teams", { token: await token("finance@msp.demo") });
    expect(list.statusCode).toBe(200);
    const types = list.json().data.map((t: { teamType: string }) => t.teamType);
    expect(types).toEqual(expect.arrayContaining(["sales", "engineering", "finance", "operations", "pm"]));
    const [sales] = list.json().data.filter((t: { teamType: string }) => t.teamType === "sales");
    const one = await s.api("GET", `/teams/${sales.id}`, { token: await token("finance@msp.demo") });
    expect(one.json().members).toEqual([expect.objectContaining({ email: "sales@msp.demo", level: "user" })]);
  });

  it("shows another tenant none of them (empty list, 404 for one)", async () => {
    const list = await s.api("GET", "/teams", { token: await token("admin@msp2.demo") });
    expect(list.json().data).toEqual([]);
    const one = await s.api("GET", `/teams/${teamId}`, { token: await token("admin@msp2.demo") });
    expect(one.statusCode).toBe(404);
  });

  it("answers 400 for a bad team id", async () => {
    const res = await s.api("GET", "/teams/not-a-uuid", { token: await token("admin@msp.demo") });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty("id");
  });
});

describe("PUT /teams/:id", () => {
  it("renames a team with the current version and answers 409 on a stale one", async () => {
    const t = await token("manager@msp.demo");
    const ok = await s.api("PUT", `/teams/${teamId}`, { token: t, body: { version: 1, name: "PMO" } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: "PMO", version: 2 });
    const stale = await s.api("PUT", `/teams/${teamId}`, { token: t, body: { version: 1, name: "Old" } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().version).toBe(2);
  });

  it("refuses a sales user (403), another tenant (404) and a blank name (400)", async () => {
    const body = { version: 2, name: "X" };
    expect(
      (await s.api("PUT", `/teams/${teamId}`, { token: await token("sales@msp.demo"), body })).statusCode,
    ).toBe(403);
    expect(
      (await s.api("PUT", `/teams/${teamId}`, { token: await token("admin@msp2.demo"), body })).statusCode,
    ).toBe(404);
    const bad = await s.api("PUT", `/teams/${teamId}`, {
      token: await token("admin@msp.demo"),
      body: { version: 2, name: "" },
    });
    expect(bad.statusCode).toBe(400);
    expect(await s.sql("select name from teams where id = $1", [teamId])).toEqual([{ name: "PMO" }]);
  });
});

describe("team members", () => {
  it("adds a user of the account, changes its level, lists and removes it", async () => {
    const t = await token("admin@msp.demo");
    const userId = await userIdOf(s, "engineer@msp.demo");
    const add = await s.api("POST", `/teams/${teamId}/users`, { token: t, body: { userId, level: "user" } });
    expect(add.statusCode).toBe(200);
    const up = await s.api("POST", `/teams/${teamId}/users`, {
      token: t,
      body: { userId, level: "manager" },
    });
    expect(up.json()).toMatchObject({ email: "engineer@msp.demo", level: "manager" });
    const list = await s.api("GET", `/teams/${teamId}/users`, { token: await token("sales@msp.demo") });
    expect(list.json()).toEqual({
      data: [expect.objectContaining({ userId, level: "manager" })],
      hasMore: false,
    });
    const del = await s.api("DELETE", `/teams/${teamId}/users/${userId}`, { token: t });
    expect(del.statusCode).toBe(200);
    expect(await countOf(s, "select 1 from team_members where team_id = $1", [teamId])).toBe(0);
    const again = await s.api("DELETE", `/teams/${teamId}/users/${userId}`, { token: t });
    expect(again.statusCode).toBe(404);
  });

  it("refuses a user of another account (400) and a bad level (400), writing nothing", async () => {
    const t = await token("admin@msp.demo");
    const customer = await userIdOf(s, "user@customer.demo");
    const foreign = await s.api("POST", `/teams/${teamId}/users`, {
      token: t,
      body: { userId: customer, level: "user" },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toHaveProperty("userId");
    const level = await s.api("POST", `/teams/${teamId}/users`, {
      token: t,
      body: { userId: await userIdOf(s, "ops@msp.demo"), level: "boss" },
    });
    expect(level.statusCode).toBe(400);
    expect(level.json().fields).toHaveProperty("level");
    expect(await countOf(s, "select 1 from team_members where team_id = $1", [teamId])).toBe(0);
  });

  it("refuses a sales user adding (403) and another tenant listing or removing (404)", async () => {
    const userId = await userIdOf(s, "ops@msp.demo");
    const sales = await s.api("POST", `/teams/${teamId}/users`, {
      token: await token("sales@msp.demo"),
      body: { userId, level: "user" },
    });
    expect(sales.statusCode).toBe(403);
    const other = await token("admin@msp2.demo");
    expect((await s.api("GET", `/teams/${teamId}/users`, { token: other })).statusCode).toBe(404);
    expect((await s.api("DELETE", `/teams/${teamId}/users/${userId}`, { token: other })).statusCode).toBe(
      404,
    );
  });
});

describe("DELETE /teams/:id", () => {
  it("refuses a sales user (403) and another tenant (404), then deletes for an administrator", async () => {
    expect(
      (await s.api("DELETE", `/teams/${teamId}`, { token: await token("sales@msp.demo") })).statusCode,
    ).toBe(403);
    expect(
      (await s.api("DELETE", `/teams/${teamId}`, { token: await token("admin@msp2.demo") })).statusCode,
    ).toBe(404);
    const ok = await s.api("DELETE", `/teams/${teamId}`, { token: await token("admin@msp.demo") });
    expect(ok.statusCode).toBe(200);
    expect(await countOf(s, "select 1 from teams where id = $1", [teamId])).toBe(0);
  });
});
