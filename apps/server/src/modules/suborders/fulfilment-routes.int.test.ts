import { DEMO_PROJECT_IDS } from "@q2c/db";
import type { TOrder } from "@q2c/domain";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { type DemoEmail, useTestServer } from "../../test/harness.ts";
import {
  eventsOf,
  grantOrdersToContoso,
  makeDemoOrder,
  readOrder,
  suborderOf,
} from "../../test/order-helpers.ts";
import { UNKNOWN_ID } from "../../test/project-helpers.ts";
import { ORDER_LINE_MESSAGES } from "../orders/delete-order-line.ts";
import { ORDER_MOVE_MESSAGES } from "../orders/write-orders.ts";
import { orderEndedMessage } from "./find-suborder.ts";
import { PARTNER_UPDATE_MESSAGES } from "./partner-update.ts";
import { SHIPMENT_MESSAGES } from "./record-shipment.ts";

// Issue #18 §1-§3, the order calls around fulfilment: delete an order product (draft only), a suborder's
// package recorded by hand (order shipment PUT), a distributor partner's update, decline order. Each:
// allowed, denied by role and plan, another tenant (404), bad input (400, nothing written), a stale
// version (409) and a move the transitions do not allow (409), on PGlite and PostgreSQL.

const s = useTestServer({ SUBORDER_READ_SWEEP_SECONDS: "0" });
const token = tokensFor(() => s);
let order: TOrder;

const sales = () => token("sales@msp.demo");
const shipmentsCount = async () =>
  (await s.sql<{ n: number }>("select count(*)::int as n from shipments"))[0]?.n;
