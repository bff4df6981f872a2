import { type Database, demoDistributorOrders, openFreshDatabase, uuidv7 } from "@q2c/db";
import { AppError } from "@q2c/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findDemoSku } from "./demo-catalogue.ts";
import { createDemoDistributor } from "./demo-distributor.ts";
import { DEMO_ORDER_TIMING } from "./demo-order-lifecycle.ts";
import { createDemoOrderBook } from "./demo-orders.ts";
import type { DistributorOrder, PlaceOrderInput } from "./distributor-orders.ts";

let database: Database;
let now: Date;
const PLACED_AT = new Date("2026-03-02T09:00:00.000Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  database = await openFreshDatabase();
});
afterAll(async () => {
  await database.close();
});

const demo = () => createDemoDistributor({ orders: createDemoOrderBook(database), now: () => now });
const later = (ms: number) => new Date(PLACED_AT.getTime() + ms);

let serial = 0;
/**
 * Line numbers out of order on purpose: shipping goes by number. 1: access points (serialised), 2: patch
 * cords (no serials), 3: a licence (no serials), 10: a firewall (serialised), 7: a part it does not sell.
 */
function order(): PlaceOrderInput {
  return {
    customerOrderNumber: `demo-suborder-${++serial}`,
    shipTo: {
      companyName: "Contoso Pharmaceuticals",
      contact: "Megan Bowen",
      address1: "100 Harbor Way",
      city: "Boston",
      state: "MA",
      postalCode: "02110",
      countryCode: "US",
    },
    lines: [
      { customerLineNumber: "10", partNumber: "FG-60F", quantity: 1, unitPrice: "480.00" },
      { customerLineNumber: "2", partNumber: "UTP6A3BU", quantity: 24 },
      { customerLineNumber: "1", partNumber: "MR36-HW", quantity: 3, unitPrice: "571.35" },
      { customerLineNumber: "7", partNumber: "NOT-A-PART", quantity: 1 },
      { customerLineNumber: "3", partNumber: "LIC-ENT-3YR", quantity: 3, unitPrice: "270.00" },
    ],
  };
}

async function rowsFor(customerOrderNumber: string) {
  const rows = await database.db.select().from(demoDistributorOrders);
  return rows.filter((r) => r.customerOrderNumber === customerOrderNumber);
}

const byLine = (o: DistributorOrder, n: string) => o.lines.find((l) => l.customerLineNumber === n);

