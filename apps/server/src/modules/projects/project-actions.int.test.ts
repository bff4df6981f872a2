import { DEMO_IDS } from "@q2c/db";
import { PROJECT_MESSAGES } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import {
  createTestProject,
  LITWARE,
  NORTHWIND,
  shareTestProject,
  snapshotOf,
  versionOf,
} from "../../test/project-helpers.ts";
import { insertProduct } from "../bundles/bundle-test-helpers.ts";
import { addPartnerMember, insertLine, oneSiteProject } from "./projects-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
type Email = Parameters<typeof token>[0];
const products = {} as Record<"own" | "platform" | "contoso", string>;

beforeAll(async () => {
  products.own = await insertProduct(s, NORTHWIND, { name: "Mount", price: "150", cost: "90" });
  products.platform = await insertProduct(s, s.config.platformAccountId, {
    name: "Licence",
    price: "999",
    recurringPrice: "12",
  });
  products.contoso = await insertProduct(s, DEMO_IDS.contoso, { name: "Contoso only", price: "1" });
});

const call = async (method: "POST" | "PATCH", path: string, body: unknown, email: Email = "sales@msp.demo") =>
  s.api(method, path, { token: await token(email), body });

/** The writes every action shares: 403 outside the rule, 404 to other MSPs, customers and partners. */
async function expectRefusedToOthers(
  method: "POST" | "PATCH",
  suffix: string,
  body: Record<string, unknown>,
) {
  const p = await oneSiteProject(s, token);
  await addPartnerMember(s, p.id);
  const before = await snapshotOf(s, p.id);
  const path = `/projects/${p.id}/${suffix}`;
  const full = { version: 1, ...body };
  expect((await call(method, path, full, "editor@msp.demo")).statusCode).toBe(403);
  expect((await call(method, path, full, "admin@msp2.demo")).statusCode).toBe(404);
  expect((await call(method, path, full, "user@customer.demo")).statusCode).toBe(404);
  expect((await call(method, path, full, "partner@link.demo")).statusCode).toBe(404);
  expect(await snapshotOf(s, p.id)).toEqual(before);
}

