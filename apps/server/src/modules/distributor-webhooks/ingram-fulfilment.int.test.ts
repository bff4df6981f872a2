import type { AddressInfo } from "node:net";
import type { TOrder } from "@q2c/domain";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  FAKE_INGRAM_CREDENTIALS,
  type FakeIngram,
  startFakeIngram,
} from "../../integrations/distributor/fake-ingram-server.ts";
import { readDueSuborders } from "../../jobs/read-suborders.ts";
import { tokensFor } from "../../test/demo-helpers.ts";
import { createTestServer, type TestServer } from "../../test/harness.ts";
import { eventsOf, fakeClock, makeDemoOrder, readOrder, suborderOf } from "../../test/order-helpers.ts";

// Issue #18 §2, §5 against the local fake Ingram Micro server: a suborder sent to Ingram (a rejected line
// shown, a backordered one, the rest placed), a signed shipment webhook delivered over HTTP that updates
// tracking from a re-read of the order, a bad or missing signature answered 401 with nothing changed, a
// replayed event id with no second effect, and a 5xx on the re-read leaving the suborder as it was with
// lastError, caught up by the read job later (PGlite and PostgreSQL).

let fake: FakeIngram;
let s: TestServer;
const token = tokensFor(() => s);
let order: TOrder;
let clock: ReturnType<typeof fakeClock>;
const MIN = 60_000;
const NUMBER = "20-RD101";

const details = () =>
  fake.calls.filter((c) => c.method === "GET" && c.path.startsWith("/resellers/v6.1/orders/")).length;
