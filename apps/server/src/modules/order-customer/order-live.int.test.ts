import { MESSAGES, type TOrder } from "@q2c/domain";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { createTestServer, type DemoEmail, type TestServer } from "../../test/harness.ts";
import { grantOrdersToContoso } from "../../test/order-helpers.ts";
import { liveSockets, settle } from "../project-collab/live-test-helpers.ts";
import {
  CONTOSO_CUSTOMER_EMAIL,
  contosoCustomer,
  orderedDemoOrder,
  shipPackage,
} from "./customer-order-test-helpers.ts";
import { ORDER_CHANGED_EVENT } from "./order-live.ts";

// Issue #18 §3, live updates to anyone viewing an order (docs/orders.md "Live updates"), over real sockets: the
// MSP's users and the customer's join `order:<id>` after the same access check as their reads; a change that
// commits over HTTP reaches both; other tenants and customers are refused the room (PGlite and PostgreSQL).

let s: TestServer;
const token = tokensFor(() => s);
let base: string;
let order: TOrder;
const live = liveSockets(
  () => s,
  () => base,
);

const joinOrder = (socket: Socket, payload: unknown) =>
  socket.timeout(5000).emitWithAck("order:join", payload) as Promise<{ ok?: true; error?: string }>;
const heard = (socket: Socket) => {
  const seen: unknown[] = [];
  socket.on(ORDER_CHANGED_EVENT, (e: unknown) => seen.push(e));
  return seen;
};

beforeAll(async () => {
  s = await createTestServer({ SUBORDER_READ_SWEEP_SECONDS: "0" });
  base = await s.app.listen({ port: 0, host: "127.0.0.1" });
  order = await orderedDemoOrder(s, token);
  await grantOrdersToContoso(s, token);
  await contosoCustomer(s);
});
afterAll(async () => {
  live.closeAll();
  await s.close();
});

describe("order rooms", () => {
  it("tells the MSP's and the customer's viewers when a package is recorded", async () => {
    const sales = await live.open("sales@msp.demo");
    const customer = await live.open("user@customer.demo");
    expect(await joinOrder(sales.socket, { orderId: order.id })).toEqual({ ok: true });
    expect(await joinOrder(customer.socket, { orderId: order.id.toUpperCase() })).toEqual({ ok: true });
    const salesHeard = heard(sales.socket);
    const got = new Promise((resolve) => customer.socket.once(ORDER_CHANGED_EVENT, resolve));
    await shipPackage(s, token, order.id, "Lab", "1Z-LIVE-1", () => true);
    await expect(got).resolves.toEqual({ orderId: order.id });
    await settle();
    expect(salesHeard).toEqual([{ orderId: order.id }]);
  });

  it("refuses the room of an order the user may not open: another MSP, another MSP's customer, bad input", async () => {
    const other = await live.open("admin@msp2.demo");
    const otherCustomer = await live.open(CONTOSO_CUSTOMER_EMAIL as DemoEmail);
    const partner = await live.open("partner@link.demo");
    expect(await joinOrder(other.socket, { orderId: order.id })).toEqual({ error: MESSAGES.notFound });
    expect(await joinOrder(otherCustomer.socket, { orderId: order.id })).toEqual({
      error: MESSAGES.notFound,
    });
    expect(await joinOrder(partner.socket, { orderId: order.id })).toEqual({ error: MESSAGES.notFound });
    expect(await joinOrder(other.socket, { orderId: "not-a-uuid" })).toEqual({ error: MESSAGES.badRequest });
    const seen = [...heard(other.socket), ...heard(otherCustomer.socket), ...heard(partner.socket)];
    await shipPackage(s, token, order.id, "Warehouse", "1Z-LIVE-2", () => true);
    await settle();
    expect(seen).toEqual([]);
  });

  it("stops telling a socket after order:leave", async () => {
    const engineer = await live.open("engineer@msp.demo");
    expect(await joinOrder(engineer.socket, { orderId: order.id })).toEqual({ ok: true });
    const seen = heard(engineer.socket);
    expect(await engineer.socket.timeout(5000).emitWithAck("order:leave", { orderId: order.id })).toEqual({
      ok: true,
    });
    await shipPackage(s, token, order.id, "Main building", "1Z-LIVE-3", (n) => n === 1);
    await settle();
    expect(seen).toEqual([]);
  });
});
