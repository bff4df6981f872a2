import { ROOT_CATEGORY_IDS } from "@q2c/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { createTestServer, type TestServer } from "../../test/harness.ts";

let s: TestServer;
const token = tokensFor(() => s);
let financeOfPlatform: string;
const idOf = async (name: string) =>
  (await s.sql<{ id: string }>("select id from categories where name = $1", [name]))[0]!.id;

beforeAll(async () => {
  s = await createTestServer();
  // A platform-owner user whose role is outside the sales rule set, for the 403 cases.
  const password = "Str0ng-Pass!";
  await s.api("POST", "/users/bulk-create", {
    token: (await s.login("owner@platform.demo")).accessToken,
    body: {
      users: [{ email: "finance@platform.demo", firstName: "F", lastName: "P", password, role: "finance" }],
    },
  });
  const res = await s.api("POST", "/auth/users", { body: { username: "finance@platform.demo", password } });
  financeOfPlatform = res.json().accessToken;
});
afterAll(async () => {
  await s.close();
});

describe("GET /categories", () => {
  it("answers the categories shown in menus, each with its parent", async () => {
    const res = await s.api("GET", "/categories", { token: await token("user@customer.demo") });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { name: string; parent: unknown; showInMenu: string }[];
    expect(data.find((c) => c.name === "Switches")).toMatchObject({
      parent: { id: await idOf("Networking"), name: "Networking" },
      showInMenu: "yes",
    });
    expect(data.find((c) => c.name === "Products")?.parent).toBeNull();
    expect(data.map((c) => c.name)).not.toContain("Legacy (hidden)");
  });

  it("gives the hidden ones to the platform owner only, when asked", async () => {
    const query = { includeHidden: "true" };
    const owner = await s.api("GET", "/categories", { token: await token("owner@platform.demo"), query });
    expect(owner.json().data.map((c: { name: string }) => c.name)).toContain("Legacy (hidden)");
    const msp = await s.api("GET", "/categories", { token: await token("admin@msp.demo"), query });
    expect(msp.json().data.map((c: { name: string }) => c.name)).not.toContain("Legacy (hidden)");
  });

  it("answers 400 for an includeHidden value that is not a boolean", async () => {
    const res = await s.api("GET", "/categories", {
      token: await token("owner@platform.demo"),
      query: { includeHidden: "perhaps" },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("POST /categories", () => {
  it("lets the platform owner add a category beneath another", async () => {
    const res = await s.api("POST", "/categories", {
      token: await token("owner@platform.demo"),
      body: { name: "Routers", parentId: await idOf("Networking"), position: 2 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: "Routers", showInMenu: "yes", parent: { name: "Networking" } });
  });

  it("answers 404 to an MSP (SEN) and 403 to a platform user outside the sales rule", async () => {
    const body = { name: "Nope" };
    expect(
      (await s.api("POST", "/categories", { token: await token("admin@msp.demo"), body })).statusCode,
    ).toBe(404);
    expect((await s.api("POST", "/categories", { token: financeOfPlatform, body })).statusCode).toBe(403);
    expect(await countOf(s, "select 1 from categories where name = 'Nope'")).toBe(0);
  });

  it("answers 400 for a missing name or an unknown parent, writing nothing", async () => {
    const before = await countOf(s, "select 1 from categories");
    const t = await token("owner@platform.demo");
    const noName = await s.api("POST", "/categories", { token: t, body: {} });
    expect(noName.json().fields).toEqual({ name: "Name is required" });
    const orphan = await s.api("POST", "/categories", {
      token: t,
      body: { name: "Orphan", parentId: "0190a000-0000-7000-8000-0000000c9999" },
    });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().fields).toHaveProperty("parentId");
    expect(await countOf(s, "select 1 from categories")).toBe(before);
  });
});

describe("PUT /categories/:id", () => {
  it("renames and hides a category, and moves it to the root with nullFields", async () => {
    const t = await token("owner@platform.demo");
    const id = await idOf("Routers");
    const res = await s.api("PUT", `/categories/${id}`, {
      token: t,
      body: { name: "Edge Routers", showInMenu: "no" },
    });
    expect(res.json()).toMatchObject({
      name: "Edge Routers",
      showInMenu: "no",
      parent: { name: "Networking" },
    });
    const root = await s.api("PUT", `/categories/${id}`, { token: t, body: { nullFields: ["parentId"] } });
    expect(root.json()).toMatchObject({ parentId: null, parent: null });
  });

  it("answers 400 when moving a category beneath its own child, writing nothing", async () => {
    const networking = await idOf("Networking");
    const res = await s.api("PUT", `/categories/${networking}`, {
      token: await token("owner@platform.demo"),
      body: { parentId: await idOf("Switches") },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty("parentId");
    expect(await s.sql("select parent_id from categories where id = $1", [networking])).toEqual([
      { parent_id: ROOT_CATEGORY_IDS.product },
    ]);
  });

  it("answers 404 to an MSP, 403 to a platform user outside the sales rule, 404 for an unknown id", async () => {
    const id = await idOf("Switches");
    const body = { name: "Hacked" };
    expect(
      (await s.api("PUT", `/categories/${id}`, { token: await token("admin@msp.demo"), body })).statusCode,
    ).toBe(404);
    expect((await s.api("PUT", `/categories/${id}`, { token: financeOfPlatform, body })).statusCode).toBe(
      403,
    );
    const unknown = "0190a000-0000-7000-8000-0000000c9999";
    expect(
      (await s.api("PUT", `/categories/${unknown}`, { token: await token("owner@platform.demo"), body }))
        .statusCode,
    ).toBe(404);
  });
});

describe("DELETE /categories/:id", () => {
  it("refuses a category with children and a root category (409)", async () => {
    const t = await token("owner@platform.demo");
    const parent = await s.api("DELETE", `/categories/${await idOf("Networking")}`, { token: t });
    expect(parent.statusCode).toBe(409);
    expect(parent.json().code).toBe("category_has_children");
    const root = await s.api("DELETE", `/categories/${ROOT_CATEGORY_IDS.asAService}`, { token: t });
    expect(root.json().code).toBe("category_is_root");
  });

  it("answers 404 to an MSP and 403 to a platform user outside the sales rule, then deletes a leaf", async () => {
    const id = await idOf("Edge Routers");
    expect(
      (await s.api("DELETE", `/categories/${id}`, { token: await token("admin@msp.demo") })).statusCode,
    ).toBe(404);
    expect((await s.api("DELETE", `/categories/${id}`, { token: financeOfPlatform })).statusCode).toBe(403);
    const ok = await s.api("DELETE", `/categories/${id}`, { token: await token("owner@platform.demo") });
    expect(ok.statusCode).toBe(200);
    expect(await countOf(s, "select 1 from categories where id = $1", [id])).toBe(0);
  });
});
