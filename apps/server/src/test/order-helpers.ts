import { DEMO_IDS, DEMO_PROJECT_IDS } from "@q2c/db";
import type { TOrder } from "@q2c/domain";
import { expect, vi } from "vitest";
import type { DemoEmail, TestServer } from "./harness.ts";

// Orders for the tests of orders, suborders and distributor reads (issue #18): the demo's Wi-Fi quote for
// Adatum, accepted and ordered through the API. Its order has three suborders, all from Tailspin
// Distribution (a digital distributor, so served by the server's active distributor): Main building (four
// lines: access points, a switch, a patch panel, patch cords), Warehouse (outdoor access points) and Lab
// (access points). Their distributor part numbers are the demo distributor's own SKUs (the seed's
// DEMO_DISTRIBUTOR_SKUS), so it places every line as seeded.

export const ORDER_QUOTE = DEMO_PROJECT_IDS.adatumWifi;
type Tokens = (email: DemoEmail) => Promise<string>;

/** Accepts the demo quote and makes its order as sales@msp.demo; answers the order as created. */
export async function makeDemoOrder(s: TestServer, token: Tokens): Promise<TOrder> {
  await s.sql("update projects set stage = 'acceptance', accepted_at = now() where id = $1", [ORDER_QUOTE]);
  const made = await s.api("POST", "/orders", {
    token: await token("sales@msp.demo"),
    body: { projectId: ORDER_QUOTE },
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json() as TOrder;
}

/** Gives Contoso (another MSP) the order plan, so a 404 on Northwind's order is the tenant, not the plan. */
export async function grantOrdersToContoso(s: TestServer, token: Tokens): Promise<void> {
  const res = await s.api("PUT", `/accounts/${DEMO_IDS.contoso}/entitlements`, {
    token: await token("owner@platform.demo"),
    body: { entitlements: { hasOrderManagementSystem: true } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The suborders of the demo order by building name. */
export function suborderOf(order: TOrder, buildingName: string) {
  const found = order.suborders.find((x) => x.buildingName === buildingName);
  if (!found) throw new Error(`no suborder for ${buildingName}`);
  return found;
}

/** The order as GET /orders/{id} answers it now. */
export async function readOrder(s: TestServer, token: Tokens, id: string): Promise<TOrder> {
  const res = await s.api("GET", `/orders/${id}`, { token: await token("sales@msp.demo") });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TOrder;
}

/**
 * Freezes the server's clock (deps.clock) at `at` and answers a function that moves it; the spy is undone
 * after the file by vi.restoreAllMocks in the caller's afterAll.
 */
export function fakeClock(s: TestServer, at: Date) {
  let now = at.getTime();
  vi.spyOn(s.deps.clock, "now").mockImplementation(() => new Date(now));
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

/** The types of an order's events (or their `to` for status changes), oldest first. */
export async function eventsOf(s: TestServer, orderId: string, suborderId?: string) {
  return s.sql<{ type: string; suborder_id: string | null; data: Record<string, unknown> }>(
    `select type, suborder_id, data from order_events where order_id = $1 ${suborderId ? "and suborder_id = $2" : ""} order by id`,
    suborderId ? [orderId, suborderId] : [orderId],
  );
}