const ship = async (body: Record<string, unknown>) => {
  const res = await fetch(`${fake.url}/__fake/orders/${NUMBER}/ship`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { eventId: string; webhookStatus: number | null };
};
const counts = async () =>
  (
    await s.sql<{ shipments: number; events: number; received: number; version: number }>(
      `select (select count(*)::int from shipments) as shipments, (select count(*)::int from order_events) as events,
              (select count(*)::int from distributor_events) as received,
              (select version from suborders where distributor_order_number = $1) as version`,
      [NUMBER],
    )
  )[0];

beforeAll(async () => {
  fake = await startFakeIngram();
  s = await createTestServer({
    DISTRIBUTOR_PROVIDER: "ingram",
    INGRAM_API_URL: fake.url,
    INGRAM_CLIENT_ID: FAKE_INGRAM_CREDENTIALS.clientId,
    INGRAM_CLIENT_SECRET: FAKE_INGRAM_CREDENTIALS.clientSecret,
    INGRAM_CUSTOMER_NUMBER: FAKE_INGRAM_CREDENTIALS.customerNumber,
    INGRAM_WEBHOOK_SECRET: FAKE_INGRAM_CREDENTIALS.webhookSecret,
    SUBORDER_READ_SWEEP_SECONDS: "0",
    JOB_POLL_SECONDS: "0.5",
  });
  await s.app.listen({ port: 0, host: "127.0.0.1" });
  fake.webhookUrl = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}/api/v1/distributor-webhooks/ingram`;
  order = await makeDemoOrder(s, token);
  // Main building's four lines as Ingram part numbers: in stock, backordered, unknown, in stock.
  const main = suborderOf(order, "Main building");
  for (const [n, part] of [
    [1, "W6E373"],
    [2, "3YF985"],
    [3, "UNKNOWN1"],
    [4, "W6E373"],
  ] as const) {
    await s.sql(
      "update order_lines set distributor_part_number = $3 where suborder_id = $1 and line_number = $2",
      [main.id, n, part],
    );
  }
  clock = fakeClock(s, new Date());
});
afterAll(async () => {
  vi.restoreAllMocks();
  await s?.close();
  await fake?.close();
});

describe("a suborder at Ingram Micro, kept current by its webhooks", { timeout: 60_000 }, () => {
  it("is sent to Ingram: a rejected line is shown with Ingram's reason, a backordered one too, the rest placed", async () => {
    const main = suborderOf(order, "Main building");
    const res = await s.api("POST", `/orders/${order.id}/suborders/${main.id}/send`, {
      token: await token("sales@msp.demo"),
      headers: { "idempotency-key": "ingram-send-1" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sent: TOrder = res.json();
    expect(suborderOf(sent, "Main building")).toMatchObject({
      status: "accepted",
      providerId: "ingram",
      distributorOrderNumber: NUMBER,
    });
    expect(
      sent.lines.filter((l) => l.suborderId === main.id).map((l) => [l.lineNumber, l.status, l.rejectReason]),
    ).toEqual([
      [1, "placed", ""],
      [2, "backordered", ""],
      [3, "rejected", "SKU-NOTFOUND    UNKNOWN1 (EN)"],
      [4, "placed", ""],
    ]);
    const created = fake.calls.find((c) => c.method === "POST" && c.path === "/resellers/v6/orders");
    expect(created?.body).toMatchObject({ customerOrderNumber: main.id });
    expect(fake.orders.size).toBe(1);
    // The read queued by the send.
    await expect
      .poll(async () => suborderOf(await readOrder(s, token, order.id), "Main building").lastReadAt)
      .not.toBeNull();
  });

  it("takes a signed shipment webhook: the order is read again from Ingram and its tracking recorded", async () => {
    const before = details();
    const shipped = await ship({
      lines: ["1"],
      carrier: "UPS",
      trackingNumber: "1ZWEBHOOK00000001",
      serialNumbers: { "1": ["Q2MR-0001", "Q2MR-0002", "Q2MR-0003", "Q2MR-0004"] },
    });
    expect(shipped.webhookStatus).toBe(200);
    expect(details()).toBe(before + 1);
    const now = await readOrder(s, token, order.id);
    const main = suborderOf(now, "Main building");
    expect(main).toMatchObject({ status: "partially_shipped", shippingIncomplete: true });
    expect(
      now.shipments.map((p) => [p.trackingNumber, p.carrier, p.status, p.lines.map((l) => l.lineNumber)]),
    ).toEqual([["1ZWEBHOOK00000001", "UPS", "in_transit", [1]]]);
    expect(now.lines.find((l) => l.suborderId === main.id && l.lineNumber === 1)).toMatchObject({
      status: "shipped",
      serialNumbers: ["Q2MR-0001", "Q2MR-0002", "Q2MR-0003", "Q2MR-0004"],
    });
    const track = await s.api("GET", `/orders/${order.id}/suborder/${main.id}/track/1ZWEBHOOK00000001`, {
      token: await token("sales@msp.demo"),
    });
    expect(track.json()).toMatchObject({ carrier: "UPS", status: "in_transit" });
    expect((await eventsOf(s, order.id, main.id)).filter((e) => e.type === "shipment_recorded")).toHaveLength(
      1,
    );

    // Ingram delivering the same event again: answered, and nothing is read or written a second time.
    const stateBefore = await counts();
    const replay = await fetch(`${fake.url}/__fake/webhooks/${shipped.eventId}/replay`, { method: "POST" });
    expect(((await replay.json()) as { webhookStatus: number }).webhookStatus).toBe(200);
    expect(details()).toBe(before + 1);
    expect(await counts()).toEqual(stateBefore);
  });

  it("refuses a bad or missing signature with 401 and changes nothing", async () => {
    const stateBefore = await counts();
    const before = details();
    const bad = await ship({ lines: ["4"], trackingNumber: "1ZBADSIGNATURE001", signature: "bad" });
    expect(bad.webhookStatus).toBe(401);
    const none = await ship({ lines: ["4"], trackingNumber: "1ZBADSIGNATURE001", signature: "none" });
    expect(none.webhookStatus).toBe(401);
    const direct = await s.api("POST", "/distributor-webhooks/ingram", {
      headers: { "content-type": "application/json", "x-hub-signature": "forged" },
      body: { eventId: "forged-1", resource: [{ orderNumber: NUMBER }] },
    });
    expect(direct.statusCode).toBe(401);
    expect(JSON.stringify(direct.json())).not.toContain(FAKE_INGRAM_CREDENTIALS.webhookSecret);
    expect(details()).toBe(before);
    expect(await counts()).toEqual(stateBefore);
  });

  it("leaves the suborder as it was with lastError when Ingram answers 5xx on the re-read; the read job catches up", async () => {
    const stateBefore = await counts();
    const beforeOrder = await readOrder(s, token, order.id);
    fake.failApi = 503;
    const shipped = await ship({ lines: ["2"], carrier: "FedEx", trackingNumber: "777700000002" });
    fake.failApi = undefined;
    // The event was taken (200): the failure is the suborder's, retried on its backoff.
    expect(shipped.webhookStatus).toBe(200);
    const now = await readOrder(s, token, order.id);
    const main = suborderOf(now, "Main building");
    const mainBefore = suborderOf(beforeOrder, "Main building");
    expect(main).toMatchObject({ status: mainBefore.status, version: mainBefore.version, readFailures: 1 });
    expect(main.lastError).toMatch(/could not be reached/);
    expect(main.lastError).not.toContain(FAKE_INGRAM_CREDENTIALS.clientSecret);
    expect(main.nextReadAt).toBe(new Date(clock.now().getTime() + 30 * MIN).toISOString());
    expect(now.shipments).toEqual(beforeOrder.shipments);
    expect(now.lines).toEqual(beforeOrder.lines);
    expect((await counts())?.shipments).toBe(stateBefore?.shipments);

    clock.advance(30 * MIN);
    expect(await readDueSuborders(s.deps)).toEqual({ read: 1, failed: 0, skipped: 0 });
    const caught = await readOrder(s, token, order.id);
    // Line 4 shipped at Ingram with the refused webhooks: read now with the rest.
    expect(caught.shipments.map((p) => p.trackingNumber).sort()).toEqual([
      "1ZBADSIGNATURE001",
      "1ZWEBHOOK00000001",
      "777700000002",
    ]);
    expect(suborderOf(caught, "Main building")).toMatchObject({
      status: "shipped",
      shippingIncomplete: false,
      readFailures: 0,
      lastError: "",
    });
  });
});
