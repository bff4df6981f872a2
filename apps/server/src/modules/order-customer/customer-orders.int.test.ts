import { DEMO_IDS } from "@q2c/db";
import type { TCustomerOrder, TCustomerOrderListItem, TCustomerTracking, TOrder } from "@q2c/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { readOrder } from "../../test/order-helpers.ts";
import { contosoCustomer, hiddenKeys, orderedDemoOrder, shipPackage } from "./customer-order-test-helpers.ts";

// Issue #18 §3, the customer's view of its orders (docs/orders.md "The customer's view", "Customer tracking"):
// Adatum's user reads its order per site and building, what shipped with tracking, never a cost; the routes
// refuse the MSP's users (404: not their kind of account), refuse a customer whose MSP lacks the plan (403),
// and answer 404 for another customer's or another tenant's order (PGlite and PostgreSQL).

const s = useTestServer({ SUBORDER_READ_SWEEP_SECONDS: "0" });
const token = tokensFor(() => s);
let order: TOrder;

beforeAll(async () => {
  order = await orderedDemoOrder(s, token);
  // Main building: lines 1 and 2 leave in one package; 3 and 4 are still to ship.
  order = await shipPackage(s, token, order.id, "Main building", "1Z-MAIN-1", (n) => n <= 2);
});
afterAll(async () => {
  await s.sql("delete from accounts where account_name = 'Contoso Client'").catch(() => undefined);
});

const customerGet = async (path: string) => s.api("GET", path, { token: await token("user@customer.demo") });