async function failureOf(call: Promise<unknown>): Promise<AppError> {
  const err = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe("demo distributor orders", () => {
  it("places the lines it sells, rejects an unknown part number on its line, and is accepted at once", async () => {
    now = PLACED_AT;
    const distributor = demo();
    const input = order();
    const placed = await distributor.placeOrder(input);
    expect(placed.distributorOrderNumber).toMatch(/^DM-[0-9A-Z]{8}$/);
    expect(placed.lines).toEqual([
      { customerLineNumber: "10", status: "placed", quantityConfirmed: 1 },
      { customerLineNumber: "2", status: "placed", quantityConfirmed: 24 },
      { customerLineNumber: "1", status: "placed", quantityConfirmed: 3 },
      {
        customerLineNumber: "7",
        status: "rejected",
        quantityConfirmed: 0,
        rejectReason: "Unknown part number NOT-A-PART: not in the Demo Distribution catalogue.",
      },
      { customerLineNumber: "3", status: "placed", quantityConfirmed: 3 },
    ]);
    const order0 = await distributor.getOrder(placed.distributorOrderNumber);
    // Patch cords at the demo's own cost (no price asked), the rest at the prices asked.
    const cordCents = Math.round(Number(order0.total) * 100) - (48000 + 3 * 57135 + 3 * 27000);
    expect(cordCents % 24).toBe(0);
    expect(cordCents / 24).toBeGreaterThan(0);
    expect(order0).toMatchObject({
      distributorOrderNumber: placed.distributorOrderNumber,
      customerOrderNumber: input.customerOrderNumber,
      status: "accepted",
      currency: "USD",
    });
    expect(order0.lines.map((l) => [l.customerLineNumber, l.status, l.shipments.length])).toEqual([
      ["1", "accepted", 0],
      ["2", "accepted", 0],
      ["3", "accepted", 0],
      ["7", "rejected", 0],
      ["10", "accepted", 0],
    ]);
    expect(byLine(order0, "7")?.rejectReason).toMatch(/NOT-A-PART/);
    expect(findDemoSku("UTP6A3BU")?.category).toBe("Cabling");
  });

  it("ships the first half of the placed lines after a day, the rest after two, delivers a day later, invoices after four", async () => {
    now = PLACED_AT;
    const distributor = demo();
    const { distributorOrderNumber: n } = await distributor.placeOrder(order());
    const at = async (ms: number) => {
      now = later(ms);
      return distributor.getOrder(n);
    };

    const justBefore = await at(DEMO_ORDER_TIMING.firstShipmentMs - 1);
    expect(justBefore.status).toBe("accepted");
    expect(justBefore.lines.every((l) => l.shipments.length === 0)).toBe(true);

    // Day 1: placed lines 1, 2, 3, 10; the first half by number is 1 and 2.
    const day1 = await at(1 * DAY);
    expect(day1.status).toBe("partially_shipped");
    const first = byLine(day1, "1")?.shipments[0];
    expect(byLine(day1, "1")).toMatchObject({ status: "shipped", quantity: 3 });
    expect(first).toEqual({
      carrier: expect.stringMatching(/^(UPS|FedEx)$/),
      trackingNumber: expect.stringMatching(/^(1Z[0-9A-Z]{6}03\d{8}|\d{12})$/),
      serialNumbers: [expect.stringMatching(/^MR3[0-9A-Z]{9}$/), expect.any(String), expect.any(String)],
      shipmentDate: later(1 * DAY - 4 * HOUR).toISOString(),
      shippedDate: later(1 * DAY).toISOString(),
      quantity: 3,
    });
    expect(new Set(first?.serialNumbers).size).toBe(3);
    const cords = byLine(day1, "2")?.shipments[0];
    expect(cords).toMatchObject({ trackingNumber: first?.trackingNumber, serialNumbers: [], quantity: 24 });
    expect(byLine(day1, "3")).toMatchObject({ status: "accepted", shipments: [] });
    expect(byLine(day1, "10")).toMatchObject({ status: "accepted", shipments: [] });
    // Shipping is incomplete while a line lacks a shipped date (domain §4).
    expect(day1.lines.filter((l) => l.status !== "rejected" && !l.shipments[0]?.shippedDate)).toHaveLength(2);

    // Day 2: the first shipment is delivered, the second leaves under its own tracking number.
    const day2 = await at(2 * DAY);
    expect(day2.status).toBe("shipped");
    expect(byLine(day2, "1")).toMatchObject({ status: "delivered" });
    expect(byLine(day2, "1")?.shipments[0]?.deliveredDate).toBe(later(2 * DAY).toISOString());
    const second = byLine(day2, "10")?.shipments[0];
    expect(second).toMatchObject({ shippedDate: later(2 * DAY).toISOString(), quantity: 1 });
    expect(second?.serialNumbers).toHaveLength(1);
    expect(second?.trackingNumber).not.toBe(first?.trackingNumber);
    expect(byLine(day2, "3")?.shipments[0]).toMatchObject({
      trackingNumber: second?.trackingNumber,
      serialNumbers: [],
    });
    // What shipped on day 1 reads the same on day 2: numbers derive from the order, not the call.
    expect(byLine(day2, "1")?.shipments[0]).toEqual({
      ...first,
      deliveredDate: later(2 * DAY).toISOString(),
    });

    const day3 = await at(3 * DAY);
    expect(day3.status).toBe("delivered");
    expect(day3.lines.filter((l) => l.status !== "rejected").every((l) => l.status === "delivered")).toBe(
      true,
    );

    const day4 = await at(DEMO_ORDER_TIMING.invoicedMs);
    expect(day4.status).toBe("invoiced");
    expect(byLine(day4, "7")?.status).toBe("rejected");
  });

  it("ships a one-line order whole after a day", async () => {
    now = PLACED_AT;
    const distributor = demo();
    const input = { ...order(), lines: [{ customerLineNumber: "1", partNumber: "MR36-HW", quantity: 1 }] };
    const { distributorOrderNumber: n } = await distributor.placeOrder(input);
    now = later(1 * DAY);
    expect((await distributor.getOrder(n)).status).toBe("shipped");
  });

  it("is idempotent by customerOrderNumber, also when placed twice at once", async () => {
    now = PLACED_AT;
    const input = order();
    const [a, b] = await Promise.all([demo().placeOrder(input), demo().placeOrder(input)]);
    expect(b).toEqual(a);
    now = later(5 * HOUR);
    expect(await demo().placeOrder(input)).toEqual(a);
    const rows = await rowsFor(input.customerOrderNumber);
    expect(rows).toHaveLength(1);
    // The clock of the first placement counts, not the retry's.
    expect(rows[0]?.placedAt.toISOString()).toBe(PLACED_AT.toISOString());
  });

  it("refuses an order none of whose part numbers it sells, storing nothing", async () => {
    now = PLACED_AT;
    const input = { ...order(), lines: [{ customerLineNumber: "1", partNumber: "NOPE-1", quantity: 1 }] };
    const err = await failureOf(demo().placeOrder(input));
    expect(err).toMatchObject({ code: "distributor_refused", status: 422 });
    expect(err.message).toBe(
      "Demo Distribution refused the order: it lists none of its part numbers (NOPE-1).",
    );
    expect(await rowsFor(input.customerOrderNumber)).toHaveLength(0);
  });

  it("cancels until the first shipment leaves, then refuses; unknown orders are not found", async () => {
    now = PLACED_AT;
    const distributor = demo();
    const early = await distributor.placeOrder(order());
    now = later(20 * HOUR);
    await distributor.cancelOrder(early.distributorOrderNumber);
    await distributor.cancelOrder(early.distributorOrderNumber);
    now = later(5 * DAY);
    const cancelled = await distributor.getOrder(early.distributorOrderNumber);
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.lines.every((l) => l.status === "cancelled" || l.status === "rejected")).toBe(true);
    expect(cancelled.lines.every((l) => l.shipments.length === 0)).toBe(true);

    now = PLACED_AT;
    const late = await distributor.placeOrder(order());
    now = later(1 * DAY);
    const err = await failureOf(distributor.cancelOrder(late.distributorOrderNumber));
    expect(err).toMatchObject({ code: "distributor_refused" });
    expect(err.message).toMatch(/already shipped/);
    expect((await failureOf(distributor.cancelOrder("DM-NOTHERE"))).code).toBe("not_found");
    expect((await failureOf(distributor.getOrder("DM-NOTHERE"))).code).toBe("not_found");
  });

  it("keeps its order book out of reach of the app role: only the system handle reads it", async () => {
    const tenant = uuidv7();
    const scoped = database.scoped({ tenantId: tenant, accountId: tenant, all: true, platformId: tenant });
    const err = await scoped
      .select()
      .from(demoDistributorOrders)
      .then(
        () => undefined,
        (e: Error & { cause?: Error }) => e,
      );
    expect(err?.cause?.message ?? err?.message).toMatch(
      /permission denied for table demo_distributor_orders/,
    );
  });
});
