import { MESSAGES } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { UNKNOWN_ID } from "./price-fixtures.ts";

const s = useTestServer();
const token = tokensFor(() => s);
// A type of the test's own, so that managed prices of the demo data do not count.
const TYPE = "price-test-wifi";
const managedCount = () =>
  countOf(s, "select 1 from managed_prices where type in ($1, 'price-test-backup')", [TYPE]);
type Row = { id: string; name: string; ownership: string };

describe("managed prices", () => {
  let platformId: string;
  let mineId: string;
  let contosoId: string;

  it("lets the owner add platform prices and MSP editors add their own", async () => {
    const owner = await s.api("POST", "/managed-prices", {
      token: await token("owner@platform.demo"),
      body: { type: TYPE, name: "Access point", price: "25", cost: "10.5", termMonths: 36 },
    });
    expect(owner.statusCode).toBe(201);
    expect(owner.json()).toMatchObject({
      ownership: "mine",
      type: TYPE,
      unit: "each",
      price: "25.00",
      cost: "10.50",
      termMonths: 36,
    });
    platformId = owner.json().id;
    const mine = await s.api("POST", "/managed-prices", {
      token: await token("editor@msp.demo"),
      body: { type: TYPE, name: "Northwind AP", price: 30 },
    });
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({ ownership: "mine", termMonths: 12, cost: null });
    mineId = mine.json().id;
    const other = await s.api("POST", "/managed-prices", {
      token: await token("admin@msp2.demo"),
      body: { type: "price-test-backup", name: "Contoso backup", price: "5" },
    });
    contosoId = other.json().id;
  });

  it("lists the MSP's own, adds the platform's with getPlatformPrices, and filters by type", async () => {
    const t = await token("sales@msp.demo");
    const own = await s.api("GET", "/managed-prices", { token: t, query: { type: TYPE } });
    expect(own.json().data.map((r: Row) => r.name)).toEqual(["Northwind AP"]);
    const both = await s.api("GET", "/managed-prices", {
      token: t,
      query: { getPlatformPrices: "true", type: TYPE },
    });
    expect(both.json().data.map((r: Row) => [r.name, r.ownership])).toEqual([
      ["Access point", "platform"],
      ["Northwind AP", "mine"],
    ]);
    const none = await s.api("GET", "/managed-prices", {
      token: t,
      query: { getPlatformPrices: "true", type: "price-test-backup" },
    });
    expect(none.json()).toEqual({ data: [], hasMore: false });
    const paged = await s.api("GET", "/managed-prices", {
      token: t,
      query: { getPlatformPrices: "true", type: TYPE, limit: "1" },
    });
    expect(paged.json()).toMatchObject({ data: [{ name: "Access point" }], hasMore: true });
  });

  it("answers 404 to a customer and 400 for a bad flag", async () => {
    expect(
      (await s.api("GET", "/managed-prices", { token: await token("user@customer.demo") })).statusCode,
    ).toBe(404);
    const bad = await s.api("GET", "/managed-prices", {
      token: await token("sales@msp.demo"),
      query: { getPlatformPrices: "perhaps" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("getPlatformPrices");
  });

  it("answers 403 to sales on writes, writing nothing", async () => {
    const res = await s.api("POST", "/managed-prices", {
      token: await token("sales@msp.demo"),
      body: { type: TYPE, name: "Nope", price: "1" },
    });
    expect(res.statusCode).toBe(403);
    expect(await countOf(s, "select 1 from managed_prices where name = 'Nope'")).toBe(0);
  });

  it("answers 400 for bad prices and terms, writing nothing", async () => {
    const t = await token("editor@msp.demo");
    const before = await managedCount();
    const post = (body: object) =>
      s.api("POST", "/managed-prices", { token: t, body: { type: TYPE, name: "A", price: "1", ...body } });
    expect((await post({ price: "-2" })).json().fields).toEqual({ price: MESSAGES.notNegative });
    expect((await post({ cost: "1,5" })).json().fields).toEqual({ cost: MESSAGES.numberFormat });
    expect((await post({ price: "0.00001" })).json().fields).toEqual({ price: MESSAGES.numberFormat });
    expect((await post({ termMonths: 7 })).json().fields).toEqual({ termMonths: MESSAGES.termMonthsInvalid });
    expect((await post({ type: "" })).json().fields).toEqual({ type: "Type is required" });
    expect(await managedCount()).toBe(before);
    const put = await s.api("PUT", `/managed-prices/${mineId}`, { token: t, body: { termMonths: 7 } });
    expect(put.statusCode).toBe(400);
    expect(await s.sql("select term_months from managed_prices where id = $1", [mineId])).toEqual([
      { term_months: 12 },
    ]);
  });

  it("changes the MSP's own price; the platform's is 403, another MSP's 404", async () => {
    const t = await token("editor@msp.demo");
    const res = await s.api("PUT", `/managed-prices/${mineId}`, {
      token: t,
      body: { price: "31.25", cost: "20", termMonths: 24 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ price: "31.25", cost: "20.00", termMonths: 24, ownership: "mine" });
    const cleared = await s.api("PUT", `/managed-prices/${mineId}`, {
      token: t,
      body: { nullFields: ["cost"] },
    });
    expect(cleared.json().cost).toBeNull();
    const body = { price: "1" };
    expect((await s.api("PUT", `/managed-prices/${platformId}`, { token: t, body })).statusCode).toBe(403);
    expect((await s.api("PUT", `/managed-prices/${contosoId}`, { token: t, body })).statusCode).toBe(404);
    expect((await s.api("PUT", `/managed-prices/${UNKNOWN_ID}`, { token: t, body })).statusCode).toBe(404);
    const sales = await s.api("PUT", `/managed-prices/${mineId}`, {
      token: await token("sales@msp.demo"),
      body,
    });
    expect(sales.statusCode).toBe(403);
    expect(await s.sql("select price from managed_prices where id = $1", [platformId])).toEqual([
      { price: "25.0000" },
    ]);
  });

  it("deletes the MSP's own price; the platform's is 403, another MSP's 404", async () => {
    const t = await token("editor@msp.demo");
    expect((await s.api("DELETE", `/managed-prices/${platformId}`, { token: t })).statusCode).toBe(403);
    expect((await s.api("DELETE", `/managed-prices/${contosoId}`, { token: t })).statusCode).toBe(404);
    expect(
      (await s.api("DELETE", `/managed-prices/${mineId}`, { token: await token("sales@msp.demo") }))
        .statusCode,
    ).toBe(403);
    expect((await s.api("DELETE", `/managed-prices/${mineId}`, { token: t })).json()).toEqual({ id: mineId });
    expect(await countOf(s, "select 1 from managed_prices where id = $1", [mineId])).toBe(0);
    expect(await managedCount()).toBe(2);
  });
});
