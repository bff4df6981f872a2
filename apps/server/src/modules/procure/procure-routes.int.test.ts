import { DEMO_IDS, DEMO_PROJECT_IDS } from "@q2c/db";
import {
  AppError,
  type TOrder,
  type TOrderCategoriesResponse,
  type TOrderEvent,
  type TProcureResponse,
} from "@q2c/domain";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { grantOrdersToContoso, ORDER_QUOTE, suborderOf } from "../../test/order-helpers.ts";
import { ORDER_MESSAGES } from "../orders/create-order.ts";
import { AVAILABILITY_MESSAGES } from "./procure-availability.ts";

// Issue #18: the order wizard's categories and its ship-to choice, /procure (draft suborders by distributor
// with price and availability, a failing distributor shown as unknown without a 5xx or a secret), and an
// order's activity in keyset pages; allowed, denied by role, plan and account kind, another tenant, bad input
// (PGlite and PostgreSQL).

const s = useTestServer({ SUBORDER_READ_SWEEP_SECONDS: "0", JOB_POLL_SECONDS: "0.5" });
const token = tokensFor(() => s);
let order: TOrder;
let wizard: TOrderCategoriesResponse;

const procure = async (as: Parameters<typeof token>[0] = "sales@msp.demo", query = {}) =>
  s.api("GET", "/procure", { token: await token(as), query });

beforeAll(async () => {
  await s.sql("update projects set stage = 'acceptance', accepted_at = now() where id = $1", [ORDER_QUOTE]);
  // Adatum's head office: the customer's shipping address the wizard may send a building's equipment to.
  await s.sql(
    `update accounts set company_details = company_details || '{"hqAddress": {"address1": "1 Adatum Way", "city": "Redmond", "state": "WA", "zip": "98052", "country": "US"}}'::jsonb where id = $1`,
    [DEMO_IDS.adatum],
  );
  await grantOrdersToContoso(s, token);
});
afterAll(() => {
  vi.restoreAllMocks();
});