describe("POST /projects/{id}/decline-deal", () => {
  it("declines the deal with its reason, once", async () => {
    const p = await oneSiteProject(s, token);
    const res = await call("POST", `/projects/${p.id}/decline-deal`, {
      version: 1,
      reason: "Went with a rival",
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await s.sql<{ status: string; decline_reason: string; declined: boolean }>(
      "select status, decline_reason, declined_at is not null as declined from projects where id = $1",
      [p.id],
    );
    expect(row).toEqual({ status: "declined", decline_reason: "Went with a rival", declined: true });
    const before = await snapshotOf(s, p.id);
    const again = await call("POST", `/projects/${p.id}/decline-deal`, { version: 2, reason: "Again" });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({ reason: PROJECT_MESSAGES.alreadyDeclined });
    expect(await snapshotOf(s, p.id)).toEqual(before);
  });

  it("answers 400 without a reason and 409 to a stale version, writing nothing", async () => {
    const p = await oneSiteProject(s, token);
    const before = await snapshotOf(s, p.id);
    const blank = await call("POST", `/projects/${p.id}/decline-deal`, { version: 1, reason: " " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toHaveProperty("reason");
    const stale = await call("POST", `/projects/${p.id}/decline-deal`, { version: 7, reason: "Late" });
    expect(stale.statusCode).toBe(409);
    expect(await snapshotOf(s, p.id)).toEqual(before);
  });

  it("is the quote's MSP's to do", () => expectRefusedToOthers("POST", "decline-deal", { reason: "No" }));
});

describe("PATCH /projects/{id}/push", () => {
  it("takes the catalogue's prices into lines of readable products only", async () => {
    const p = await oneSiteProject(s, token);
    const building = p.locations[0]?.buildings[0]?.id ?? "";
    const own = await insertLine(s, token, p, building, {
      productId: products.own,
      price: "100",
      cost: "50",
    });
    const lic = await insertLine(s, token, p, building, {
      productId: products.platform,
      pricingModel: "recurring",
      billingFrequency: "monthly",
      price: "10",
    });
    const foreign = await insertLine(s, token, p, building, { productId: products.contoso, price: "5" });
    const res = await call("PATCH", `/projects/${p.id}/push`, { version: foreign.version });
    expect(res.statusCode, res.body).toBe(200);
    const prices = await s.sql<{ id: string; price: string; cost: string | null }>(
      "select id, price::float8::text as price, cost::float8::text as cost from project_lines where project_id = $1",
      [p.id],
    );
    const byId = new Map(prices.map((r) => [r.id, r]));
    expect(byId.get(own.lineId)).toMatchObject({ price: "150", cost: "90" });
    expect(byId.get(lic.lineId)).toMatchObject({ price: "12" });
    expect(byId.get(foreign.lineId)).toMatchObject({ price: "5" });
    const [event] = await s.sql<{ type: string; data: unknown }>(
      "select type, data from project_events where project_id = $1 order by id desc limit 1",
      [p.id],
    );
    expect(event).toEqual({ type: "prices_pushed", data: { lines: 2 } });
  });

  it("refuses a quote with locked prices or without catalogue lines, writing nothing", async () => {
    const p = await oneSiteProject(s, token);
    const building = p.locations[0]?.buildings[0]?.id ?? "";
    const typed = await insertLine(s, token, p, building);
    const none = await call("PATCH", `/projects/${p.id}/push`, { version: typed.version });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(PROJECT_MESSAGES.nothingToPush);
    const { version } = await insertLine(s, token, p, building, { productId: products.own, price: "1" });
    const lock = await s.api("PUT", `/projects/${p.id}`, {
      token: await token("sales@msp.demo"),
      body: { version },
      query: { lockPrices: "true" },
    });
    expect(lock.statusCode).toBe(200);
    const before = await snapshotOf(s, p.id);
    const locked = await call("PATCH", `/projects/${p.id}/push`, { version: version + 1 });
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toMatchObject({
      message: PROJECT_MESSAGES.pricesLocked,
      fields: { pricesLocked: PROJECT_MESSAGES.pricesLocked },
    });
    const stale = await call("PATCH", `/projects/${p.id}/push`, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(await snapshotOf(s, p.id)).toEqual(before);
  });

  it("is the quote's MSP's to do", () => expectRefusedToOthers("PATCH", "push", {}));
});

describe("POST /projects/{id}/refresh-taxes", () => {
  it("replaces the quote's tax rates with the current ones and reprices", async () => {
    const p = await oneSiteProject(s, token);
    const building = p.locations[0]?.buildings[0]?.id ?? "";
    const { version } = await insertLine(s, token, p, building, { price: "100", quantity: "1" });
    expect(
      (await s.sql("select totals->>'estimatedSalesTax' as tax from projects where id = $1", [p.id]))[0],
    ).toEqual({
      tax: "6.25",
    });
    await s.sql(
      "update tax_rates set rate_percent = 7 where country = 'US' and region = 'MA' and locality = ''",
    );
    const res = await call("POST", `/projects/${p.id}/refresh-taxes`, { version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totals.estimatedSalesTax).toBe("7.00");
    const [event] = await s.sql<{ type: string }>(
      "select type from project_events where project_id = $1 order by id desc limit 1",
      [p.id],
    );
    expect(event?.type).toBe("taxes_refreshed");
  });

  it("answers 400 without a version and 409 to a stale one, writing nothing", async () => {
    const p = await oneSiteProject(s, token);
    const before = await snapshotOf(s, p.id);
    expect((await call("POST", `/projects/${p.id}/refresh-taxes`, {})).statusCode).toBe(400);
    expect((await call("POST", `/projects/${p.id}/refresh-taxes`, { version: 3 })).statusCode).toBe(409);
    expect(await snapshotOf(s, p.id)).toEqual(before);
  });

  it("is the quote's MSP's to do", () => expectRefusedToOthers("POST", "refresh-taxes", {}));
});

describe("GET /projects/{id}/generate-table", () => {
  it("answers one row per site, building, bundle product and line with the chosen set's totals", async () => {
    const p = await oneSiteProject(s, token);
    const { lineId } = await insertLine(s, token, p, p.locations[0]?.buildings[0]?.id ?? "", {
      quantity: "2",
      price: "40",
    });
    await shareTestProject(s, token, p.id);
    const res = await s.api("GET", `/projects/${p.id}/generate-table`, {
      token: await token("user@customer.demo"),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.rows.map((r: { level: string; depth: number }) => [r.level, r.depth])).toEqual([
      ["location", 0],
      ["building", 1],
      ["bundleProduct", 2],
      ["line", 3],
    ]);
    expect(body.rows[3]).toMatchObject({ id: lineId, quantity: "2", unitPrice: "40", oneTimeTotal: "80.00" });
    expect(body.rows[0]).toMatchObject({ name: "HQ", oneTimeTotal: "80.00", quantity: null });
    expect(body.totals.oneTimeTotal).toBe("80.00");
  });

  it("answers 403 outside the quotes rule, 404 to another MSP, another customer and a non-member partner", async () => {
    const p = await oneSiteProject(s, token);
    const litware = await createTestProject(s, token, { accountId: LITWARE });
    const as = async (email: Email, id = p.id) =>
      (await s.api("GET", `/projects/${id}/generate-table`, { token: await token(email) })).statusCode;
    expect(await as("editor@msp.demo")).toBe(403);
    expect(await as("admin@msp2.demo")).toBe(404);
    expect(await as("user@customer.demo", litware.id)).toBe(404);
    expect(await as("partner@link.demo")).toBe(404);
    await addPartnerMember(s, p.id);
    expect(await as("partner@link.demo")).toBe(200);
  });
});

describe("GET /accounts/{accountId}/projects-summary", () => {
  it("counts the customer's open quotes per stage with their term totals", async () => {
    const summary = async (email: Email, accountId: string = DEMO_IDS.adatum) =>
      s.api("GET", `/accounts/${accountId}/projects-summary`, { token: await token(email) });
    const before = (await summary("sales@msp.demo")).json();
    const p = await oneSiteProject(s, token);
    await insertLine(s, token, p, p.locations[0]?.buildings[0]?.id ?? "", { quantity: "1", price: "120" });
    const archived = await oneSiteProject(s, token);
    await s.api("PUT", `/projects/${archived.id}`, {
      token: await token("sales@msp.demo"),
      body: { version: await versionOf(s, archived.id), archived: true },
    });
    const res = await summary("sales@msp.demo");
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json();
    expect(after.byStage.build.count).toBe(before.byStage.build.count + 1);
    expect(Number(after.termTotal) - Number(before.termTotal)).toBeCloseTo(120, 2);
    expect(after.archived).toBe(before.archived + 1);
    expect(Object.keys(after.byStage)).toHaveLength(8);
    expect((await summary("user@customer.demo")).statusCode).toBe(200);
    expect((await summary("user@customer.demo", DEMO_IDS.litware)).statusCode).toBe(404);
    expect((await summary("admin@msp2.demo")).statusCode).toBe(404);
    expect((await summary("editor@msp.demo")).statusCode).toBe(403);
  });
});
