import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { createTestServer, type TestServer } from "../../test/harness.ts";
import {
  createProductAs,
  productBody,
  productsNamed,
  SWITCHES,
  UNKNOWN_ID,
} from "./products-test-helpers.ts";

let s: TestServer;
const token = tokensFor(() => s);

beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s.close();
});

describe("POST /products", () => {
  it("adds an MSP editor's product to its own catalogue, with the derived figures", async () => {
    const created = await createProductAs(s, token, "editor@msp.demo", {
      name: "Derived figures",
      price: "200",
      cost: "120.5",
      softCost: "9.5",
    });
    expect(created).toMatchObject({
      ownership: "mine",
      kind: "product",
      categoryId: SWITCHES,
      status: "active",
      pricingModel: "one_time",
      price: "200.00",
      cost: "120.50",
      softCost: "9.50",
      totalUnitCost: "130.00",
      grossProfit: "79.50",
      grossMargin: "39.75",
      netProfit: "70.00",
      netMargin: "35.00",
      costMissing: false,
      version: 1,
    });
    const [row] = await s.sql<{ tenant_id: string }>("select tenant_id from products where id = $1", [
      created.id,
    ]);
    expect(row?.tenant_id).toBe(created.accountId);
    const audit = await countOf(s, "select 1 from audit_events where subject_id = $1 and type = $2", [
      created.id,
      "product.created",
    ]);
    expect(audit).toBe(1);
  });

  it("puts the platform owner's product in the platform catalogue", async () => {
    const created = await createProductAs(s, token, "owner@platform.demo", { name: "Platform switch" });
    expect(created.ownership).toBe("platform");
    expect(created.accountId).toBe(s.config.platformAccountId);
  });

  it("flags a missing cost and answers its profits and margins as unknown, not 100%", async () => {
    const created = await createProductAs(s, token, "editor@msp.demo", {
      name: "No cost yet",
      price: "450",
      cost: undefined,
      softCost: "20",
    });
    const figures = {
      cost: null,
      costMissing: true,
      totalUnitCost: "20.00",
      grossProfit: null,
      grossMargin: null,
      netProfit: null,
      netMargin: null,
    };
    expect(created).toMatchObject(figures);
    // The same in the product's read and in the catalogue list.
    const editor = await token("editor@msp.demo");
    const read = await s.api("GET", `/products/${created.id}`, { token: editor });
    expect(read.json()).toMatchObject(figures);
    const list = await s.api("GET", `/products?categoryIds=${SWITCHES}&limit=100`, { token: editor });
    expect(list.json().data.find((p: { id: string }) => p.id === created.id)).toMatchObject(figures);
  });

  it("answers zero margins for a zero price with a cost", async () => {
    const created = await createProductAs(s, token, "editor@msp.demo", {
      name: "Free with cost",
      price: "0",
      cost: "0",
      softCost: "0",
    });
    expect(created).toMatchObject({ costMissing: false, grossMargin: "0.00", netMargin: "0.00" });
  });

  it("keeps four decimals of a distributor cost", async () => {
    const created = await createProductAs(s, token, "editor@msp.demo", {
      name: "Fraction of a cent",
      price: "1",
      cost: "0.1234",
      softCost: "0",
    });
    expect(created).toMatchObject({ cost: "0.1234", grossProfit: "0.8766", grossMargin: "87.66" });
  });

  it("answers 403 to sales and 404 to a customer, writing nothing", async () => {
    const body = productBody({ name: "Refused create" });
    const sales = await s.api("POST", "/products", { token: await token("sales@msp.demo"), body });
    expect(sales.statusCode).toBe(403);
    const customer = await s.api("POST", "/products", { token: await token("user@customer.demo"), body });
    expect(customer.statusCode).toBe(404);
    expect(await productsNamed(s, "Refused create")).toBe(0);
  });

  it.each([
    ["a negative price", { price: "-1" }, "price", "This cannot be negative."],
    ["a price with 5 decimals", { price: "1.12345" }, "price", "Enter a number like 1200 or 1200.50"],
    ["a decimal comma", { price: "12,50" }, "price", "Enter a number like 1200 or 1200.50"],
    ["a price too large for its column", { price: "123456789012345" }, "price", undefined],
    ["a day that does not exist", { startDate: "2026-02-30" }, "startDate", "Enter a date like 2026-12-31."],
    [
      "a stop date before the start date",
      { startDate: "2026-03-01", stopDate: "2026-02-01" },
      "stopDate",
      "The end date cannot be before the start date.",
    ],
    ["an unknown category", { categoryId: UNKNOWN_ID }, "categoryId", "This category does not exist."],
    ["an unknown kind", { kind: "spaceship" }, "kind", undefined],
    [
      "a recurring product without billing frequency",
      { pricingModel: "recurring" },
      "billingFrequency",
      "Billing frequency is required",
    ],
    ["a missing name", { name: undefined }, "name", "Name is required"],
  ])("answers 400 for %s, writing nothing", async (_what, overrides, field, message) => {
    const before = await countOf(s, "select 1 from products");
    const res = await s.api("POST", "/products", {
      token: await token("editor@msp.demo"),
      body: productBody({ name: "Bad input", ...overrides }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
    if (message) expect(res.json().fields[field]).toBe(message);
    expect(await countOf(s, "select 1 from products")).toBe(before);
  });

  it("accepts a recurring product with its billing frequency", async () => {
    const created = await createProductAs(s, token, "editor@msp.demo", {
      name: "Monthly backup",
      pricingModel: "recurring",
      billingFrequency: "monthly",
      recurringPrice: "15",
    });
    expect(created).toMatchObject({ billingFrequency: "monthly", recurringPrice: "15.00" });
  });
});

describe("GET /products/:id", () => {
  it("lets an MSP read its own and the platform's products", async () => {
    const own = await createProductAs(s, token, "editor@msp.demo", { name: "Read own" });
    const platform = await createProductAs(s, token, "owner@platform.demo", { name: "Read platform" });
    const t = await token("editor@msp.demo");
    expect((await s.api("GET", `/products/${own.id}`, { token: t })).json()).toMatchObject({
      name: "Read own",
      ownership: "mine",
    });
    expect((await s.api("GET", `/products/${platform.id}`, { token: t })).json()).toMatchObject({
      name: "Read platform",
      ownership: "platform",
    });
    const sales = await s.api("GET", `/products/${own.id}`, { token: await token("sales@msp.demo") });
    expect(sales.statusCode).toBe(200);
  });

  it("lets the platform owner read an MSP's product", async () => {
    const own = await createProductAs(s, token, "editor@msp.demo", { name: "Seen by owner" });
    const res = await s.api("GET", `/products/${own.id}`, { token: await token("owner@platform.demo") });
    expect(res.json()).toMatchObject({ name: "Seen by owner", ownership: "mine" });
  });

  it("answers 404 to another MSP, to a customer, and for an unknown id", async () => {
    const own = await createProductAs(s, token, "editor@msp.demo", { name: "Northwind only" });
    const other = await s.api("GET", `/products/${own.id}`, { token: await token("admin@msp2.demo") });
    expect(other.statusCode).toBe(404);
    const customer = await s.api("GET", `/products/${own.id}`, { token: await token("user@customer.demo") });
    expect(customer.statusCode).toBe(404);
    const unknown = await s.api("GET", `/products/${UNKNOWN_ID}`, { token: await token("editor@msp.demo") });
    expect(unknown.statusCode).toBe(404);
  });
});
