import { DEMO_IDS } from "@q2c/db";
import { PRICE_AUTOMATION_MESSAGES } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import {
  insertCategory,
  insertManufacturer,
  insertProduct,
  productState,
  setPriceAutomation,
} from "./price-automation-fixtures.ts";

const s = useTestServer();
const token = tokensFor(() => s);
const editor = () => token("editor@msp.demo");
const preview = async (body: object = {}) =>
  s.api("POST", "/price-rules/preview", { token: await editor(), body });
const apply = async (body: object) => s.api("POST", "/price-rules/apply", { token: await editor(), body });
const runCount = () => countOf(s, "select 1 from price_rule_runs");

/** Products of Northwind's unless told otherwise; P is the platform's, K Contoso's. */
const ids: Record<string, string> = {};

beforeAll(async () => {
  const cat = await insertCategory(s, "Run test category");
  const child = await insertCategory(s, "Run test child", cat);
  const maker = await insertManufacturer(s, "Run test maker");
  const auto = "Automation" as const;
  const specs = {
    // cost 80 + 20% = 96.00
    A: { categoryId: cat, cost: "80", price: "100", priceMethod: auto },
    // beneath the category: 10.01 × 1.2 = 12.012 → 12.01
    B: { categoryId: child, cost: "10.01", price: "5", priceMethod: auto },
    // the manufacturer rule comes first: 100 / 0.75 = 133.33… → ends_99 → 133.99
    C: { categoryId: cat, manufacturerId: maker, cost: "100", price: "1", priceMethod: auto },
    // hand-set: 50 × 1.2 = 60.00 only with includeManual
    D: { categoryId: cat, cost: "50", price: "10", priceMethod: "Manual" as const },
    E: { categoryId: cat, cost: "50", price: "10", priceMethod: "Market rate" as const },
    F: { categoryId: cat, cost: null, price: "10", priceMethod: auto },
    G: { categoryId: cat, cost: "50", price: "60.00", priceMethod: auto },
    P: { categoryId: cat, cost: "50", price: "10", priceMethod: auto, tenantId: s.config.platformAccountId },
    K: { categoryId: cat, cost: "50", price: "10", priceMethod: auto, tenantId: DEMO_IDS.contoso },
  };
  for (const [name, spec] of Object.entries(specs)) ids[name] = await insertProduct(s, { name, ...spec });
  const t = await editor();
  const rules = [
    { name: "Everything at 500%", target: "all", method: "cost_plus", percent: "500", active: false },
    {
      name: "Maker margin",
      target: "manufacturer",
      manufacturerId: maker,
      method: "target_margin",
      percent: "25",
      rounding: "ends_99",
    },
    { name: "Category plus 20", target: "category", categoryId: cat, method: "cost_plus", percent: "20" },
  ];
  for (const body of rules) {
    const res = await s.api("POST", "/price-rules", { token: t, body });
    if (res.statusCode !== 201) throw new Error(res.body);
  }
});

const change = (name: string, cost: string, oldPrice: string, newPrice: string, ruleName: string) => ({
  productId: ids[name],
  name,
  manufacturerPartNumber: `MPN-${name}`,
  cost,
  oldPrice,
  newPrice,
  ruleId: expect.any(String),
  ruleName,
});

