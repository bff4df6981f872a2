import { DEMO_IDS, DEMO_PROJECT_IDS } from "@q2c/db";
import { beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { UNKNOWN_ID } from "../../test/project-helpers.ts";
import { ORDER_MESSAGES } from "./create-order.ts";
import { ORDER_MOVE_MESSAGES } from "./write-orders.ts";

// Issue #18 §1 and §5, the order routes: allowed, denied by role, denied without the entitlement, another
// tenant (404), bad input (400, nothing written), a stale version (409) and a move not allowed (409), on
// PGlite and PostgreSQL.

const s = useTestServer();
const token = tokensFor(() => s);
const QUOTE = DEMO_PROJECT_IDS.adatumWifi;
let orderId = "";

const count = async (table: string) =>
  (await s.sql<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n;

beforeAll(async () => {
  await s.sql("update projects set stage = 'acceptance', accepted_at = now() where id = $1", [QUOTE]);
  // Another MSP with the plan, to show that plan alone opens no other tenant's orders.
  const res = await s.api("PUT", `/accounts/${DEMO_IDS.contoso}/entitlements`, {
    token: await token("owner@platform.demo"),
    body: { entitlements: { hasOrderManagementSystem: true } },
  });
  expect(res.statusCode, res.body).toBe(200);
});

describe("order routes", { timeout: 60_000 }, () => {
  it("refuses bad input and a quote not accepted yet, writing nothing", async () => {
    const sales = await token("sales@msp.demo");
    const before = await count("orders");
    const bad = await s.api("POST", "/orders", { token: sales, body: { projectId: "nope" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("projectId");
    const unknownItem = await s.api("POST", "/orders", {
      token: sales,
      body: { projectId: QUOTE, items: [UNKNOWN_ID] },
    });
    expect(unknownItem.statusCode).toBe(400);
    expect(unknownItem.json().fields.items).toBe(ORDER_MESSAGES.unknownItems(1));
    const notAccepted = await s.api("POST", "/orders", {
      token: sales,
      body: { projectId: DEMO_PROJECT_IDS.litwareNetwork },
    });
    expect(notAccepted.statusCode).toBe(409);
    expect(notAccepted.json().message).toBe(ORDER_MESSAGES.notAccepted);
    expect(await count("orders")).toBe(before);
  });

  it("makes the order of the accepted quote; a second is 409; it lists and reads with its suborders", async () => {
    const sales = await token("sales@msp.demo");
    const made = await s.api("POST", "/orders", { token: sales, body: { projectId: QUOTE } });
    expect(made.statusCode, made.body).toBe(201);
    const order = made.json();
    orderId = order.id;
    expect(order).toMatchObject({
      status: "draft",
      projectId: QUOTE,
      accountName: "Adatum Corp",
      version: 1,
    });
    expect(order.suborders.length).toBeGreaterThan(0);
    expect(order.suborders.every((x: { shippingIncomplete: boolean }) => x.shippingIncomplete)).toBe(true);
    const again = await s.api("POST", "/orders", { token: sales, body: { projectId: QUOTE } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ORDER_MESSAGES.exists);

    const list = await s.api("GET", "/orders", { token: sales, query: { status: "draft" } });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((o: { id: string }) => o.id)).toContain(orderId);
    const none = await s.api("GET", "/orders", { token: sales, query: { status: "shipped" } });
    expect(none.json().data).toEqual([]);
    const one = await s.api("GET", `/orders/${orderId}`, {
      token: sales,
      query: { getMainAccounts: "true" },
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().mainAccounts.msp).toMatchObject({ id: DEMO_IDS.northwind });
    const ofQuote = await s.api("GET", `/projects/${QUOTE}/orders`, { token: sales });
    expect(ofQuote.json().map((o: { id: string }) => o.id)).toEqual([orderId]);
  });

  it("filters the list by site: the customer's service address the quote's site is", async () => {
    const sales = await token("sales@msp.demo");
    const [site] = await s.sql<{ location_id: string }>(
      "select location_id from project_locations where project_id = $1 and location_id is not null limit 1",
      [QUOTE],
    );
    expect(site?.location_id).toBeTruthy();
    const bySite = await s.api("GET", "/orders", {
      token: sales,
      query: { locationId: site?.location_id ?? "" },
    });
    expect(bySite.statusCode).toBe(200);
    expect(bySite.json().data.map((o: { id: string }) => o.id)).toEqual([orderId]);
    const [other] = await s.sql<{ id: string }>(
      "select id from locations where id not in (select location_id from project_locations where location_id is not null) limit 1",
    );
    const elsewhere = await s.api("GET", "/orders", { token: sales, query: { locationId: other?.id ?? "" } });
    expect(elsewhere.json().data).toEqual([]);
    const bad = await s.api("GET", "/orders", { token: sales, query: { locationId: "nope" } });
    expect(bad.statusCode).toBe(400);
  });

  it("denies by role, by plan and by account kind, and hides the order from another tenant", async () => {
    // The catalogue editor is not on the quote team.
    expect((await s.api("GET", "/orders", { token: await token("editor@msp.demo") })).statusCode).toBe(403);
    // An MSP without hasOrderManagementSystem.
    expect((await s.api("GET", "/orders", { token: await token("new@msp3.demo") })).statusCode).toBe(403);
    // Customers and link partners are not told the routes exist (their view of orders comes later).
    expect((await s.api("GET", "/orders", { token: await token("user@customer.demo") })).statusCode).toBe(
      404,
    );
    const other = await token("admin@msp2.demo");
    expect((await s.api("GET", `/orders/${orderId}`, { token: other })).statusCode).toBe(404);
    expect((await s.api("GET", "/orders", { token: other })).json().data).toEqual([]);
    const put = await s.api("PUT", `/orders/${orderId}`, {
      token: other,
      body: { version: 1, status: "submitted" },
    });
    expect(put.statusCode).toBe(404);
    expect((await s.api("DELETE", `/orders/${orderId}`, { token: other })).statusCode).toBe(404);
  });

  it("moves by the transitions only: a stale version and a move not allowed are 409, a reason is required", async () => {
    const sales = await token("sales@msp.demo");
    const noReason = await s.api("PUT", `/orders/${orderId}`, {
      token: sales,
      body: { version: 1, status: "cancelled" },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields.reason).toBe(ORDER_MOVE_MESSAGES.reasonRequired);
    const declined = await s.api("PUT", `/orders/${orderId}`, {
      token: sales,
      body: { version: 1, status: "declined", reason: "Customer changed their mind" },
    });
    expect(declined.statusCode).toBe(409);
    expect(declined.json().message).toBe(ORDER_MOVE_MESSAGES.notAllowed("draft", "declined"));
    const submitted = await s.api("PUT", `/orders/${orderId}`, {
      token: sales,
      body: { version: 1, status: "submitted" },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: "submitted", version: 2 });
    const stale = await s.api("PUT", `/orders/${orderId}`, {
      token: sales,
      body: { version: 1, status: "cancelled", reason: "x" },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().version).toBe(2);
    // A submitted order is not deleted: it is cancelled.
    const del = await s.api("DELETE", `/orders/${orderId}`, { token: sales });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(ORDER_MOVE_MESSAGES.onlyDraftDeleted);
    const cancelled = await s.api("PUT", `/orders/${orderId}`, {
      token: sales,
      body: { version: 2, status: "cancelled", reason: "Budget frozen" },
    });
    expect(cancelled.json()).toMatchObject({ status: "cancelled", endedReason: "Budget frozen" });
    const events = await s.sql<{ type: string; data: { to?: string } }>(
      "select type, data from order_events where order_id = $1 order by id",
      [orderId],
    );
    expect(events.map((e) => e.data.to ?? e.type)).toEqual(["created", "submitted", "cancelled"]);
  });
});
