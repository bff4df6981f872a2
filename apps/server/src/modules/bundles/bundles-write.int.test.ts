import { uuidv7 } from "@q2c/db";
import { beforeAll, describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import {
  bundlesNamed,
  CONTOSO,
  createBundleAs,
  insertProduct,
  NORTHWIND,
  SWITCHES,
  UNKNOWN_ID,
} from "./bundle-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
const p = {} as Record<"platform" | "northwind" | "contoso", string>;
const itemsOf = (bundleId: string) =>
  countOf(s, "select 1 from bundle_items where bundle_id = $1", [bundleId]);

beforeAll(async () => {
  p.platform = await insertProduct(s, s.config.platformAccountId, {
    name: "AP",
    price: "300",
    recurringPrice: "5",
  });
  p.northwind = await insertProduct(s, NORTHWIND, { name: "Mount", price: "20" });
  p.contoso = await insertProduct(s, CONTOSO, { name: "Contoso only", price: "1" });
});

describe("POST /bundles", () => {
  it("lets an MSP editor create a bundle of its own and platform products, in its own catalogue", async () => {
    const res = await s.api("POST", "/bundles", {
      token: await token("editor@msp.demo"),
      body: {
        name: "Wi-Fi kit",
        description: "Two access points, mounted",
        categoryId: SWITCHES,
        items: [
          { productId: p.platform, quantity: "2" },
          { productId: p.northwind, quantity: "2.5" },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      ownership: "mine",
      version: 1,
      itemCount: 2,
      oneTimeTotal: "650.00",
      recurringTotal: "10.00",
      items: [
        { position: 0, product: { ownership: "platform" } },
        { position: 1, product: { ownership: "mine" } },
      ],
    });
    const rows = await s.sql("select tenant_id from bundles where id = $1", [body.id]);
    expect(rows).toEqual([{ tenant_id: NORTHWIND }]);
    const audit = await countOf(
      s,
      "select 1 from audit_events where type = 'bundle.created' and subject_id = $1",
      [body.id],
    );
    expect(audit).toBe(1);
  });

  it("puts the platform owner's bundle in the platform catalogue", async () => {
    const bundle = await createBundleAs(s, token, "owner@platform.demo", {
      name: "Platform kit",
      items: [{ productId: p.platform, quantity: "1" }],
    });
    expect(bundle.ownership).toBe("platform");
    const rows = await s.sql("select tenant_id from bundles where id = $1", [bundle.id]);
    expect(rows).toEqual([{ tenant_id: s.config.platformAccountId }]);
  });

  it("answers 403 to sales and 404 to a customer, writing nothing", async () => {
    const body = { name: "Refused kit", items: [] };
    expect((await s.api("POST", "/bundles", { token: await token("sales@msp.demo"), body })).statusCode).toBe(
      403,
    );
    expect(
      (await s.api("POST", "/bundles", { token: await token("user@customer.demo"), body })).statusCode,
    ).toBe(404);
    expect(await bundlesNamed(s, "Refused kit")).toBe(0);
  });

  it("answers 400 naming each bad item (quantity 0 or negative, unknown or another MSP's product), writing nothing", async () => {
    const before = await countOf(s, "select 1 from bundle_items");
    const res = await s.api("POST", "/bundles", {
      token: await token("editor@msp.demo"),
      body: {
        name: "Bad kit",
        items: [
          { productId: p.platform, quantity: "0" },
          { productId: p.platform, quantity: "-1" },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      "items.0.quantity": "Enter a quantity above 0.",
      "items.1.quantity": "This cannot be negative.",
    });
    const products = await s.api("POST", "/bundles", {
      token: await token("editor@msp.demo"),
      body: {
        name: "Bad kit",
        items: [
          { productId: p.northwind, quantity: "1" },
          { productId: UNKNOWN_ID, quantity: "1" },
          { productId: p.contoso, quantity: "1" },
        ],
      },
    });
    expect(products.statusCode).toBe(400);
    expect(products.json().fields).toEqual({
      "items.1.productId": "This product does not exist.",
      "items.2.productId": "This product does not exist.",
    });
    expect(await bundlesNamed(s, "Bad kit")).toBe(0);
    expect(await countOf(s, "select 1 from bundle_items")).toBe(before);
  });

  it("refuses an MSP's private product in a platform bundle", async () => {
    const res = await s.api("POST", "/bundles", {
      token: await token("owner@platform.demo"),
      body: { name: "Leaky kit", items: [{ productId: p.northwind, quantity: "1" }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ "items.0.productId": "This product does not exist." });
    expect(await bundlesNamed(s, "Leaky kit")).toBe(0);
  });

  it("answers 400 for a missing name, an unknown category and another MSP's bundle type", async () => {
    const contosoType = await s.api("POST", "/bundle-types", {
      token: await token("admin@msp2.demo"),
      body: { name: "Contoso type" },
    });
    const res = await s.api("POST", "/bundles", {
      token: await token("editor@msp.demo"),
      body: { name: "Typed kit", categoryId: UNKNOWN_ID, bundleTypeId: contosoType.json().id, items: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      categoryId: "This category does not exist.",
      bundleTypeId: "This bundle type does not exist.",
    });
    const noName = await s.api("POST", "/bundles", {
      token: await token("editor@msp.demo"),
      body: { items: [] },
    });
    expect(noName.json().fields).toEqual({ name: "Name is required" });
    expect(await bundlesNamed(s, "Typed kit")).toBe(0);
  });
});

describe("PUT /bundles/:id", () => {
  it("updates fields and replaces the items as a whole, raising the version", async () => {
    const bundle = await createBundleAs(s, token, "editor@msp.demo", {
      name: "Replace me",
      items: [
        { productId: p.platform, quantity: "1" },
        { productId: p.northwind, quantity: "1" },
      ],
    });
    const res = await s.api("PUT", `/bundles/${bundle.id}`, {
      token: await token("editor@msp.demo"),
      body: { version: 1, name: "Replaced", items: [{ productId: p.northwind, quantity: "4" }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Replaced",
      version: 2,
      oneTimeTotal: "80.00",
      items: [{ productId: p.northwind, quantity: "4.00" }],
    });
    expect(await itemsOf(bundle.id)).toBe(1);
    const kept = await s.api("PUT", `/bundles/${bundle.id}`, {
      token: await token("admin@msp.demo"),
      body: { version: 2, description: "Items not sent stay" },
    });
    expect(kept.json()).toMatchObject({ version: 3, itemCount: 1, description: "Items not sent stay" });
  });

  it("answers 409 with the current version for a stale one, writing nothing", async () => {
    const bundle = await createBundleAs(s, token, "editor@msp.demo", {
      name: "Contested",
      items: [{ productId: p.platform, quantity: "1" }],
    });
    const t = await token("editor@msp.demo");
    await s.api("PUT", `/bundles/${bundle.id}`, { token: t, body: { version: 1, name: "Contested 2" } });
    const stale = await s.api("PUT", `/bundles/${bundle.id}`, {
      token: t,
      body: { version: 1, name: "Lost update", items: [] },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "conflict", version: 2 });
    expect(await bundlesNamed(s, "Lost update")).toBe(0);
    expect(await itemsOf(bundle.id)).toBe(1);
  });

  it("answers 400 for bad items or a missing version, leaving the items as they were", async () => {
    const bundle = await createBundleAs(s, token, "editor@msp.demo", {
      name: "Guarded",
      items: [{ productId: p.platform, quantity: "1" }],
    });
    const t = await token("editor@msp.demo");
    const bad = await s.api("PUT", `/bundles/${bundle.id}`, {
      token: t,
      body: { version: 1, items: [{ productId: p.contoso, quantity: "1" }] },
    });
    expect(bad.json().fields).toEqual({ "items.0.productId": "This product does not exist." });
    const noVersion = await s.api("PUT", `/bundles/${bundle.id}`, { token: t, body: { name: "No version" } });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().fields).toHaveProperty("version");
    const rows = await s.sql("select product_id from bundle_items where bundle_id = $1", [bundle.id]);
    expect(rows).toEqual([{ product_id: p.platform }]);
  });

  it("answers 403 to an MSP on a platform bundle or to sales, and 404 to another MSP", async () => {
    const platformBundle = await createBundleAs(s, token, "owner@platform.demo", {
      name: "Owned by platform",
    });
    const own = await createBundleAs(s, token, "editor@msp.demo", { name: "Owned by Northwind" });
    const body = { version: 1, name: "Hijacked" };
    const put = async (id: string, email: Parameters<typeof token>[0]) =>
      (await s.api("PUT", `/bundles/${id}`, { token: await token(email), body })).statusCode;
    expect(await put(platformBundle.id, "editor@msp.demo")).toBe(403);
    expect(await put(own.id, "sales@msp.demo")).toBe(403);
    expect(await put(own.id, "admin@msp2.demo")).toBe(404);
    expect(await put(own.id, "user@customer.demo")).toBe(404);
    expect(await bundlesNamed(s, "Hijacked")).toBe(0);
  });

  it("clears the bundle type with nullFields", async () => {
    const type = await s.api("POST", "/bundle-types", {
      token: await token("editor@msp.demo"),
      body: { name: "Kits" },
    });
    const bundle = await createBundleAs(s, token, "editor@msp.demo", {
      name: "Typed",
      bundleTypeId: type.json().id,
    });
    expect(bundle.bundleTypeId).toBe(type.json().id);
    const res = await s.api("PUT", `/bundles/${bundle.id}`, {
      token: await token("editor@msp.demo"),
      body: { version: 1, nullFields: ["bundleTypeId"] },
    });
    expect(res.json().bundleTypeId).toBeNull();
  });
});

describe("DELETE /bundles/:id", () => {
  it("refuses an MSP on a platform bundle (403), sales (403) and another MSP (404), deleting nothing", async () => {
    const platformBundle = await createBundleAs(s, token, "owner@platform.demo", { name: "Keep platform" });
    const own = await createBundleAs(s, token, "editor@msp.demo", { name: "Keep own" });
    const del = async (id: string, email: Parameters<typeof token>[0]) =>
      (await s.api("DELETE", `/bundles/${id}`, { token: await token(email) })).statusCode;
    expect(await del(platformBundle.id, "editor@msp.demo")).toBe(403);
    expect(await del(own.id, "sales@msp.demo")).toBe(403);
    expect(await del(own.id, "admin@msp2.demo")).toBe(404);
    expect(await bundlesNamed(s, "Keep platform")).toBe(1);
    expect(await bundlesNamed(s, "Keep own")).toBe(1);
  });

  it("deletes an editor's own bundle with its items", async () => {
    const own = await createBundleAs(s, token, "editor@msp.demo", {
      name: "Short-lived",
      items: [{ productId: p.platform, quantity: "1" }],
    });
    const res = await s.api("DELETE", `/bundles/${own.id}`, { token: await token("editor@msp.demo") });
    expect(res.json()).toEqual({ id: own.id });
    expect(await bundlesNamed(s, "Short-lived")).toBe(0);
    expect(await itemsOf(own.id)).toBe(0);
  });

  it("takes a deleted platform bundle out of building uses' suggestions and rules", async () => {
    const platform = s.config.platformAccountId;
    const bundle = await createBundleAs(s, token, "owner@platform.demo", { name: "Suggested" });
    const env = uuidv7();
    await s.sql("insert into environments (id, name) values ($1, 'Office floor')", [env]);
    await s.sql(
      "insert into environment_bundles (id, environment_id, bundle_tenant_id, bundle_id) values ($1, $2, $3, $4)",
      [uuidv7(), env, platform, bundle.id],
    );
    const rule = uuidv7();
    await s.sql(
      `insert into environment_rules (id, environment_id, name, basis, bundle_tenant_id, bundle_id)
       values ($1, $2, 'One per floor', 'floor', $3, $4)`,
      [rule, env, platform, bundle.id],
    );
    const res = await s.api("DELETE", `/bundles/${bundle.id}`, { token: await token("owner@platform.demo") });
    expect(res.statusCode).toBe(200);
    expect(await countOf(s, "select 1 from environment_bundles where environment_id = $1", [env])).toBe(0);
    expect(await s.sql("select bundle_id from environment_rules where id = $1", [rule])).toEqual([
      { bundle_id: null },
    ]);
  });
});
