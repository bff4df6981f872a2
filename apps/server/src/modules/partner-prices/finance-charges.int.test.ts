import { DEMO_IDS } from "@q2c/db";
import { MESSAGES } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { insertPartner, platformFinanceToken, UNKNOWN_ID } from "../catalogue-prices/price-fixtures.ts";

const s = useTestServer();
const token = tokensFor(() => s);
let partners: string[] = [];
// Only the test's own partners count: the demo data may hold finance charges too.
const rowCount = () =>
  countOf(s, "select 1 from finance_charges where partner_id = any($1::uuid[])", [partners]);
type Row = { id: string; name: string };

describe("finance charges", () => {
  let woodgrove: string;
  let fourthCoffee: string;
  let twelve: string;
  let thirtySix: string;
  let other: string;

  it("lets the platform owner add charges of financial partners by term", async () => {
    // The demo data has no financial partner.
    woodgrove = await insertPartner(s, "Woodgrove Finance", "is_financial");
    fourthCoffee = await insertPartner(s, "Fourth Coffee Capital", "is_financial");
    partners = [woodgrove, fourthCoffee];
    const t = await token("owner@platform.demo");
    const post = (body: object) => s.api("POST", "/finance-charges", { token: t, body });
    const res = await post({ partnerId: woodgrove, name: "12 months", termMonths: 12, ratePercent: "4.5" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      partnerId: woodgrove,
      partnerName: "Woodgrove Finance",
      termMonths: 12,
      ratePercent: "4.5",
      minAmount: null,
      maxAmount: null,
    });
    twelve = res.json().id;
    const longer = await post({
      partnerId: woodgrove,
      name: "36 months",
      termMonths: 36,
      ratePercent: 100,
      minAmount: "1000",
      maxAmount: "250000.5",
    });
    expect(longer.json()).toMatchObject({ ratePercent: "100", minAmount: "1000.00", maxAmount: "250000.50" });
    thirtySix = longer.json().id;
    other = (await post({ partnerId: fourthCoffee, name: "Monthly", termMonths: 1, ratePercent: "0" })).json()
      .id;
  });

  it("lists the charges to MSPs, for a set of partners joined by | or ,", async () => {
    const t = await token("sales@msp.demo");
    const all = await s.api("GET", "/finance-charges", {
      token: t,
      query: { partnerIds: partners.join("|") },
    });
    expect(all.json().data.map((r: Row) => r.name)).toEqual(["12 months", "36 months", "Monthly"]);
    const piped = await s.api("GET", "/finance-charges", {
      token: t,
      query: { partnerIds: `${fourthCoffee}|${UNKNOWN_ID}` },
    });
    expect(piped.json().data.map((r: Row) => r.id)).toEqual([other]);
    const commas = await s.api("GET", "/finance-charges", {
      token: await token("admin@msp2.demo"),
      query: { partnerIds: `${woodgrove},${fourthCoffee}` },
    });
    expect(commas.json().data).toHaveLength(3);
    const bad = await s.api("GET", "/finance-charges", { token: t, query: { partnerIds: "abc|def" } });
    expect(bad.statusCode).toBe(400);
    const one = await s.api("GET", `/finance-charges/${thirtySix}`, {
      token: await token("editor@msp.demo"),
    });
    expect(one.json()).toMatchObject({ id: thirtySix, termMonths: 36 });
  });

  it("answers 404 to a customer, and to MSPs writing (owner only), writing nothing", async () => {
    const c = await token("user@customer.demo");
    expect((await s.api("GET", "/finance-charges", { token: c })).statusCode).toBe(404);
    expect((await s.api("GET", `/finance-charges/${twelve}`, { token: c })).statusCode).toBe(404);
    const body = { partnerId: woodgrove, name: "x", termMonths: 12, ratePercent: "1" };
    for (const email of ["editor@msp.demo", "sales@msp.demo", "admin@msp2.demo"] as const) {
      const t = await token(email);
      expect((await s.api("POST", "/finance-charges", { token: t, body })).statusCode).toBe(404);
      expect((await s.api("PUT", `/finance-charges/${twelve}`, { token: t, body })).statusCode).toBe(404);
      expect((await s.api("DELETE", `/finance-charges/${twelve}`, { token: t })).statusCode).toBe(404);
    }
    expect(await rowCount()).toBe(3);
  });

  it("keeps a charge outside the platform's list away from MSPs (404)", async () => {
    const stray = "0190a000-0000-7000-8000-00000000f1c0";
    await s.sql(
      `insert into finance_charges (tenant_id, id, partner_id, name, term_months, rate_percent)
       values ($1, $2, $3, 'Northwind own', 12, 1)`,
      [DEMO_IDS.northwind, stray, woodgrove],
    );
    expect(
      (await s.api("GET", `/finance-charges/${stray}`, { token: await token("admin@msp2.demo") })).statusCode,
    ).toBe(404);
    await s.sql("delete from finance_charges where id = $1", [stray]);
  });

  it("answers 403 to a platform user outside the editor rule set, who still reads", async () => {
    const t = await platformFinanceToken(s);
    const body = { partnerId: woodgrove, name: "x", termMonths: 12, ratePercent: "1" };
    expect((await s.api("GET", "/finance-charges", { token: t })).statusCode).toBe(200);
    expect((await s.api("POST", "/finance-charges", { token: t, body })).statusCode).toBe(403);
    expect((await s.api("PUT", `/finance-charges/${twelve}`, { token: t, body })).statusCode).toBe(403);
    expect((await s.api("DELETE", `/finance-charges/${twelve}`, { token: t })).statusCode).toBe(403);
    expect(await rowCount()).toBe(3);
  });

  it("answers 400 for a bad term, partner, rate or amounts, writing nothing", async () => {
    const t = await token("owner@platform.demo");
    const post = (body: object) =>
      s.api("POST", "/finance-charges", {
        token: t,
        body: { partnerId: woodgrove, name: "Bad", termMonths: 12, ratePercent: "1", ...body },
      });
    expect((await post({ termMonths: 7 })).json().fields).toEqual({ termMonths: MESSAGES.termMonthsInvalid });
    expect((await post({ partnerId: DEMO_IDS.distributor })).json().fields).toEqual({
      partnerId: MESSAGES.notAFinancialPartner,
    });
    expect((await post({ partnerId: UNKNOWN_ID })).json().fields).toEqual({
      partnerId: MESSAGES.unknownAccount,
    });
    expect((await post({ ratePercent: "100.5" })).json().fields).toEqual({
      ratePercent: MESSAGES.percentUpTo100,
    });
    expect((await post({ ratePercent: "-1" })).json().fields).toEqual({ ratePercent: MESSAGES.notNegative });
    expect((await post({ ratePercent: "1,5" })).json().fields).toEqual({
      ratePercent: MESSAGES.numberFormat,
    });
    expect((await post({ minAmount: "1.12345" })).json().fields).toEqual({
      minAmount: MESSAGES.numberFormat,
    });
    expect((await post({ minAmount: "500", maxAmount: "99.99" })).json().fields).toEqual({
      maxAmount: MESSAGES.amountOrder,
    });
    // Only the minimum moves, above the stored maximum.
    const put = await s.api("PUT", `/finance-charges/${thirtySix}`, {
      token: t,
      body: { minAmount: "300000" },
    });
    expect(put.json().fields).toEqual({ maxAmount: MESSAGES.amountOrder });
    expect(await countOf(s, "select 1 from finance_charges where name = 'Bad'")).toBe(0);
    expect(await s.sql("select min_amount from finance_charges where id = $1", [thirtySix])).toEqual([
      { min_amount: "1000.0000" },
    ]);
  });

  it("lets the owner change a charge and clear its amounts with nullFields", async () => {
    const t = await token("owner@platform.demo");
    const res = await s.api("PUT", `/finance-charges/${thirtySix}`, {
      token: t,
      body: { termMonths: 48, ratePercent: "6.75", nullFields: ["minAmount", "maxAmount"] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      termMonths: 48,
      ratePercent: "6.75",
      minAmount: null,
      maxAmount: null,
    });
    const unknown = await s.api("PUT", `/finance-charges/${UNKNOWN_ID}`, {
      token: t,
      body: { termMonths: 60 },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("lets the owner delete a charge", async () => {
    const t = await token("owner@platform.demo");
    expect((await s.api("DELETE", `/finance-charges/${other}`, { token: t })).json()).toEqual({ id: other });
    expect(await rowCount()).toBe(2);
    expect((await s.api("GET", `/finance-charges/${other}`, { token: t })).statusCode).toBe(404);
  });
});
