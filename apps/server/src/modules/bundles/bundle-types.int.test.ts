import { beforeAll, describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { createBundleAs, SWITCHES, UNKNOWN_ID } from "./bundle-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
const ids = {} as Record<"platform" | "northwind", string>;
const typesNamed = (name: string) =>
  countOf(s, "select 1 from bundle_types where lower(name) = lower($1)", [name]);

async function createType(email: Parameters<typeof token>[0], body: Record<string, unknown>) {
  const res = await s.api("POST", "/bundle-types", { token: await token(email), body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string; ownership: string };
}

beforeAll(async () => {
  ids.platform = (await createType("owner@platform.demo", { name: "Office", position: 1 })).id;
  ids.northwind = (await createType("editor@msp.demo", { name: "Wi-Fi", categoryId: SWITCHES })).id;
});

describe("GET /bundle-types", () => {
  it("answers an MSP its own types and the platform's, not another MSP's", async () => {
    const northwind = await s.api("GET", "/bundle-types", { token: await token("sales@msp.demo") });
    expect(northwind.statusCode).toBe(200);
    const data = northwind.json().data as { id: string; ownership: string; categoryId: string | null }[];
    expect(data.find((t) => t.id === ids.platform)?.ownership).toBe("platform");
    expect(data.find((t) => t.id === ids.northwind)).toMatchObject({
      ownership: "mine",
      categoryId: SWITCHES,
    });
    const contoso = await s.api("GET", "/bundle-types", { token: await token("admin@msp2.demo") });
    const contosoIds = contoso.json().data.map((t: { id: string }) => t.id);
    expect(contosoIds).toContain(ids.platform);
    expect(contosoIds).not.toContain(ids.northwind);
  });

  it("narrows by productOwnership and answers 404 to a customer", async () => {
    const mine = await s.api("GET", "/bundle-types", {
      token: await token("editor@msp.demo"),
      query: { productOwnership: "mine" },
    });
    const mineIds = mine.json().data.map((t: { id: string }) => t.id);
    expect(mineIds).toContain(ids.northwind);
    expect(mineIds).not.toContain(ids.platform);
    expect(
      (await s.api("GET", "/bundle-types", { token: await token("user@customer.demo") })).statusCode,
    ).toBe(404);
  });
});

describe("POST /bundle-types", () => {
  it("refuses a name already used in the same tenant, ignoring case, but allows it in another tenant", async () => {
    const dup = await s.api("POST", "/bundle-types", {
      token: await token("owner@platform.demo"),
      body: { name: "office" },
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().fields).toEqual({ name: "A bundle type with this name already exists." });
    expect(await typesNamed("office")).toBe(1);
    const mine = await createType("editor@msp.demo", { name: "Office" });
    expect(mine.ownership).toBe("mine");
  });

  it("answers 400 for a missing name or an unknown category, writing nothing", async () => {
    const before = await countOf(s, "select 1 from bundle_types");
    const t = await token("editor@msp.demo");
    const noName = await s.api("POST", "/bundle-types", { token: t, body: {} });
    expect(noName.json().fields).toEqual({ name: "Name is required" });
    const badCategory = await s.api("POST", "/bundle-types", {
      token: t,
      body: { name: "Lost", categoryId: UNKNOWN_ID },
    });
    expect(badCategory.json().fields).toEqual({ categoryId: "This category does not exist." });
    expect(await countOf(s, "select 1 from bundle_types")).toBe(before);
  });

  it("answers 403 to sales and 404 to a customer", async () => {
    const body = { name: "Nope" };
    expect(
      (await s.api("POST", "/bundle-types", { token: await token("sales@msp.demo"), body })).statusCode,
    ).toBe(403);
    expect(
      (await s.api("POST", "/bundle-types", { token: await token("user@customer.demo"), body })).statusCode,
    ).toBe(404);
    expect(await typesNamed("Nope")).toBe(0);
  });
});

describe("PUT /bundle-types/:id", () => {
  it("renames an MSP's own type and clears its category", async () => {
    const res = await s.api("PUT", `/bundle-types/${ids.northwind}`, {
      token: await token("editor@msp.demo"),
      body: { name: "Wireless", position: 3, nullFields: ["categoryId"] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: "Wireless", position: 3, categoryId: null });
  });

  it("refuses a rename onto another type's name (400), writing nothing", async () => {
    const res = await s.api("PUT", `/bundle-types/${ids.northwind}`, {
      token: await token("editor@msp.demo"),
      body: { name: "OFFICE" },
    });
    expect(res.json().fields).toEqual({ name: "A bundle type with this name already exists." });
    expect(await typesNamed("Wireless")).toBe(1);
  });

  it("answers 403 to an MSP on a platform type or to sales, 404 to another MSP", async () => {
    const put = async (id: string, email: Parameters<typeof token>[0]) =>
      (await s.api("PUT", `/bundle-types/${id}`, { token: await token(email), body: { name: "Taken over" } }))
        .statusCode;
    expect(await put(ids.platform, "editor@msp.demo")).toBe(403);
    expect(await put(ids.northwind, "sales@msp.demo")).toBe(403);
    expect(await put(ids.northwind, "admin@msp2.demo")).toBe(404);
    expect(await typesNamed("Taken over")).toBe(0);
  });
});

describe("DELETE /bundle-types/:id", () => {
  it("refuses a type a bundle uses, even another tenant's bundle, with a message (400)", async () => {
    await createBundleAs(s, token, "admin@msp2.demo", { name: "Contoso office", bundleTypeId: ids.platform });
    const res = await s.api("DELETE", `/bundle-types/${ids.platform}`, {
      token: await token("owner@platform.demo"),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "This bundle type is used by bundles. Move them to another type before deleting it.",
    );
    expect(await countOf(s, "select 1 from bundle_types where id = $1", [ids.platform])).toBe(1);
  });

  it("answers 403 to an MSP on a platform type and 404 to another MSP, then deletes an unused type", async () => {
    expect(
      (await s.api("DELETE", `/bundle-types/${ids.platform}`, { token: await token("editor@msp.demo") }))
        .statusCode,
    ).toBe(403);
    expect(
      (await s.api("DELETE", `/bundle-types/${ids.northwind}`, { token: await token("admin@msp2.demo") }))
        .statusCode,
    ).toBe(404);
    const ok = await s.api("DELETE", `/bundle-types/${ids.northwind}`, {
      token: await token("editor@msp.demo"),
    });
    expect(ok.json()).toEqual({ id: ids.northwind });
    expect(await countOf(s, "select 1 from bundle_types where id = $1", [ids.northwind])).toBe(0);
  });
});
