import { DEMO_IDS, ROOT_CATEGORY_IDS } from "@q2c/db";
import { MESSAGES } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { insertPartner, platformFinanceToken, UNKNOWN_ID } from "../catalogue-prices/price-fixtures.ts";

const s = useTestServer();
const token = tokensFor(() => s);
// A manufacturer of the test's own, so that agreements of the demo data do not count.
let M = "";
const rowCount = () => countOf(s, "select 1 from manufacturer_prices where manufacturer_id = $1", [M]);
type Row = { id: string; notes: string };

describe("manufacturer prices", () => {
  let forAll: string;
  let forNorthwind: string;
  let forContoso: string;

  it("lets the platform owner add agreements for every account or one", async () => {
    M = await insertPartner(s, "Proseware Test Devices", "is_manufacturer");
    const t = await token("owner@platform.demo");
    const post = (body: object) => s.api("POST", "/manufacturer-prices", { token: t, body });
    const all = await post({
      manufacturerId: M,
      discountPercent: "12.5",
      startDate: "2026-01-01",
      endDate: "2026-12-31",
      notes: "all",
    });
    expect(all.statusCode).toBe(201);
    expect(all.json()).toMatchObject({
      manufacturerId: M,
      manufacturerName: "Proseware Test Devices",
      accountId: null,
      discountPercent: "12.5",
      startDate: "2026-01-01",
      endDate: "2026-12-31",
    });
    forAll = all.json().id;
    const nw = await post({
      manufacturerId: M,
      accountId: DEMO_IDS.northwind,
      categoryId: ROOT_CATEGORY_IDS.product,
      discountPercent: 100,
      notes: "northwind",
    });
    expect(nw.statusCode).toBe(201);
    forNorthwind = nw.json().id;
    forContoso = (
      await post({ manufacturerId: M, accountId: DEMO_IDS.contoso, discountPercent: "3", notes: "contoso" })
    ).json().id;
  });

  it("shows an MSP the agreements for everyone and for itself, never another MSP's", async () => {
    const query = { manufacturerId: M };
    const nw = await s.api("GET", "/manufacturer-prices", { token: await token("sales@msp.demo"), query });
    expect(nw.statusCode).toBe(200);
    expect(nw.json().data.map((r: Row) => r.notes)).toEqual(["all", "northwind"]);
    const contoso = await s.api("GET", "/manufacturer-prices", {
      token: await token("admin@msp2.demo"),
      query,
    });
    expect(contoso.json().data.map((r: Row) => r.notes)).toEqual(["all", "contoso"]);
    const one = await s.api("GET", `/manufacturer-prices/${forNorthwind}`, {
      token: await token("editor@msp.demo"),
    });
    expect(one.json()).toMatchObject({ id: forNorthwind, discountPercent: "100" });
    const hidden = await s.api("GET", `/manufacturer-prices/${forNorthwind}`, {
      token: await token("admin@msp2.demo"),
    });
    expect(hidden.statusCode).toBe(404);
  });

  it("filters the owner's list by account and by manufacturer", async () => {
    const t = await token("owner@platform.demo");
    const byAccount = await s.api("GET", "/manufacturer-prices", {
      token: t,
      query: { accountId: DEMO_IDS.contoso, manufacturerId: M },
    });
    expect(byAccount.json().data.map((r: Row) => r.id)).toEqual([forContoso]);
    const byMaker = await s.api("GET", "/manufacturer-prices", { token: t, query: { manufacturerId: M } });
    expect(byMaker.json().data).toHaveLength(3);
    const other = await s.api("GET", "/manufacturer-prices", {
      token: t,
      query: { manufacturerId: DEMO_IDS.distributor },
    });
    expect(other.json().data.map((r: Row) => r.id)).not.toContain(forAll);
    const bad = await s.api("GET", "/manufacturer-prices", { token: t, query: { accountId: "nope" } });
    expect(bad.statusCode).toBe(400);
  });

  it("answers 404 to a customer and to MSPs writing (owner only), writing nothing", async () => {
    expect(
      (await s.api("GET", "/manufacturer-prices", { token: await token("user@customer.demo") })).statusCode,
    ).toBe(404);
    const body = { manufacturerId: M, discountPercent: "1" };
    for (const email of ["editor@msp.demo", "sales@msp.demo"] as const) {
      const t = await token(email);
      expect((await s.api("POST", "/manufacturer-prices", { token: t, body })).statusCode).toBe(404);
      expect((await s.api("PUT", `/manufacturer-prices/${forAll}`, { token: t, body })).statusCode).toBe(404);
      expect((await s.api("DELETE", `/manufacturer-prices/${forAll}`, { token: t })).statusCode).toBe(404);
    }
    expect(await rowCount()).toBe(3);
  });

  it("answers 403 to a platform user outside the editor rule set, who still reads", async () => {
    const t = await platformFinanceToken(s);
    const body = { manufacturerId: M, discountPercent: "1" };
    expect((await s.api("GET", "/manufacturer-prices", { token: t })).statusCode).toBe(200);
    expect((await s.api("POST", "/manufacturer-prices", { token: t, body })).statusCode).toBe(403);
    expect((await s.api("PUT", `/manufacturer-prices/${forAll}`, { token: t, body })).statusCode).toBe(403);
    expect((await s.api("DELETE", `/manufacturer-prices/${forAll}`, { token: t })).statusCode).toBe(403);
    expect(await rowCount()).toBe(3);
  });

  it("answers 400 for a non-manufacturer, bad discounts, unknown category and dates out of order", async () => {
    const t = await token("owner@platform.demo");
    const post = (body: object) =>
      s.api("POST", "/manufacturer-prices", {
        token: t,
        body: { manufacturerId: M, discountPercent: "5", ...body },
      });
    expect((await post({ manufacturerId: DEMO_IDS.distributor })).json().fields).toEqual({
      manufacturerId: MESSAGES.notAManufacturer,
    });
    expect((await post({ manufacturerId: UNKNOWN_ID })).json().fields).toEqual({
      manufacturerId: MESSAGES.unknownAccount,
    });
    expect((await post({ accountId: UNKNOWN_ID })).json().fields).toEqual({
      accountId: MESSAGES.unknownAccount,
    });
    expect((await post({ discountPercent: "100.01" })).json().fields).toEqual({
      discountPercent: MESSAGES.percentUpTo100,
    });
    expect((await post({ discountPercent: "-5" })).json().fields).toEqual({
      discountPercent: MESSAGES.notNegative,
    });
    expect((await post({ discountPercent: "1,5" })).json().fields).toEqual({
      discountPercent: MESSAGES.numberFormat,
    });
    expect((await post({ discountPercent: "1.12345" })).json().fields).toEqual({
      discountPercent: MESSAGES.numberFormat,
    });
    expect((await post({ categoryId: UNKNOWN_ID })).json().fields).toEqual({
      categoryId: MESSAGES.unknownCategory,
    });
    expect((await post({ startDate: "2026-05-02", endDate: "2026-05-01" })).json().fields).toEqual({
      endDate: MESSAGES.dateOrder,
    });
    expect((await post({ startDate: "2026-02-30" })).json().fields).toEqual({
      startDate: MESSAGES.dateInvalid,
    });
    // Only the end moves, before the stored start.
    const put = await s.api("PUT", `/manufacturer-prices/${forAll}`, {
      token: t,
      body: { endDate: "2025-06-01" },
    });
    expect(put.json().fields).toEqual({ endDate: MESSAGES.dateOrder });
    expect(await rowCount()).toBe(3);
    expect(await s.sql("select end_date::text from manufacturer_prices where id = $1", [forAll])).toEqual([
      { end_date: "2026-12-31" },
    ]);
  });

  it("lets the owner change an agreement and clear fields with nullFields", async () => {
    const res = await s.api("PUT", `/manufacturer-prices/${forNorthwind}`, {
      token: await token("owner@platform.demo"),
      body: { discountPercent: "7.25", endDate: "2027-01-31", nullFields: ["categoryId"] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ discountPercent: "7.25", endDate: "2027-01-31", categoryId: null });
    const unknown = await s.api("PUT", `/manufacturer-prices/${UNKNOWN_ID}`, {
      token: await token("owner@platform.demo"),
      body: { discountPercent: "1" },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("lets the owner delete an agreement", async () => {
    const t = await token("owner@platform.demo");
    expect((await s.api("DELETE", `/manufacturer-prices/${forContoso}`, { token: t })).json()).toEqual({
      id: forContoso,
    });
    expect(await countOf(s, "select 1 from manufacturer_prices where id = $1", [forContoso])).toBe(0);
    expect((await s.api("GET", `/manufacturer-prices/${forContoso}`, { token: t })).statusCode).toBe(404);
  });
});
