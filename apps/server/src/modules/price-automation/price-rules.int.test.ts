import { DEMO_IDS } from "@q2c/db";
import { MESSAGES, PRICE_AUTOMATION_MESSAGES } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import {
  insertCategory,
  insertManufacturer,
  setPriceAutomation,
  UNKNOWN_ID,
} from "./price-automation-fixtures.ts";

const s = useTestServer();
const token = tokensFor(() => s);
const ruleCount = () => countOf(s, "select 1 from price_rules");

let category = "";
let manufacturer = "";
const rule = (over: Record<string, unknown> = {}) => ({
  name: "Switches plus 20",
  target: "category",
  categoryId: category,
  method: "cost_plus",
  percent: "20",
  rounding: "whole",
  ...over,
});

beforeAll(async () => {
  category = await insertCategory(s, "Rule test category");
  manufacturer = await insertManufacturer(s, "Rule test maker");
});

describe("price rules", () => {
  let first: { id: string; version: number };

  it("lets the MSP editor add rules, each going last unless a position is given", async () => {
    const t = await token("editor@msp.demo");
    const res = await s.api("POST", "/price-rules", { token: t, body: rule() });
    expect(res.statusCode, res.body).toBe(201);
    first = res.json();
    expect(res.json()).toMatchObject({
      name: "Switches plus 20",
      target: "category",
      categoryId: category,
      categoryName: "Rule test category",
      manufacturerId: null,
      method: "cost_plus",
      percent: "20",
      rounding: "whole",
      position: 0,
      active: true,
      version: 1,
    });
    const second = await s.api("POST", "/price-rules", {
      token: t,
      body: rule({
        name: "Maker margin",
        target: "manufacturer",
        manufacturerId: manufacturer,
        // Only the reference of the rule's own target is kept.
        categoryId: category,
        method: "target_margin",
        percent: "99.99",
        rounding: "ends_99",
      }),
    });
    expect(second.json()).toMatchObject({
      position: 1,
      categoryId: null,
      manufacturerId: manufacturer,
      manufacturerName: "Rule test maker",
      percent: "99.99",
    });
    const third = await s.api("POST", "/price-rules", {
      token: t,
      body: {
        name: "Everything",
        target: "all",
        method: "cost_plus",
        percent: 5,
        position: 0,
        active: false,
      },
    });
    expect(third.json()).toMatchObject({ position: 0, active: false, rounding: "none", categoryId: null });
    const list = await s.api("GET", "/price-rules", { token: t });
    expect(list.json().data.map((r: { name: string }) => r.name)).toEqual([
      "Switches plus 20",
      "Everything",
      "Maker margin",
    ]);
  });

  it("answers 400 with field errors for bad rules and writes nothing", async () => {
    const t = await token("editor@msp.demo");
    const before = await ruleCount();
    const post = async (body: object) => (await s.api("POST", "/price-rules", { token: t, body })).json();
    expect((await post(rule({ method: "target_margin", percent: "100" }))).fields).toEqual({
      percent: PRICE_AUTOMATION_MESSAGES.marginBelow100,
    });
    expect((await post(rule({ categoryId: undefined }))).fields).toEqual({
      categoryId: "Category is required",
    });
    expect((await post(rule({ categoryId: UNKNOWN_ID }))).fields).toEqual({
      categoryId: MESSAGES.unknownCategory,
    });
    expect((await post(rule({ percent: "1,5" }))).fields).toEqual({ percent: MESSAGES.numberFormat });
    expect((await post(rule({ percent: "1.005" }))).fields).toEqual({ percent: MESSAGES.numberFormat });
    expect((await post(rule({ percent: "1000.01" }))).fields).toEqual({ percent: MESSAGES.percentUpTo1000 });
    expect((await post(rule({ target: "manufacturer" }))).fields).toEqual({
      manufacturerId: "Manufacturer is required",
    });
    expect((await post(rule({ target: "manufacturer", manufacturerId: DEMO_IDS.northwind }))).fields).toEqual(
      {
        manufacturerId: MESSAGES.notAManufacturer,
      },
    );
    expect((await post(rule({ name: " ", rounding: "up" }))).fields).toMatchObject({
      name: "Name is required",
      rounding: expect.any(String),
    });
    expect(await ruleCount()).toBe(before);
  });

  it("changes a rule, checking the fields sent together with the stored ones", async () => {
    const t = await token("editor@msp.demo");
    const path = `/price-rules/${first.id}`;
    const bad = await s.api("PUT", path, {
      token: t,
      body: { version: first.version, method: "target_margin", percent: "150" },
    });
    expect(bad.json().fields).toEqual({ percent: PRICE_AUTOMATION_MESSAGES.marginBelow100 });
    const noCategory = await s.api("PUT", path, {
      token: t,
      body: { version: first.version, target: "manufacturer" },
    });
    expect(noCategory.json().fields).toEqual({ manufacturerId: "Manufacturer is required" });
    const res = await s.api("PUT", path, {
      token: t,
      body: { version: first.version, target: "all", percent: "12.5", active: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      target: "all",
      categoryId: null,
      percent: "12.5",
      active: false,
      version: 2,
    });
    expect(res.json().name).toBe("Switches plus 20");
  });

  it("answers 409 with the current version to a stale one, writing nothing", async () => {
    const res = await s.api("PUT", `/price-rules/${first.id}`, {
      token: await token("editor@msp.demo"),
      body: { version: 1, name: "Stale" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().version).toBe(2);
    expect(await countOf(s, "select 1 from price_rules where name = 'Stale'")).toBe(0);
  });

  it("answers 403 to sales and 404 to a customer, on reads and writes", async () => {
    const sales = await token("sales@msp.demo");
    expect((await s.api("GET", "/price-rules", { token: sales })).statusCode).toBe(403);
    expect((await s.api("POST", "/price-rules", { token: sales, body: rule() })).statusCode).toBe(403);
    const customer = await token("user@customer.demo");
    expect((await s.api("GET", "/price-rules", { token: customer })).statusCode).toBe(404);
    expect((await s.api("DELETE", `/price-rules/${first.id}`, { token: customer })).statusCode).toBe(404);
  });

  it("answers 403 without the hasPriceAutomation entitlement", async () => {
    const owner = await token("owner@platform.demo");
    // Contoso has no entitlements in the demo data.
    const contoso = await s.api("GET", "/price-rules", { token: await token("admin@msp2.demo") });
    expect(contoso.statusCode).toBe(403);
    expect(contoso.json().message).toBe(PRICE_AUTOMATION_MESSAGES.notEntitled);
    await setPriceAutomation(s, owner, DEMO_IDS.northwind, false);
    try {
      const before = await ruleCount();
      const t = await token("editor@msp.demo");
      expect((await s.api("GET", "/price-rules", { token: t })).statusCode).toBe(403);
      expect((await s.api("POST", "/price-rules", { token: t, body: rule() })).statusCode).toBe(403);
      // The entitlement comes before the body: a bad one is refused as not entitled, not as bad input.
      const bad = await s.api("POST", "/price-rules", { token: t, body: { name: "" } });
      expect(bad.statusCode).toBe(403);
      expect(bad.json().message).toBe(PRICE_AUTOMATION_MESSAGES.notEntitled);
      expect(await ruleCount()).toBe(before);
    } finally {
      await setPriceAutomation(s, owner, DEMO_IDS.northwind, true);
    }
  });

  it("keeps each tenant's rules apart: another MSP gets 404, the owner lists only its own", async () => {
    const owner = await token("owner@platform.demo");
    await setPriceAutomation(s, owner, DEMO_IDS.contoso, true);
    const other = await token("admin@msp2.demo");
    const path = `/price-rules/${first.id}`;
    expect((await s.api("PUT", path, { token: other, body: { version: 2, name: "Mine" } })).statusCode).toBe(
      404,
    );
    expect((await s.api("DELETE", path, { token: other })).statusCode).toBe(404);
    expect((await s.api("GET", "/price-rules", { token: other })).json().data).toEqual([]);
    // The owner passes every entitlement; its rules are the platform tenant's own.
    const created = await s.api("POST", "/price-rules", {
      token: owner,
      body: rule({ name: "Platform rule" }),
    });
    expect(created.statusCode).toBe(201);
    const names = (await s.api("GET", "/price-rules", { token: owner }))
      .json()
      .data.map((r: { name: string }) => r.name);
    expect(names).toEqual(["Platform rule"]);
    expect((await s.api("DELETE", path, { token: owner })).statusCode).toBe(404);
    expect(
      await countOf(s, "select 1 from price_rules where id = $1 and name = 'Switches plus 20'", [first.id]),
    ).toBe(1);
  });

  it("lists the manufacturers of the caller's own products", async () => {
    const res = await s.api("GET", "/price-rules/manufacturers", { token: await token("editor@msp.demo") });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual({ id: DEMO_IDS.manufacturer, name: "Proseware Devices" });
    expect(res.json().data.map((m: { id: string }) => m.id)).not.toContain(manufacturer);
  });

  it("deletes a rule", async () => {
    const t = await token("editor@msp.demo");
    const res = await s.api("DELETE", `/price-rules/${first.id}`, { token: t });
    expect(res.json()).toEqual({ id: first.id });
    expect(await countOf(s, "select 1 from price_rules where id = $1", [first.id])).toBe(0);
    expect((await s.api("DELETE", `/price-rules/${first.id}`, { token: t })).statusCode).toBe(404);
  });
});