describe("the customer's orders", () => {
  it("lists Adatum's order for its user, newest first, with buildings shipped and installed, and no cost", async () => {
    const res = await customerGet("/customer-orders");
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { data: TCustomerOrderListItem[]; hasMore: boolean };
    expect(page.hasMore).toBe(false);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({
      id: order.id,
      orderNumber: order.orderNumber,
      dealName: order.dealName,
      providerName: "Northwind IT",
      status: "partially_shipped",
      buildings: 3,
      buildingsShipped: 0,
      buildingsInstalled: 0,
    });
    expect(hiddenKeys(res.json())).toEqual([]);
    const filtered = await customerGet("/customer-orders?status=completed");
    expect((filtered.json() as { data: unknown[] }).data).toEqual([]);
  });

  it("shows the order per site and building: lines, the package with tracking and serials, progress", async () => {
    const res = await customerGet(`/customer-orders/${order.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as TCustomerOrder;
    expect(hiddenKeys(view)).toEqual([]);
    expect(res.body).not.toMatch(/"cost"|margin|"version"/);
    const buildings = view.sites.flatMap((site) =>
      site.buildings.map((b) => ({ site: site.siteName, ...b })),
    );
    expect(buildings.map((b) => b.buildingName).sort()).toEqual(["Lab", "Main building", "Warehouse"]);
    const main = buildings.find((b) => b.buildingName === "Main building");
    expect(main).toMatchObject({
      progress: "partially_shipped",
      shippingIncomplete: true,
      installedAt: null,
    });
    expect(main?.shipments).toHaveLength(1);
    expect(main?.shipments[0]).toMatchObject({
      carrier: "UPS",
      trackingNumber: "1Z-MAIN-1",
      status: "in_transit",
      shippedAt: "2026-03-03T10:00:00.000Z",
    });
    expect(main?.shipments[0]?.lines.map((l) => l.serialNumbers[0])).toEqual(["SN-1-1", "SN-2-1"]);
    const equipment = main?.lines.filter((l) => l.kind === "equipment") ?? [];
    expect(equipment.filter((l) => l.shippedAt !== null)).toHaveLength(2);
    // The quote's price as signed is the customer's; the cost is not.
    const msp = order.lines.find((l) => l.id === equipment[0]?.id);
    expect(equipment[0]?.price).toBe(msp?.price);
    expect(buildings.find((b) => b.buildingName === "Lab")?.progress).toBe("ordered");
  });

  it("tracks a package of its order by tracking number: carrier, status, site and lines", async () => {
    const res = await customerGet(`/orders/${order.id}/track-customer/1Z-MAIN-1`);
    expect(res.statusCode, res.body).toBe(200);
    const tracked = res.json() as TCustomerTracking;
    expect(tracked).toMatchObject({
      orderId: order.id,
      orderNumber: order.orderNumber,
      dealName: order.dealName,
      carrier: "UPS",
      trackingNumber: "1Z-MAIN-1",
      status: "in_transit",
      buildingName: "Main building",
    });
    expect(tracked.lines.map((l) => l.quantity).length).toBe(2);
    expect(hiddenKeys(tracked)).toEqual([]);
    // The MSP's suborder tracking route answers the same package (one shared reading).
    const sub = order.suborders.find((x) => x.buildingName === "Main building");
    const msp = await s.api("GET", `/orders/${order.id}/suborder/${sub?.id}/track/1Z-MAIN-1`, {
      token: await token("sales@msp.demo"),
    });
    expect(msp.statusCode).toBe(200);
    expect(msp.json()).toMatchObject({
      carrier: tracked.carrier,
      siteName: tracked.siteName,
      status: "in_transit",
    });
    expect((await customerGet(`/orders/${order.id}/track-customer/NO-SUCH`)).statusCode).toBe(404);
  });
});

describe("who reads the customer's routes", () => {
  it("is not told they exist as the MSP (404), and the customer is not told the MSP's order routes exist", async () => {
    const sales = await token("sales@msp.demo");
    for (const path of [
      "/customer-orders",
      `/customer-orders/${order.id}`,
      `/orders/${order.id}/track-customer/1Z-MAIN-1`,
    ]) {
      expect((await s.api("GET", path, { token: sales })).statusCode, path).toBe(404);
    }
    expect((await customerGet(`/orders/${order.id}`)).statusCode).toBe(404);
    expect((await customerGet("/orders")).statusCode).toBe(404);
    expect((await s.api("GET", "/customer-orders")).statusCode).toBe(401);
  });

  it("answers 404 for another customer's order of the same MSP, and leaves it out of the list", async () => {
    await s.sql("update orders set account_id = $1 where id = $2", [DEMO_IDS.litware, order.id]);
    try {
      expect((await customerGet(`/customer-orders/${order.id}`)).statusCode).toBe(404);
      expect((await customerGet(`/orders/${order.id}/track-customer/1Z-MAIN-1`)).statusCode).toBe(404);
      expect(((await customerGet("/customer-orders")).json() as { data: unknown[] }).data).toEqual([]);
    } finally {
      await s.sql("update orders set account_id = $1 where id = $2", [DEMO_IDS.adatum, order.id]);
    }
  });

  it("answers 404 to another tenant's customer, plan and all", async () => {
    const other = await contosoCustomer(s);
    for (const path of [`/customer-orders/${order.id}`, `/orders/${order.id}/track-customer/1Z-MAIN-1`]) {
      expect((await s.api("GET", path, { token: other })).statusCode, path).toBe(404);
    }
    const list = await s.api("GET", "/customer-orders", { token: other });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([]);
  });

  it("refuses the customer (403) while its MSP's plan lacks order management, and lets it in again after", async () => {
    const owner = await token("owner@platform.demo");
    const setPlan = (on: boolean) =>
      s.api("PUT", `/accounts/${DEMO_IDS.northwind}/entitlements`, {
        token: owner,
        body: { entitlements: { hasOrderManagementSystem: on } },
      });
    expect((await setPlan(false)).statusCode).toBe(200);
    try {
      expect((await customerGet("/customer-orders")).statusCode).toBe(403);
      const me = await customerGet("/user-accounts");
      expect(me.statusCode).toBeLessThan(500);
    } finally {
      expect((await setPlan(true)).statusCode).toBe(200);
    }
    expect((await customerGet("/customer-orders")).statusCode).toBe(200);
  });

  it("rejects a bad id or tracking number with 400 naming the field", async () => {
    const bad = await customerGet("/customer-orders/not-a-uuid");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("id");
    const long = await customerGet(`/orders/${order.id}/track-customer/%20%20`);
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toHaveProperty("trackingNumber");
    // Longer than a parameter may be: refused before routing.
    const tooLong = await customerGet(`/orders/${order.id}/track-customer/${"x".repeat(120)}`);
    expect(tooLong.statusCode).toBeGreaterThanOrEqual(400);
    expect(tooLong.statusCode).toBeLessThan(500);
    const page = await customerGet("/customer-orders?limit=0");
    expect(page.statusCode).toBe(400);
  });
});

describe("the customer's user info carries its MSP's plan", () => {
  it("says hasOrderManagementSystem for Adatum's user, as Northwind has it", async () => {
    const { userId } = await s.login("user@customer.demo");
    const res = await customerGet(`/users/${userId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entitlements).toMatchObject({ hasOrderManagementSystem: true });
    expect((await readOrder(s, token, order.id)).id).toBe(order.id);
  });
});