describe("price rule preview, apply and undo", () => {
  let firstRun = "";
  let secondRun = "";

  it("previews only the caller's changed products, with hand-computed prices, writing nothing", async () => {
    const res = await preview();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: [
        change("A", "80.00", "100.00", "96.00", "Category plus 20"),
        change("B", "10.01", "5.00", "12.01", "Category plus 20"),
        change("C", "100.00", "1.00", "133.99", "Maker margin"),
      ],
      skippedNoCost: 1,
      unchanged: 1,
    });
    expect(await productState(s, ids.A as string)).toEqual({
      price: "100.00",
      method: "Automation",
      version: 1,
    });
  });

  it("includes hand-set prices only when asked, and never market-rate ones", async () => {
    const names = (await preview({ includeManual: true })).json().data.map((c: { name: string }) => c.name);
    expect(names).toEqual(["A", "B", "C", "D"]);
  });

  it("answers 409 when the preview's count no longer matches, writing nothing", async () => {
    const res = await apply({ expectedCount: 4 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: PRICE_AUTOMATION_MESSAGES.catalogueChanged,
      productCount: 3,
    });
    expect(await runCount()).toBe(0);
    expect(await productState(s, ids.A as string)).toEqual({
      price: "100.00",
      method: "Automation",
      version: 1,
    });
  });

  it("applies exactly the previewed changes and records the old prices", async () => {
    const res = await apply({ expectedCount: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: expect.any(String),
      productCount: 3,
      appliedAt: expect.any(String),
    });
    firstRun = res.json().id;
    expect(await productState(s, ids.A as string)).toEqual({
      price: "96.00",
      method: "Automation",
      version: 2,
    });
    expect(await productState(s, ids.B as string)).toMatchObject({ price: "12.01" });
    expect(await productState(s, ids.C as string)).toMatchObject({ price: "133.99" });
    for (const untouched of ["D", "E", "F", "G", "P", "K"]) {
      expect(await productState(s, ids[untouched] as string)).toMatchObject({ version: 1 });
    }
    const items = await s.sql<{ product_id: string; old_price: string; old_price_method: string }>(
      "select product_id, old_price::numeric(18,2)::text as old_price, old_price_method from price_rule_run_items where run_id = $1",
      [firstRun],
    );
    expect(items).toHaveLength(3);
    expect(items).toContainEqual({ product_id: ids.C, old_price: "1.00", old_price_method: "Automation" });
    expect((await preview()).json()).toMatchObject({ data: [], unchanged: 4 });
    const nothing = await apply({});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(PRICE_AUTOMATION_MESSAGES.nothingToApply);
  });

  it("undoes a run once: a second undo answers 400", async () => {
    const res = await s.api("POST", `/price-rules/runs/${firstRun}/undo`, { token: await editor() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ restored: 3, keptBecauseEdited: 0 });
    expect(await productState(s, ids.A as string)).toEqual({
      price: "100.00",
      method: "Automation",
      version: 3,
    });
    expect(await productState(s, ids.C as string)).toMatchObject({ price: "1.00" });
    const again = await s.api("POST", `/price-rules/runs/${firstRun}/undo`, { token: await editor() });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("This run has already been undone.");
  });

  it("prices a hand-set product when asked; undo restores its method but keeps a later edit", async () => {
    const res = await apply({ includeManual: true, expectedCount: 4 });
    expect(res.statusCode, res.body).toBe(200);
    secondRun = res.json().id;
    expect(await productState(s, ids.D as string)).toMatchObject({ price: "60.00", method: "Automation" });
    const edited = await s.api("PUT", `/products/${ids.A}`, {
      token: await editor(),
      body: { version: (await productState(s, ids.A as string)).version, price: "99" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const undo = await s.api("POST", `/price-rules/runs/${secondRun}/undo`, { token: await editor() });
    expect(undo.json()).toEqual({ restored: 3, keptBecauseEdited: 1 });
    expect(await productState(s, ids.A as string)).toMatchObject({ price: "99.00", method: "Automation" });
    expect(await productState(s, ids.D as string)).toMatchObject({ price: "10.00", method: "Manual" });
  });

  it("lists runs newest first, with who applied them and when they were undone", async () => {
    const res = await s.api("GET", "/price-rules/runs", { token: await editor(), query: { limit: "1" } });
    expect(res.json()).toMatchObject({
      data: [{ id: secondRun, productCount: 4, appliedBy: "Eddie Editor", undoneAt: expect.any(String) }],
      hasMore: true,
    });
    const next = await s.api("GET", "/price-rules/runs", {
      token: await editor(),
      query: { startingAfter: secondRun },
    });
    expect(next.json().data.map((r: { id: string }) => r.id)).toEqual([firstRun]);
  });

  it("refuses sales (403), customers (404) and another MSP's undo (404), writing nothing", async () => {
    const sales = await token("sales@msp.demo");
    expect((await s.api("POST", "/price-rules/preview", { token: sales, body: {} })).statusCode).toBe(403);
    expect((await s.api("POST", "/price-rules/apply", { token: sales, body: {} })).statusCode).toBe(403);
    expect((await s.api("GET", "/price-rules/runs", { token: sales })).statusCode).toBe(403);
    const customer = await token("user@customer.demo");
    expect((await s.api("POST", `/price-rules/runs/${firstRun}/undo`, { token: customer })).statusCode).toBe(
      404,
    );
    const contoso = await token("admin@msp2.demo");
    expect((await s.api("POST", "/price-rules/preview", { token: contoso, body: {} })).statusCode).toBe(403);
    await setPriceAutomation(s, await token("owner@platform.demo"), DEMO_IDS.contoso, true);
    expect((await s.api("POST", `/price-rules/runs/${firstRun}/undo`, { token: contoso })).statusCode).toBe(
      404,
    );
    expect((await s.api("GET", "/price-rules/runs", { token: contoso })).json().data).toEqual([]);
    // Contoso's own product K is priced by Contoso's rules only, and it has none.
    expect((await s.api("POST", "/price-rules/preview", { token: contoso, body: {} })).json().data).toEqual(
      [],
    );
    expect(await runCount()).toBe(2);
  });

  it("answers 400 for a bad body and an unknown run id shape", async () => {
    const bad = await apply({ expectedCount: -1, includeManual: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(["expectedCount", "includeManual"]);
    const res = await s.api("POST", "/price-rules/runs/not-a-uuid/undo", { token: await editor() });
    expect(res.statusCode).toBe(400);
    expect(await runCount()).toBe(2);
  });
});
