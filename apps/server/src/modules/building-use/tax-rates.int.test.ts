import { findTaxRate } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { platformSalesToken, UNKNOWN_ID } from "./building-use-test-helpers.ts";
import { loadTaxRateTable } from "./load-tax-rate-table.ts";

const s = useTestServer();
const token = tokensFor(() => s);
let platformSales: string;
const rateCount = () => countOf(s, "select 1 from tax_rates");

async function createRate(body: Record<string, unknown>): Promise<{ id: string; [key: string]: unknown }> {
  const res = await s.api("POST", "/tax-rates", { token: await token("owner@platform.demo"), body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  platformSales = await platformSalesToken(s);
});

describe("tax rates", () => {
  it("lets the owner add rates (country upper-cased) that every MSP role reads", async () => {
    const rate = await createRate({
      country: "mx",
      region: "CMX",
      locality: "Coyoacan",
      ratePercent: "8.25",
    });
    expect(rate).toMatchObject({ country: "MX", region: "CMX", locality: "Coyoacan", ratePercent: "8.2500" });
    const state = await createRate({ country: "MX", region: "CMX", ratePercent: 6.25 });
    expect(state).toMatchObject({ region: "CMX", locality: "" });
    const list = await s.api("GET", "/tax-rates", { token: await token("editor@msp.demo") });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining([rate.id, state.id]),
    );
    expect((await s.api("GET", "/tax-rates", { token: await token("user@customer.demo") })).statusCode).toBe(
      404,
    );
  });

  it("answers 400 for a bad country or rate, and for a jurisdiction that has a rate, writing nothing", async () => {
    await createRate({ country: "DE", ratePercent: "19" });
    const before = await rateCount();
    const t = await token("owner@platform.demo");
    const bad = await s.api("POST", "/tax-rates", {
      token: t,
      body: { country: "USA", ratePercent: "100.5" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      country: "Enter a two-letter country code like US.",
      ratePercent: "Enter a rate from 0 to 100, like 8.25",
    });
    const negative = await s.api("POST", "/tax-rates", {
      token: t,
      body: { country: "FR", ratePercent: "-1" },
    });
    expect(negative.json().fields).toEqual({ ratePercent: "This cannot be negative." });
    const missing = await s.api("POST", "/tax-rates", { token: t, body: {} });
    expect(Object.keys(missing.json().fields).sort()).toEqual(["country", "ratePercent"]);
    const dup = await s.api("POST", "/tax-rates", { token: t, body: { country: "de", ratePercent: "7" } });
    expect(dup.json().fields).toEqual({
      country: "A tax rate for this country, region and locality already exists.",
    });
    expect(await rateCount()).toBe(before);
  });

  it("answers 404 to an MSP and 403 to a platform user outside editor on every write", async () => {
    const rate = await createRate({ country: "NL", ratePercent: "21" });
    const msp = await token("admin@msp.demo");
    const body = { country: "BE", ratePercent: "21" };
    expect((await s.api("POST", "/tax-rates", { token: msp, body })).statusCode).toBe(404);
    expect((await s.api("POST", "/tax-rates", { token: platformSales, body })).statusCode).toBe(403);
    expect((await s.api("PUT", `/tax-rates/${rate.id}`, { token: msp, body })).statusCode).toBe(404);
    expect((await s.api("PUT", `/tax-rates/${rate.id}`, { token: platformSales, body })).statusCode).toBe(
      403,
    );
    expect((await s.api("DELETE", `/tax-rates/${rate.id}`, { token: msp })).statusCode).toBe(404);
    expect((await s.api("DELETE", `/tax-rates/${rate.id}`, { token: platformSales })).statusCode).toBe(403);
    expect(await s.sql("select country, rate_percent from tax_rates where id = $1", [rate.id])).toEqual([
      { country: "NL", rate_percent: "21.0000" },
    ]);
  });

  it("updates a rate; moving it onto a jurisdiction with a rate answers 400 and changes nothing", async () => {
    const rate = await createRate({ country: "CA", region: "ON", ratePercent: "13" });
    await createRate({ country: "CA", region: "QC", ratePercent: "14.975" });
    const t = await token("owner@platform.demo");
    const ok = await s.api("PUT", `/tax-rates/${rate.id}`, { token: t, body: { ratePercent: "13.5" } });
    expect(ok.json()).toMatchObject({ country: "CA", region: "ON", ratePercent: "13.5000" });
    const clash = await s.api("PUT", `/tax-rates/${rate.id}`, { token: t, body: { region: "qc" } });
    expect(clash.statusCode).toBe(400);
    const tooHigh = await s.api("PUT", `/tax-rates/${rate.id}`, { token: t, body: { ratePercent: "101" } });
    expect(tooHigh.json().fields).toEqual({ ratePercent: "Enter a rate from 0 to 100, like 8.25" });
    expect(await s.sql("select region, rate_percent from tax_rates where id = $1", [rate.id])).toEqual([
      { region: "ON", rate_percent: "13.5000" },
    ]);
    const unknown = await s.api("PUT", `/tax-rates/${UNKNOWN_ID}`, { token: t, body: { ratePercent: "1" } });
    expect(unknown.statusCode).toBe(404);
  });

  it("deletes a rate for the owner", async () => {
    const rate = await createRate({ country: "IT", ratePercent: "22" });
    const res = await s.api("DELETE", `/tax-rates/${rate.id}`, { token: await token("owner@platform.demo") });
    expect(res.json()).toEqual({ id: rate.id });
    expect(await countOf(s, "select 1 from tax_rates where id = $1", [rate.id])).toBe(0);
  });
});

describe("loadTaxRateTable", () => {
  it("feeds the pricing engine: the most specific jurisdiction wins, an unknown one is missing", async () => {
    await createRate({ country: "AU", ratePercent: "10" });
    await createRate({ country: "AU", region: "NSW", locality: "Sydney", ratePercent: "10.5" });
    const table = await loadTaxRateTable(s.deps.database.db);
    expect(findTaxRate(table, { country: "au", region: "nsw", locality: "sydney" })).toEqual({
      ratePercent: "10.5",
      missing: false,
    });
    expect(findTaxRate(table, { country: "AU", region: "VIC" })).toEqual({
      ratePercent: "10",
      missing: false,
    });
    expect(findTaxRate(table, { country: "ZZ" }).missing).toBe(true);
  });
});
