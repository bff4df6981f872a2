import { AppError, type TOrder, type TShipmentTracking } from "@q2c/domain";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DistributorProvider } from "../../integrations/distributor/distributor-provider.ts";
import { readDueSuborders } from "../../jobs/read-suborders.ts";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import {
  eventsOf,
  fakeClock,
  grantOrdersToContoso,
  makeDemoOrder,
  readOrder,
  suborderOf,
} from "../../test/order-helpers.ts";
import { READ_MESSAGES } from "./read-suborder.ts";

// Issue #18 §2, §3: sent suborders read back from the demo distributor by the read-suborders job while the
// server's clock moves a day at a time: accepted, partially shipped (shipping incomplete), shipped,
// delivered, with packages, serial numbers and events; a distributor failure and an answer that cannot be
// applied leave everything as it was but for lastError and the backoff; the suborder tracking route
// (PGlite and PostgreSQL).

const s = useTestServer({ SUBORDER_READ_SWEEP_SECONDS: "0", JOB_POLL_SECONDS: "0.5" });
const token = tokensFor(() => s);
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const T0 = new Date("2026-03-02T09:00:00.000Z");
let order: TOrder;
let clock: ReturnType<typeof fakeClock>;
let demo: DistributorProvider;

const read = () => readDueSuborders(s.deps);
const mainOf = (o: TOrder) => suborderOf(o, "Main building");
const linesOf = (o: TOrder, suborderId: string) => o.lines.filter((l) => l.suborderId === suborderId);

beforeAll(async () => {
  order = await makeDemoOrder(s, token);
  // No work on site has begun: delivered equipment leaves the order delivered, not provisioning.
  await s.sql(
    "update provisioning_tasks set completion = null where load_id in (select id from provisioning_loads where order_id = $1)",
    [order.id],
  );
  await grantOrdersToContoso(s, token);
  const found = s.deps.distributors.get("demo");
  if (!found) throw new Error("no demo distributor");
  demo = found;
  clock = fakeClock(s, T0);
});
afterAll(() => {
  vi.restoreAllMocks();
});