describe("the order wizard's categories", { timeout: 60_000 }, () => {
  it("lists an accepted quote's chosen lines by category with its buildings; not accepted is 409", async () => {
    const sales = await token("sales@msp.demo");
    const res = await s.api("GET", `/projects/${ORDER_QUOTE}/order-categories`, { token: sales });
    expect(res.statusCode, res.body).toBe(200);
    wizard = res.json();
    expect(wizard.categories.length).toBeGreaterThan(0);
    const lines = wizard.categories.flatMap((c) => c.lines);
    expect(lines.some((l) => l.bought)).toBe(true);
    expect(wizard.buildings.map((b) => b.name)).toEqual(
      expect.arrayContaining(["Main building", "Warehouse", "Lab"]),
    );
    const notAccepted = await s.api("GET", `/projects/${DEMO_PROJECT_IDS.litwareNetwork}/order-categories`, {
      token: sales,
    });
    expect(notAccepted.statusCode).toBe(409);
    expect(notAccepted.json().message).toBe(ORDER_MESSAGES.notAccepted);
    expect(
      (
        await s.api("GET", `/projects/${ORDER_QUOTE}/order-categories`, {
          token: await token("editor@msp.demo"),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await s.api("GET", `/projects/${ORDER_QUOTE}/order-categories`, {
          token: await token("admin@msp2.demo"),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await s.api("GET", `/projects/nope/order-categories`, { token: sales })).json().fields,
    ).toHaveProperty("id");
  });

  it("makes the order of the categories chosen, shipping a building to the customer's address", async () => {
    const sales = await token("sales@msp.demo");
    const warehouse = wizard.buildings.find((b) => b.name === "Warehouse");
    if (!warehouse) throw new Error("no Warehouse");
    const items = wizard.categories.flatMap((c) => c.lines.map((l) => l.id));
    const before = (await s.sql<{ n: number }>("select count(*)::int as n from orders"))[0]?.n;
    const unknownBuilding = await s.api("POST", "/orders", {
      token: sales,
      body: { projectId: ORDER_QUOTE, items, customerShippingBuildings: [DEMO_IDS.contoso] },
    });
    expect(unknownBuilding.statusCode).toBe(400);
    expect(unknownBuilding.json().fields.customerShippingBuildings).toBe(ORDER_MESSAGES.unknownBuildings);
    // A customer with no shipping address on file cannot be shipped to.
    await s.sql("update accounts set company_details = company_details - 'hqAddress' where id = $1", [
      DEMO_IDS.adatum,
    ]);
    const noAddress = await s.api("POST", "/orders", {
      token: sales,
      body: { projectId: ORDER_QUOTE, items, customerShippingBuildings: [warehouse.id] },
    });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().fields.customerShippingBuildings).toBe(ORDER_MESSAGES.noCustomerShipTo);
    await s.sql(
      `update accounts set company_details = company_details || '{"hqAddress": {"address1": "1 Adatum Way", "city": "Redmond", "state": "WA", "zip": "98052", "country": "US"}}'::jsonb where id = $1`,
      [DEMO_IDS.adatum],
    );
    expect((await s.sql<{ n: number }>("select count(*)::int as n from orders"))[0]?.n).toBe(before);

    const made = await s.api("POST", "/orders", {
      token: sales,
      body: { projectId: ORDER_QUOTE, items, customerShippingBuildings: [warehouse.id] },
    });
    expect(wizard.customerShipTo).toMatchObject({ address1: "1 Adatum Way", city: "Redmond" });
    expect(made.statusCode, made.body).toBe(201);
    order = made.json();
    const shipped = suborderOf(order, "Warehouse");
    expect(shipped.isCustomerShippingAddress).toBe(true);
    expect(shipped.shipTo).toEqual(wizard.customerShipTo);
    expect(suborderOf(order, "Main building").isCustomerShippingAddress).toBe(false);
  });
});

describe("GET /procure", { timeout: 60_000 }, () => {
  it("lists the draft suborders by distributor with costs and the distributor's availability", async () => {
    const res = await procure();
    expect(res.statusCode, res.body).toBe(200);
    const body: TProcureResponse = res.json();
    expect(body.truncated).toBe(false);
    const tailspin = body.groups.find((g) => g.distributorName === "Tailspin Distribution");
    if (!tailspin) throw new Error(`no Tailspin group: ${res.body}`);
    expect(tailspin.channel).toBe("distributor");
    expect(tailspin.suborders.map((x) => x.buildingName).sort()).toEqual([
      "Lab",
      "Main building",
      "Warehouse",
    ]);
    const main = tailspin.suborders.find((x) => x.buildingName === "Main building");
    expect(main).toMatchObject({
      orderId: order.id,
      orderNumber: order.orderNumber,
      accountName: "Adatum Corp",
    });
    expect(main?.lines.length).toBe(4);
    expect(main?.lines.every((l) => l.cost !== null)).toBe(true);
    expect(Number(tailspin.costTotal)).toBeGreaterThan(0);
    expect(tailspin.availability.status).toBe("known");
    expect(tailspin.availability.providerId).toBe("demo");
    const asked = new Set(tailspin.availability.data.map((a) => a.partNumber.toUpperCase()));
    for (const l of main?.lines ?? []) expect(asked.has(l.distributorPartNumber.toUpperCase())).toBe(true);
    expect(tailspin.availability.data.some((a) => a.status === "available")).toBe(true);
    // One distributor asked for.
    const only = await procure("sales@msp.demo", { distributorId: DEMO_IDS.contoso });
    expect(only.json().groups).toEqual([]);
    const bad = await procure("sales@msp.demo", { distributorId: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("distributorId");
  });

  it("shows availability unknown with the distributor's reason when it fails, never a 5xx or a secret", async () => {
    const active = s.deps.distributors.active;
    const spy = vi.spyOn(active, "priceAndAvailability");
    spy.mockRejectedValueOnce(
      new AppError("distributor_unavailable", { message: "Demo Distribution did not answer in time." }),
    );
    const down = await procure();
    expect(down.statusCode).toBe(200);
    const group = (down.json() as TProcureResponse).groups.find((g) => g.channel === "distributor");
    expect(group?.availability).toMatchObject({
      status: "unknown",
      error: "Demo Distribution did not answer in time.",
      data: [],
    });
    expect(group?.suborders.length).toBe(3);
    // An error of ours (which could carry anything) is answered in our words.
    spy.mockRejectedValueOnce(new Error("connect failed client_secret=hunter2"));
    const broken = await procure();
    expect(broken.statusCode).toBe(200);
    expect(broken.body).not.toContain("hunter2");
    const again = (broken.json() as TProcureResponse).groups.find((g) => g.channel === "distributor");
    expect(again?.availability.error).toBe(AVAILABILITY_MESSAGES.failed(active.name));
    spy.mockRestore();
  });

  it("drops a suborder once it is sent, and is denied by role, plan and kind; another tenant sees none", async () => {
    const main = suborderOf(order, "Main building");
    const sent = await s.api("POST", `/orders/${order.id}/suborders/${main.id}/send`, {
      token: await token("sales@msp.demo"),
      headers: { "idempotency-key": "procure-main-1" },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const after: TProcureResponse = (await procure()).json();
    const ids = after.groups.flatMap((g) => g.suborders.map((x) => x.id));
    expect(ids).not.toContain(main.id);
    expect(ids).toContain(suborderOf(order, "Lab").id);

    expect((await procure("editor@msp.demo")).statusCode).toBe(403);
    expect((await procure("new@msp3.demo")).statusCode).toBe(403);
    expect((await procure("user@customer.demo")).statusCode).toBe(404);
    const other = await procure("admin@msp2.demo");
    expect(other.statusCode).toBe(200);
    expect(other.json().groups).toEqual([]);
  });
});

describe("GET /orders/{id}/events", { timeout: 60_000 }, () => {
  it("answers the order's activity newest first in keyset pages", async () => {
    const sales = await token("sales@msp.demo");
    const all = await s.api("GET", `/orders/${order.id}/events`, { token: sales, query: { limit: "100" } });
    expect(all.statusCode, all.body).toBe(200);
    const events: TOrderEvent[] = all.json().data;
    expect(events.at(-1)?.type).toBe("created");
    expect(events.map((e) => e.type)).toContain("suborder_sent");
    expect(events.find((e) => e.type === "created")?.actorName).toBeTruthy();
    const ids = events.map((e) => e.id);
    expect([...ids].sort().reverse()).toEqual(ids);

    const first = await s.api("GET", `/orders/${order.id}/events`, { token: sales, query: { limit: "2" } });
    expect(first.json()).toMatchObject({ hasMore: true });
    expect(first.json().data.map((e: TOrderEvent) => e.id)).toEqual(ids.slice(0, 2));
    const next = await s.api("GET", `/orders/${order.id}/events`, {
      token: sales,
      query: { limit: "2", startingAfter: ids[1] ?? "" },
    });
    expect(next.json().data.map((e: TOrderEvent) => e.id)).toEqual(ids.slice(2, 4));
    const back = await s.api("GET", `/orders/${order.id}/events`, {
      token: sales,
      query: { limit: "2", endingBefore: ids[2] ?? "" },
    });
    expect(back.json().data.map((e: TOrderEvent) => e.id)).toEqual(ids.slice(0, 2));

    expect(
      (await s.api("GET", `/orders/${order.id}/events`, { token: sales, query: { limit: "0" } })).statusCode,
    ).toBe(400);
    expect(
      (await s.api("GET", `/orders/${order.id}/events`, { token: await token("admin@msp2.demo") }))
        .statusCode,
    ).toBe(404);
    expect(
      (await s.api("GET", `/orders/${order.id}/events`, { token: await token("editor@msp.demo") }))
        .statusCode,
    ).toBe(403);
    expect(
      (await s.api("GET", `/orders/${order.id}/events`, { token: await token("user@customer.demo") }))
        .statusCode,
    ).toBe(404);
  });
});