const markOrdered = async (suborderId: string, version: number) => {
  const res = await s.api("POST", `/orders/${order.id}/suborders/${suborderId}/mark-ordered`, {
    token: await sales(),
    body: { version },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TOrder;
};

beforeAll(async () => {
  order = await makeDemoOrder(s, token);
  await grantOrdersToContoso(s, token);
});
afterAll(() => {
  vi.restoreAllMocks();
});

describe("order calls around fulfilment", { timeout: 60_000 }, () => {
  it("takes a product off a draft order: its price off the totals, an emptied suborder with it", async () => {
    const lab = suborderOf(order, "Lab");
    const labLine = order.lines.find((l) => l.suborderId === lab.id);
    const service = order.lines.find((l) => l.suborderId === null && l.pricingModel === "one_time");
    if (!labLine || !service) throw new Error("demo order lines missing");
    const path = (lineId: string) => `/orders/${order.id}/products/${lineId}`;
    const del = async (lineId: string, query: Record<string, string>, as: DemoEmail = "sales@msp.demo") =>
      s.api("DELETE", path(lineId), { token: await token(as), query });

    const noVersion = await del(service.id, {});
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().fields).toHaveProperty("version");
    expect((await del(UNKNOWN_ID, { version: "1" })).statusCode).toBe(404);
    expect(
      (
        await s.api("DELETE", path(service.id), {
          token: await token("editor@msp.demo"),
          query: { version: "1" },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await s.api("DELETE", path(service.id), {
          token: await token("new@msp3.demo"),
          query: { version: "1" },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await s.api("DELETE", path(service.id), {
          token: await token("admin@msp2.demo"),
          query: { version: "1" },
        })
      ).statusCode,
    ).toBe(404);
    const stale = await del(service.id, { version: "9" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().version).toBe(1);
    expect((await readOrder(s, token, order.id)).lines).toHaveLength(order.lines.length);

    const gone = await del(service.id, { version: "1" });
    expect(gone.statusCode, gone.body).toBe(200);
    const after: TOrder = gone.json();
    const extended = Number(service.price) * Number(service.quantity);
    expect(Number(after.oneTimeTotal)).toBeCloseTo(Number(order.oneTimeTotal) - extended, 2);
    expect(after).toMatchObject({ version: 2, monthlyTotal: order.monthlyTotal });
    expect(after.lines.map((l) => l.id)).not.toContain(service.id);

    const labGone = await del(labLine.id, { version: "2" });
    expect(labGone.statusCode).toBe(200);
    expect(labGone.json().suborders.map((x: { id: string }) => x.id)).not.toContain(lab.id);
    const events = await eventsOf(s, order.id);
    expect(events.filter((e) => e.type === "product_deleted").map((e) => e.data.orderLineId)).toEqual([
      service.id,
      labLine.id,
    ]);
    order = labGone.json();
  });

  it("records a package by hand: lines checked against the suborder and what is left, the statuses following", async () => {
    const warehouse = suborderOf(order, "Warehouse");
    const line = order.lines.find((l) => l.suborderId === warehouse.id);
    const mainLine = order.lines.find((l) => l.suborderId === suborderOf(order, "Main building").id);
    if (!line || !mainLine) throw new Error("demo order lines missing");
    const put = async (body: Record<string, unknown>, as: DemoEmail = "sales@msp.demo") =>
      s.api("PUT", `/orders/${order.id}/shipments`, { token: await token(as), body });
    const pkg = (over: Record<string, unknown> = {}) => ({
      suborderId: warehouse.id,
      version: 1,
      carrier: "UPS",
      trackingNumber: "1ZHAND0000000001",
      shippedDate: "2026-03-03",
      lines: [{ orderLineId: line.id, quantity: 1, serialNumbers: ["Q3AA-1111-0001"] }],
      ...over,
    });
    // Not ordered yet.
    const draft = await put(pkg());
    expect(draft.statusCode).toBe(409);
    expect(draft.json().message).toBe(SHIPMENT_MESSAGES.notOrdered);
    order = await markOrdered(warehouse.id, 1);
    const before = await shipmentsCount();

    const missing = await put(pkg({ version: 2, carrier: "" }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.carrier).toBe("Carrier is required");
    const foreign = await put(pkg({ version: 2, lines: [{ orderLineId: mainLine.id, quantity: 1 }] }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields["lines.0.orderLineId"]).toBe(SHIPMENT_MESSAGES.notALine);
    const tooMany = await put(pkg({ version: 2, lines: [{ orderLineId: line.id, quantity: 3 }] }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields["lines.0.quantity"]).toBe(SHIPMENT_MESSAGES.tooMany(2));
    const badDate = await put(pkg({ version: 2, shippedDate: "yesterday" }));
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fields).toHaveProperty("shippedDate");
    const early = await put(pkg({ version: 2, deliveredDate: "2026-03-01" }));
    expect(early.statusCode).toBe(400);
    expect(early.json().fields.deliveredDate).toBe(SHIPMENT_MESSAGES.deliveredBeforeShipped);
    expect((await put(pkg({ version: 2 }), "editor@msp.demo")).statusCode).toBe(403);
    expect((await put(pkg({ version: 2 }), "new@msp3.demo")).statusCode).toBe(403);
    expect((await put(pkg({ version: 2 }), "admin@msp2.demo")).statusCode).toBe(404);
    const stale = await put(pkg({ version: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().version).toBe(2);
    expect(await shipmentsCount()).toBe(before);
    expect(suborderOf(await readOrder(s, token, order.id), "Warehouse")).toMatchObject({
      status: "submitted",
      version: 2,
    });

    const first = await put(pkg({ version: 2 }));
    expect(first.statusCode, first.body).toBe(200);
    let now: TOrder = first.json();
    expect(suborderOf(now, "Warehouse")).toMatchObject({
      status: "partially_shipped",
      shippingIncomplete: true,
      version: 3,
    });
    expect(now.status).toBe("partially_shipped");
    expect(now.lines.find((l) => l.id === line.id)).toMatchObject({
      serialNumbers: ["Q3AA-1111-0001"],
      shippedAt: null,
    });
    const left = await put(
      pkg({ version: 3, trackingNumber: "1ZHAND0000000002", lines: [{ orderLineId: line.id, quantity: 2 }] }),
    );
    expect(left.statusCode).toBe(400);
    expect(left.json().fields["lines.0.quantity"]).toBe(SHIPMENT_MESSAGES.tooMany(1));

    const second = await put(
      pkg({
        version: 3,
        trackingNumber: "1ZHAND0000000002",
        deliveredDate: "2026-03-05T10:00:00Z",
        lines: [{ orderLineId: line.id, quantity: 1, serialNumbers: ["Q3AA-1111-0002"] }],
      }),
    );
    now = second.json();
    expect(suborderOf(now, "Warehouse")).toMatchObject({ status: "shipped", shippingIncomplete: false });
    // The first package again, now delivered: the same tracking number replaces it.
    const delivered = await put(pkg({ version: 4, deliveredDate: "2026-03-04" }));
    expect(delivered.statusCode, delivered.body).toBe(200);
    now = delivered.json();
    expect(suborderOf(now, "Warehouse").status).toBe("delivered");
    expect(
      now.shipments
        .filter((p) => p.suborderId === warehouse.id)
        .map((p) => [p.trackingNumber, p.status, p.source]),
    ).toEqual([
      ["1ZHAND0000000001", "delivered", "manual"],
      ["1ZHAND0000000002", "delivered", "manual"],
    ]);
    expect(now.lines.find((l) => l.id === line.id)).toMatchObject({
      status: "delivered",
      shippedQuantity: "2.000000",
      serialNumbers: ["Q3AA-1111-0001", "Q3AA-1111-0002"],
      deliveredAt: "2026-03-05T10:00:00.000Z",
    });
    const types = (await eventsOf(s, order.id, warehouse.id)).map((e) => e.type);
    expect(types.filter((t) => t.startsWith("shipment_"))).toEqual([
      "shipment_recorded",
      "shipment_recorded",
      "shipment_delivered",
      "shipment_updated",
      "shipment_delivered",
    ]);
    order = now;
  });

  it("records a distributor partner's update: a note, and accepted or declined only from submitted", async () => {
    const main = suborderOf(order, "Main building");
    const post = async (body: Record<string, unknown>, as: DemoEmail = "sales@msp.demo") =>
      s.api("POST", `/orders/${order.id}/partner-update`, { token: await token(as), body });
    const noNote = await post({ suborderId: main.id, version: 1, note: " " });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().fields.note).toBe("Note is required");
    const badStatus = await post({ suborderId: main.id, version: 1, note: "x", status: "shipped" });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().fields).toHaveProperty("status");
    expect((await post({ suborderId: UNKNOWN_ID, version: 1, note: "x" })).statusCode).toBe(404);
    expect((await post({ suborderId: main.id, version: 1, note: "x" }, "editor@msp.demo")).statusCode).toBe(
      403,
    );
    expect((await post({ suborderId: main.id, version: 1, note: "x" }, "admin@msp2.demo")).statusCode).toBe(
      404,
    );
    expect((await post({ suborderId: main.id, version: 4, note: "x" })).json().version).toBe(1);
    const early = await post({
      suborderId: main.id,
      version: 1,
      note: "Stock confirmed",
      status: "accepted",
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(PARTNER_UPDATE_MESSAGES.notAllowed("draft", "accepted"));
    expect((await eventsOf(s, order.id, main.id)).filter((e) => e.type === "partner_update")).toEqual([]);

    const noted = await post({ suborderId: main.id, version: 1, note: "Quote from the branch by phone" });
    expect(noted.statusCode, noted.body).toBe(200);
    await markOrdered(main.id, 2);
    const accepted = await post({
      suborderId: main.id,
      version: 3,
      note: "Stock confirmed",
      status: "accepted",
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(suborderOf(accepted.json(), "Main building")).toMatchObject({ status: "accepted", version: 4 });
    const declined = await post({
      suborderId: main.id,
      version: 4,
      note: "Changed their mind",
      status: "declined",
    });
    expect(declined.statusCode).toBe(409);
    expect(declined.json().message).toBe(PARTNER_UPDATE_MESSAGES.notAllowed("accepted", "declined"));
    expect(
      (await eventsOf(s, order.id, main.id)).filter((e) => e.type === "partner_update").map((e) => e.data),
    ).toEqual([{ note: "Quote from the branch by phone" }, { note: "Stock confirmed", status: "accepted" }]);
    // Products come off a draft order only.
    const line = order.lines.find((l) => l.suborderId === main.id);
    const off = await s.api("DELETE", `/orders/${order.id}/products/${line?.id}`, {
      token: await sales(),
      query: { version: String((await readOrder(s, token, order.id)).version) },
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(ORDER_LINE_MESSAGES.onlyDraft);
  });

  it("declines an order only from submitted or accepted, with a reason; a declined order takes no more work", async () => {
    const current = await readOrder(s, token, order.id);
    const decline = async (id: string, body: Record<string, unknown>, as: DemoEmail = "sales@msp.demo") =>
      s.api("POST", `/orders/${id}/decline`, { token: await token(as), body });
    const shipped = await decline(order.id, { version: current.version, reason: "Customer withdrew" });
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().message).toBe(ORDER_MOVE_MESSAGES.notAllowed("partially shipped", "declined"));

    // Another accepted quote's order, submitted.
    await s.sql("update projects set stage = 'acceptance', accepted_at = now() where id = $1", [
      DEMO_PROJECT_IDS.litwareNetwork,
    ]);
    const made = await s.api("POST", "/orders", {
      token: await sales(),
      body: { projectId: DEMO_PROJECT_IDS.litwareNetwork },
    });
    expect(made.statusCode, made.body).toBe(201);
    const other: TOrder = made.json();
    const submitted = await s.api("PUT", `/orders/${other.id}`, {
      token: await sales(),
      body: { version: 1, status: "submitted" },
    });
    expect(submitted.statusCode).toBe(200);
    const noReason = await decline(other.id, { version: 2 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields.reason).toBe("Reason is required");
    expect((await decline(other.id, { version: 1, reason: "x" })).json()).toMatchObject({ version: 2 });
    expect((await decline(other.id, { version: 2, reason: "x" }, "editor@msp.demo")).statusCode).toBe(403);
    expect((await decline(other.id, { version: 2, reason: "x" }, "admin@msp2.demo")).statusCode).toBe(404);
    expect((await readOrder(s, token, other.id)).status).toBe("submitted");
    const done = await decline(other.id, { version: 2, reason: "Customer withdrew" });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: "declined", endedReason: "Customer withdrew", version: 3 });
    const sub = other.suborders[0];
    if (!sub) throw new Error("the Litware order has no suborder");
    const after = await s.api("POST", `/orders/${other.id}/suborders/${sub.id}/mark-ordered`, {
      token: await sales(),
      body: { version: sub.version },
    });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(orderEndedMessage("declined"));
  });
});
