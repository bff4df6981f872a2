import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { createTestServer, type TestServer } from "../../test/harness.ts";
import { createProductAs, NETWORKING, UNKNOWN_ID } from "./products-test-helpers.ts";

let s: TestServer;
const token = tokensFor(() => s);
const stored = async (id: string) =>
  (
    await s.sql<{ name: string; price: string; version: number; stop_date: string | null }>(
      "select name, price::text, version, stop_date::text from products where id = $1",
      [id],
    )
  )[0];

beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s.close();
});

describe("PUT /products/:id", () => {
  it("changes the fields sent, leaves the others, clears nullFields and bumps the version", async () => {
    const p = await createProductAs(s, token, "editor@msp.demo", {
      name: "Editable",
      listPrice: "150",
      startDate: "2026-01-01",
    });
    const res = await s.api("PUT", `/products/${p.id}`, {
      token: await token("editor@msp.demo"),
      body: { version: 1, price: "130", categoryId: NETWORKING, nullFields: ["listPrice"] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Editable",
      price: "130.00",
      categoryId: NETWORKING,
      listPrice: null,
      startDate: "2026-01-01",
      grossProfit: "50.00",
      version: 2,
    });
    const audit = await countOf(s, "select 1 from audit_events where subject_id = $1 and type = $2", [
      p.id,
      "product.updated",
    ]);
    expect(audit).toBe(1);
  });

  it("lets the platform owner edit a platform product", async () => {
    const p = await createProductAs(s, token, "owner@platform.demo", { name: "Owner edits" });
    const res = await s.api("PUT", `/products/${p.id}`, {
      token: await token("owner@platform.demo"),
      body: { version: 1, status: "inactive" },
    });
    expect(res.json()).toMatchObject({ status: "inactive", version: 2 });
  });

  it("answers 409 with the current version for a stale one, overwriting nothing", async () => {
    const p = await createProductAs(s, token, "editor@msp.demo", { name: "Raced" });
    const t = await token("editor@msp.demo");
    expect(
      (await s.api("PUT", `/products/${p.id}`, { token: t, body: { version: 1, price: "99" } })).statusCode,
    ).toBe(200);
    const stale = await s.api("PUT", `/products/${p.id}`, { token: t, body: { version: 1, name: "Lost" } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().version).toBe(2);
    expect(await stored(p.id)).toMatchObject({ name: "Raced", price: "99.0000", version: 2 });
  });

  it("checks the merged product: a stop date sent alone must follow the stored start date", async () => {
    const p = await createProductAs(s, token, "editor@msp.demo", { name: "Dated", startDate: "2026-05-01" });
    const res = await s.api("PUT", `/products/${p.id}`, {
      token: await token("editor@msp.demo"),
      body: { version: 1, stopDate: "2026-04-30" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ stopDate: "The end date cannot be before the start date." });
    expect(await stored(p.id)).toMatchObject({ stop_date: null, version: 1 });
  });

  it("requires a billing frequency when the product becomes recurring, writing nothing", async () => {
    const p = await createProductAs(s, token, "editor@msp.demo", { name: "Becomes recurring" });
    const res = await s.api("PUT", `/products/${p.id}`, {
      token: await token("editor@msp.demo"),
      body: { version: 1, pricingModel: "recurring" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ billingFrequency: "Billing frequency is required" });
    expect((await stored(p.id))?.version).toBe(1);
  });

  it.each([
    ["a negative price", { price: "-5" }, "price"],
    ["a price with 5 decimals", { price: "5.00001" }, "price"],
    ["a decimal comma", { price: "12,50" }, "price"],
    ["a day that does not exist", { startDate: "2026-02-30" }, "startDate"],
    ["an unknown category", { categoryId: UNKNOWN_ID }, "categoryId"],
    ["an unknown kind", { kind: "spaceship" }, "kind"],
    ["a missing version", { version: undefined, name: "No version" }, "version"],
  ])("answers 400 for %s, writing nothing", async (_what, overrides, field) => {
    const p = await createProductAs(s, token, "editor@msp.demo", { name: "Unchanged" });
    const res = await s.api("PUT", `/products/${p.id}`, {
      token: await token("editor@msp.demo"),
      body: { version: 1, ...overrides },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
    expect(await stored(p.id)).toMatchObject({ name: "Unchanged", price: "120.0000", version: 1 });
  });

  it("answers 403 to an MSP on a platform product and to sales, 404 to another MSP and a customer", async () => {
    const platform = await createProductAs(s, token, "owner@platform.demo", { name: "Platform only" });
    const own = await createProductAs(s, token, "editor@msp.demo", { name: "Northwind item" });
    const body = { version: 1, name: "Hijacked" };
    const put = async (id: string, email: Parameters<typeof token>[0]) =>
      (await s.api("PUT", `/products/${id}`, { token: await token(email), body })).statusCode;
    expect(await put(platform.id, "editor@msp.demo")).toBe(403);
    expect(await put(own.id, "sales@msp.demo")).toBe(403);
    expect(await put(own.id, "admin@msp2.demo")).toBe(404);
    expect(await put(own.id, "user@customer.demo")).toBe(404);
    expect(await countOf(s, "select 1 from products where name = 'Hijacked'")).toBe(0);
  });
});

describe("DELETE /products/:id", () => {
  it("deletes an MSP's own product with its service prices and bundle items, and records it", async () => {
    const p = await createProductAs(s, token, "editor@msp.demo", { name: "Doomed" });
    const [row] = await s.sql<{ tenant_id: string }>("select tenant_id from products where id = $1", [p.id]);
    const tenant = row?.tenant_id;
    await s.sql(
      "insert into service_prices (tenant_id, id, product_id, name, price) values ($1, gen_random_uuid(), $2, 'Tier', 1)",
      [tenant, p.id],
    );
    await s.sql(
      `insert into bundle_items (tenant_id, bundle_id, id, product_tenant_id, product_id)
       values ($1, gen_random_uuid(), gen_random_uuid(), $1, $2)`,
      [tenant, p.id],
    );
    const res = await s.api("DELETE", `/products/${p.id}`, { token: await token("editor@msp.demo") });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: p.id });
    expect(await countOf(s, "select 1 from products where id = $1", [p.id])).toBe(0);
    expect(await countOf(s, "select 1 from service_prices where product_id = $1", [p.id])).toBe(0);
    expect(await countOf(s, "select 1 from bundle_items where product_id = $1", [p.id])).toBe(0);
    expect(
      await countOf(s, "select 1 from audit_events where subject_id = $1 and type = 'product.deleted'", [
        p.id,
      ]),
    ).toBe(1);
  });

  it("lets the platform owner delete a platform product", async () => {
    const p = await createProductAs(s, token, "owner@platform.demo", { name: "Owner removes" });
    const res = await s.api("DELETE", `/products/${p.id}`, { token: await token("owner@platform.demo") });
    expect(res.statusCode).toBe(200);
  });

  it("answers 403 to an MSP on a platform product and to sales, 404 to another MSP and a customer", async () => {
    const platform = await createProductAs(s, token, "owner@platform.demo", { name: "Kept platform" });
    const own = await createProductAs(s, token, "editor@msp.demo", { name: "Kept own" });
    const del = async (id: string, email: Parameters<typeof token>[0]) =>
      (await s.api("DELETE", `/products/${id}`, { token: await token(email) })).statusCode;
    expect(await del(platform.id, "editor@msp.demo")).toBe(403);
    expect(await del(own.id, "sales@msp.demo")).toBe(403);
    expect(await del(own.id, "admin@msp2.demo")).toBe(404);
    expect(await del(own.id, "user@customer.demo")).toBe(404);
    expect(await countOf(s, "select 1 from products where id in ($1, $2)", [platform.id, own.id])).toBe(2);
  });
});