describe("reading sent suborders from the demo distributor", { timeout: 90_000 }, () => {
  it("sends every suborder, reads each at once through the job queue, and reads again 15 minutes on", async () => {
    const sales = await token("sales@msp.demo");
    for (const sub of order.suborders) {
      const res = await s.api("POST", `/orders/${order.id}/suborders/${sub.id}/send`, {
        token: sales,
        headers: { "idempotency-key": `read-test-${sub.id}` },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await expect
      .poll(async () => (await readOrder(s, token, order.id)).suborders.every((x) => x.lastReadAt !== null), {
        timeout: 20_000,
      })
      .toBe(true);
    const now = await readOrder(s, token, order.id);
    expect(now.status).toBe("accepted");
    for (const sub of now.suborders) {
      expect(sub).toMatchObject({ status: "accepted", lastReadAt: T0.toISOString(), readFailures: 0 });
      expect(sub.nextReadAt).toBe(new Date(T0.getTime() + 15 * MIN).toISOString());
    }
    clock.advance(14 * MIN);
    expect(await read()).toEqual({ read: 0, failed: 0, skipped: 0 });
  });

  it("leaves every suborder as it was when the distributor fails, with the error and the backoff", async () => {
    clock.advance(DAY);
    const before = await readOrder(s, token, order.id);
    const getOrder = vi.spyOn(demo, "getOrder").mockRejectedValue(new AppError("distributor_unavailable"));
    expect(await read()).toEqual({ read: 0, failed: 3, skipped: 0 });
    getOrder.mockRestore();
    const after = await readOrder(s, token, order.id);
    expect(after.shipments).toEqual([]);
    expect(after.lines).toEqual(before.lines);
    expect(after.version).toBe(before.version);
    for (const sub of after.suborders) {
      expect(sub).toMatchObject({
        status: "accepted",
        version: before.suborders.find((x) => x.id === sub.id)?.version,
        readFailures: 1,
        lastError: "The distributor could not be reached. Try again in a few minutes.",
      });
      expect(sub.nextReadAt).toBe(new Date(clock.now().getTime() + 30 * MIN).toISOString());
    }
    // Not due again until the backoff has passed.
    expect(await read()).toEqual({ read: 0, failed: 0, skipped: 0 });
  });

  it("writes nothing of an answer that cannot be applied (never half written)", async () => {
    clock.advance(30 * MIN);
    const main = mainOf(order);
    const real = demo.getOrder.bind(demo);
    // Two packages; the second cannot be stored (a NUL in its carrier), after the first was written.
    const getOrder = vi.spyOn(demo, "getOrder").mockImplementation(async (n) => {
      const answer = await real(n);
      if (answer.customerOrderNumber !== main.id) return answer;
      const [a, b] = answer.lines;
      const [pa] = a?.shipments ?? [];
      const [pb] = b?.shipments ?? [];
      if (a && b && pa && pb) {
        a.shipments = [{ ...pa, trackingNumber: "PKG-A" }];
        b.shipments = [{ ...pb, trackingNumber: "PKG-B", carrier: "Bad\u0000Carrier" }];
      }
      return answer;
    });
    const before = await readOrder(s, token, order.id);
    expect(await read()).toEqual({ read: 2, failed: 1, skipped: 0 });
    getOrder.mockRestore();
    const after = await readOrder(s, token, order.id);
    expect(after.shipments.filter((p) => p.suborderId === main.id)).toEqual([]);
    expect(linesOf(after, main.id)).toEqual(linesOf(before, main.id));
    expect(mainOf(after)).toMatchObject({
      status: "accepted",
      readFailures: 2,
      lastError: READ_MESSAGES.unexpected,
    });
    expect((await eventsOf(s, order.id, main.id)).filter((e) => e.type === "shipment_recorded")).toEqual([]);
  });

  it("after a day: the first half of Main building shipped (shipping incomplete), the one-line suborders shipped", async () => {
    // Main building's two failures in a row put its next read an hour on; the others are due as well.
    clock.advance(60 * MIN);
    expect((await read()).read).toBe(3);
    const now = await readOrder(s, token, order.id);
    const main = mainOf(now);
    expect(main).toMatchObject({
      status: "partially_shipped",
      shippingIncomplete: true,
      readFailures: 0,
      lastError: "",
    });
    expect(suborderOf(now, "Warehouse")).toMatchObject({ status: "shipped", shippingIncomplete: false });
    expect(suborderOf(now, "Lab")).toMatchObject({ status: "shipped", shippingIncomplete: false });
    expect(now.status).toBe("partially_shipped");
    const lines = linesOf(now, main.id);
    expect(
      lines.map((l) => [l.lineNumber, l.status, Number(l.shippedQuantity) > 0, l.shippedAt !== null]),
    ).toEqual([
      [1, "shipped", true, true],
      [2, "shipped", true, true],
      [3, "placed", false, false],
      [4, "placed", false, false],
    ]);
    // Access points and the switch are serialised: one serial number per unit.
    expect(lines[0]?.serialNumbers).toHaveLength(Number(lines[0]?.quantity));
    const mainPackages = now.shipments.filter((p) => p.suborderId === main.id);
    expect(mainPackages).toHaveLength(1);
    expect(mainPackages[0]).toMatchObject({ status: "in_transit", source: "distributor", deliveredAt: null });
    expect(mainPackages[0]?.lines.map((l) => l.lineNumber)).toEqual([1, 2]);
    expect(["UPS", "FedEx"]).toContain(mainPackages[0]?.carrier);
    const recorded = (await eventsOf(s, order.id)).filter((e) => e.type === "shipment_recorded");
    expect(recorded).toHaveLength(3);
  });

  it("answers a package's tracking to the quote team only, with its lines and no cost", async () => {
    const now = await readOrder(s, token, order.id);
    const main = mainOf(now);
    const pkg = now.shipments.find((p) => p.suborderId === main.id);
    if (!pkg) throw new Error("no package");
    const path = `/orders/${order.id}/suborder/${main.id}/track/${pkg.trackingNumber}`;
    const res = await s.api("GET", path, { token: await token("engineer@msp.demo") });
    expect(res.statusCode, res.body).toBe(200);
    const tracking: TShipmentTracking = res.json();
    expect(tracking).toMatchObject({
      orderId: order.id,
      orderNumber: order.orderNumber,
      carrier: pkg.carrier,
      trackingNumber: pkg.trackingNumber,
      status: "in_transit",
      buildingName: "Main building",
      siteName: "Adatum HQ",
    });
    expect(tracking.lines.map((l) => [l.lineNumber, l.serialNumbers.length > 0])).toEqual([
      [1, true],
      [2, true],
    ]);
    expect(JSON.stringify(tracking)).not.toMatch(/cost/i);
    expect((await s.api("GET", path, { token: await token("admin@msp2.demo") })).statusCode).toBe(404);
    expect((await s.api("GET", path, { token: await token("editor@msp.demo") })).statusCode).toBe(403);
    expect((await s.api("GET", path, { token: await token("new@msp3.demo") })).statusCode).toBe(403);
    const unknown = `/orders/${order.id}/suborder/${main.id}/track/1Z0000000000000000`;
    expect((await s.api("GET", unknown, { token: await token("sales@msp.demo") })).statusCode).toBe(404);
    const otherSuborder = `/orders/${order.id}/suborder/${suborderOf(now, "Lab").id}/track/${pkg.trackingNumber}`;
    expect((await s.api("GET", otherSuborder, { token: await token("sales@msp.demo") })).statusCode).toBe(
      404,
    );
  });

  it("after two days: everything shipped; after three: delivered, and nothing is read any more", async () => {
    clock.advance(DAY);
    expect((await read()).read).toBe(3);
    let now = await readOrder(s, token, order.id);
    expect(mainOf(now)).toMatchObject({ status: "shipped", shippingIncomplete: false });
    expect(suborderOf(now, "Warehouse").status).toBe("delivered");
    expect(now.status).toBe("shipped");
    const main = mainOf(now);
    expect(now.shipments.filter((p) => p.suborderId === main.id).map((p) => p.status)).toEqual([
      "delivered",
      "in_transit",
    ]);

    clock.advance(DAY);
    expect((await read()).read).toBe(1);
    now = await readOrder(s, token, order.id);
    expect(now.status).toBe("delivered");
    for (const sub of now.suborders) expect(sub).toMatchObject({ status: "delivered", nextReadAt: null });
    expect(
      now.lines.filter((l) => l.suborderId).every((l) => l.status === "delivered" && l.deliveredAt),
    ).toBe(true);
    const orderSteps = (await eventsOf(s, order.id))
      .filter((e) => e.type === "status_changed")
      .map((e) => e.data.to);
    expect(orderSteps).toEqual(["submitted", "accepted", "partially_shipped", "shipped", "delivered"]);
    const mainSteps = (await eventsOf(s, order.id, main.id))
      .filter((e) => e.type === "suborder_status_changed")
      .map((e) => e.data.to);
    expect(mainSteps).toEqual(["submitted", "accepted", "partially_shipped", "shipped", "delivered"]);

    clock.advance(DAY);
    expect(await read()).toEqual({ read: 0, failed: 0, skipped: 0 });
  });
});
