import { DEMO_IDS } from "@q2c/db";
import { MESSAGES } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { insertCategory, UNKNOWN_ID } from "./price-fixtures.ts";

const s = useTestServer();
const token = tokensFor(() => s);
// Categories of the test's own: the demo data prices some of the real ones for Northwind.
const C = { software: "", support: "", product: "" };
const categoryPriceCount = () => countOf(s, "select 1 from category_prices");

describe("category prices", () => {
  let id: string;

  it("lets the MSP editor set a category's cost-plus and hourly rate", async () => {
    C.software = await insertCategory(s, "Price test software");
    C.support = await insertCategory(s, "Price test support");
    C.product = await insertCategory(s, "Price test product");
    const res = await s.api("POST", "/category-prices", {
      token: await token("editor@msp.demo"),
      body: { categoryId: C.software, costPlusPercent: "12.5", hourlyRate: "95" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      categoryId: C.software,
      categoryName: "Price test software",
      costPlusPercent: "12.5",
      hourlyRate: "95.00",
    });
    id = res.json().id;
    const owner = await s.api("POST", "/category-prices", {
      token: await token("owner@platform.demo"),
      body: { categoryId: C.software, costPlusPercent: 30 },
    });
    // The same category in another tenant (the platform's) is a price of its own.
    expect(owner.statusCode).toBe(201);
  });

  it("lists the caller's own category prices only", async () => {
    const res = await s.api("GET", "/category-prices", {
      token: await token("sales@msp.demo"),
      query: { limit: "100" },
    });
    const mine = res.json().data.filter((r: { categoryId: string }) => r.categoryId === C.software);
    expect(mine).toMatchObject([{ id, costPlusPercent: "12.5" }]);
    const other = await s.api("GET", "/category-prices", {
      token: await token("admin@msp2.demo"),
      query: { limit: "100" },
    });
    expect(other.json().data.map((r: { id: string }) => r.id)).not.toContain(id);
    expect(
      (await s.api("GET", "/category-prices", { token: await token("user@customer.demo") })).statusCode,
    ).toBe(404);
  });

  it("answers 400 for a second price of a category, an unknown category and bad percents", async () => {
    const t = await token("editor@msp.demo");
    const before = await categoryPriceCount();
    const post = (body: object) => s.api("POST", "/category-prices", { token: t, body });
    const second = await post({ categoryId: C.software, costPlusPercent: "10" });
    expect(second.statusCode).toBe(400);
    expect(second.json().fields).toEqual({ categoryId: MESSAGES.categoryPriceExists });
    expect((await post({ categoryId: UNKNOWN_ID, costPlusPercent: "10" })).json().fields).toEqual({
      categoryId: MESSAGES.unknownCategory,
    });
    expect((await post({ categoryId: C.product, costPlusPercent: "-1" })).json().fields).toEqual({
      costPlusPercent: MESSAGES.notNegative,
    });
    expect((await post({ categoryId: C.product, costPlusPercent: "1,5" })).json().fields).toEqual({
      costPlusPercent: MESSAGES.numberFormat,
    });
    expect((await post({ categoryId: C.product, costPlusPercent: "1.123" })).json().fields).toEqual({
      costPlusPercent: MESSAGES.numberFormat,
    });
    expect((await post({ categoryId: C.product, costPlusPercent: "1000.01" })).json().fields).toEqual({
      costPlusPercent: MESSAGES.percentUpTo1000,
    });
    expect(
      (await post({ categoryId: C.product, costPlusPercent: "5", hourlyRate: "-1" })).json().fields,
    ).toEqual({ hourlyRate: MESSAGES.notNegative });
    expect(await categoryPriceCount()).toBe(before);
  });

  it("answers 403 to sales on writes, writing nothing", async () => {
    const body = { categoryId: C.product, costPlusPercent: "5" };
    const res = await s.api("POST", "/category-prices", { token: await token("sales@msp.demo"), body });
    expect(res.statusCode).toBe(403);
    expect(await countOf(s, "select 1 from category_prices where category_id = $1", [C.product])).toBe(0);
  });

  it("changes a category price; moving it onto a priced category is 400", async () => {
    const t = await token("editor@msp.demo");
    await s.api("POST", "/category-prices", {
      token: t,
      body: { categoryId: C.support, costPlusPercent: "8" },
    });
    const res = await s.api("PUT", `/category-prices/${id}`, {
      token: t,
      body: { costPlusPercent: "1000", nullFields: ["hourlyRate"] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ costPlusPercent: "1000", hourlyRate: null, categoryId: C.software });
    const moved = await s.api("PUT", `/category-prices/${id}`, { token: t, body: { categoryId: C.support } });
    expect(moved.json().fields).toEqual({ categoryId: MESSAGES.categoryPriceExists });
    const unknown = await s.api("PUT", `/category-prices/${id}`, {
      token: t,
      body: { categoryId: UNKNOWN_ID },
    });
    expect(unknown.json().fields).toEqual({ categoryId: MESSAGES.unknownCategory });
    expect(await s.sql("select category_id from category_prices where id = $1", [id])).toEqual([
      { category_id: C.software },
    ]);
  });

  it("answers 403 to sales and 404 to another MSP for a Northwind row", async () => {
    const body = { costPlusPercent: "1" };
    const path = `/category-prices/${id}`;
    expect((await s.api("PUT", path, { token: await token("sales@msp.demo"), body })).statusCode).toBe(403);
    expect((await s.api("PUT", path, { token: await token("admin@msp2.demo"), body })).statusCode).toBe(404);
    expect((await s.api("DELETE", path, { token: await token("admin@msp2.demo") })).statusCode).toBe(404);
    expect((await s.api("DELETE", path, { token: await token("sales@msp.demo") })).statusCode).toBe(403);
    expect(await countOf(s, "select 1 from category_prices where id = $1", [id])).toBe(1);
  });

  it("deletes a category price for the MSP editor", async () => {
    const res = await s.api("DELETE", `/category-prices/${id}`, { token: await token("editor@msp.demo") });
    expect(res.json()).toEqual({ id });
    expect(
      await countOf(s, "select 1 from category_prices where tenant_id = $1 and category_id = $2", [
        DEMO_IDS.northwind,
        C.software,
      ]),
    ).toBe(0);
  });
});

describe("standard cost-plus", () => {
  it("answers the default 20 to a tenant that never set its own", async () => {
    const res = await s.api("GET", "/standard-cost-plus", { token: await token("admin@msp2.demo") });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ standardCostPlusPercent: "20" });
  });

  it("lets the MSP editor set it, then change it, per tenant", async () => {
    const t = await token("editor@msp.demo");
    const first = await s.api("POST", "/standard-cost-plus", {
      token: t,
      body: { standardCostPlusPercent: "17.5" },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ standardCostPlusPercent: "17.5" });
    await s.api("POST", "/standard-cost-plus", { token: t, body: { standardCostPlusPercent: 22 } });
    const read = await s.api("GET", "/standard-cost-plus", { token: await token("admin@msp.demo") });
    expect(read.json()).toEqual({ standardCostPlusPercent: "22" });
    const other = await s.api("GET", "/standard-cost-plus", { token: await token("admin@msp2.demo") });
    expect(other.json()).toEqual({ standardCostPlusPercent: "20" });
  });

  it("answers 404 to a customer and 403 to sales", async () => {
    const body = { standardCostPlusPercent: "5" };
    expect(
      (await s.api("GET", "/standard-cost-plus", { token: await token("user@customer.demo") })).statusCode,
    ).toBe(404);
    expect(
      (await s.api("POST", "/standard-cost-plus", { token: await token("sales@msp.demo"), body })).statusCode,
    ).toBe(403);
  });

  it("answers 400 for a bad percentage and keeps the stored one", async () => {
    const t = await token("editor@msp.demo");
    const post = (v: unknown) =>
      s.api("POST", "/standard-cost-plus", { token: t, body: { standardCostPlusPercent: v } });
    expect((await post("-1")).json().fields).toEqual({ standardCostPlusPercent: MESSAGES.notNegative });
    expect((await post("1,5")).json().fields).toEqual({ standardCostPlusPercent: MESSAGES.numberFormat });
    expect((await post("2.12345")).json().fields).toEqual({ standardCostPlusPercent: MESSAGES.numberFormat });
    expect((await post("1001")).json().fields).toEqual({ standardCostPlusPercent: MESSAGES.percentUpTo1000 });
    expect(
      await s.sql("select standard_cost_plus_percent as p from catalogue_settings where tenant_id = $1", [
        DEMO_IDS.northwind,
      ]),
    ).toEqual([{ p: "22.0000" }]);
  });
});
