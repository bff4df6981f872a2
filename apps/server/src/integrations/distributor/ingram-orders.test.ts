import { AppError, MESSAGES } from "@q2c/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PlaceOrderInput } from "./distributor-orders.ts";
import { FAKE_INGRAM_CREDENTIALS, type FakeIngram, startFakeIngram } from "./fake-ingram-server.ts";
import { createIngramDistributor } from "./ingram-distributor.ts";

let fake: FakeIngram;
let clock: number;

beforeAll(async () => {
  fake = await startFakeIngram();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  Object.assign(fake, {
    tokenLifetimeSeconds: 3600,
    failToken: undefined,
    failApi: undefined,
    hang: false,
    refuseTokens: false,
    orderFault: undefined,
    webhookUrl: undefined,
  });
  fake.calls.length = 0;
  fake.tokensIssued.length = 0;
  fake.webhookDeliveries.length = 0;
  fake.orders.clear();
  fake.revokeTokens();
  clock = Date.UTC(2026, 0, 1);
});

const ingram = (overrides: { timeoutMs?: number } = {}) =>
  createIngramDistributor({ ...FAKE_INGRAM_CREDENTIALS, apiUrl: fake.url, now: () => clock, ...overrides });

let orderSerial = 0;
/** An order of ours: W6E373 in stock, 7JT142 out of stock (a backorder), and whatever else is asked. */
function order(extra: PlaceOrderInput["lines"] = []): PlaceOrderInput {
  return {
    customerOrderNumber: `suborder-${++orderSerial}`,
    shipTo: {
      companyName: "Northwind Traders",
      contact: "Ann Lee",
      address1: "1 Main Street",
      address2: "Floor 3",
      city: "Seattle",
      state: "WA",
      postalCode: "98101",
      countryCode: "us",
      email: "ann@northwind.example",
    },
    lines: [
      { customerLineNumber: "1", partNumber: "W6E373", quantity: 4, unitPrice: "570.00" },
      { customerLineNumber: "2", partNumber: "7JT142", quantity: 1 },
      ...extra,
    ],
    notes: "Deliver to the loading dock",
  };
}

async function failureOf(call: Promise<unknown>): Promise<AppError> {
  const err = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

const creates = () => fake.calls.filter((c) => c.method === "POST" && c.path === "/resellers/v6/orders");

describe("Ingram Micro order create", () => {
  it("sends our number, line numbers, Ingram part numbers and the ship-to, and maps the answer per line", async () => {
    const placed = await ingram().placeOrder(order());
    expect(placed).toEqual({
      distributorOrderNumber: expect.stringMatching(/^20-RD\d+$/),
      lines: [
        { customerLineNumber: "1", status: "placed", quantityConfirmed: 4 },
        { customerLineNumber: "2", status: "backordered", quantityConfirmed: 0 },
      ],
    });
    expect(creates()).toHaveLength(1);
    expect(creates()[0]?.body).toEqual({
      customerOrderNumber: expect.stringMatching(/^suborder-/),
      notes: "Deliver to the loading dock",
      acceptBackOrder: true,
      shipToInfo: {
        companyName: "Northwind Traders",
        contact: "Ann Lee",
        addressLine1: "1 Main Street",
        addressLine2: "Floor 3",
        city: "Seattle",
        state: "WA",
        postalCode: "98101",
        countryCode: "US",
        email: "ann@northwind.example",
      },
      lines: [
        { customerLineNumber: "1", ingramPartNumber: "W6E373", quantity: 4, unitPrice: 570 },
        { customerLineNumber: "2", ingramPartNumber: "7JT142", quantity: 1 },
      ],
    });
  });

  it("reports a line Ingram rejects with its reason while the rest is placed", async () => {
    const placed = await ingram().placeOrder(
      order([{ customerLineNumber: "3", partNumber: "NOPE42", quantity: 2 }]),
    );
    expect(placed.lines).toEqual([
      { customerLineNumber: "1", status: "placed", quantityConfirmed: 4 },
      { customerLineNumber: "2", status: "backordered", quantityConfirmed: 0 },
      {
        customerLineNumber: "3",
        status: "rejected",
        quantityConfirmed: 0,
        rejectReason: "SKU-NOTFOUND    NOPE42 (EN)",
      },
    ]);
    const held = fake.orders.get(placed.distributorOrderNumber);
    expect(held?.lines.map((l) => l.ingramPartNumber)).toEqual(["W6E373", "7JT142"]);
  });

  it("says Ingram refused the order, with their reason and no secret, when no line can be placed", async () => {
    const input = order();
    input.lines = [{ customerLineNumber: "1", partNumber: "NOPE42", quantity: 1 }];
    const err = await failureOf(ingram().placeOrder(input));
    expect(err).toMatchObject({ code: "distributor_refused", status: 422 });
    expect(err.message).toBe(
      "Ingram Micro refused the request: No valid lines: every part number was rejected (SKU-NOTFOUND)",
    );
    expect(JSON.stringify({ ...err, message: err.message })).not.toContain(
      FAKE_INGRAM_CREDENTIALS.clientSecret,
    );
    expect(fake.orders.size).toBe(0);
  });

  it("refuses line numbers Ingram would renumber before sending anything", async () => {
    const input = order();
    input.lines[1] = { customerLineNumber: "line-b", partNumber: "7JT142", quantity: 1 };
    const err = await failureOf(ingram().placeOrder(input));
    expect(err).toMatchObject({
      code: "bad_request",
      fields: { "lines.1.customerLineNumber": expect.any(String) },
    });
    expect(fake.calls).toHaveLength(0);
  });
});

describe("Ingram Micro order create is idempotent by customerOrderNumber", () => {
  it("answers an order Ingram already holds without creating another", async () => {
    const input = order();
    const first = await ingram().placeOrder(input);
    const again = await ingram().placeOrder(input);
    expect(again).toEqual(first);
    expect(creates()).toHaveLength(1);
    expect(fake.orders.size).toBe(1);
    const searches = fake.calls.filter((c) => c.path === "/resellers/v6/orders/search");
    expect(searches.map((c) => c.query.get("customerOrderNumber"))).toEqual([
      input.customerOrderNumber,
      input.customerOrderNumber,
    ]);
  });

  it("leaves exactly one order when the create times out and is retried", async () => {
    const distributor = ingram({ timeoutMs: 1_000 });
    const input = order();
    fake.orderFault = { slowMs: 3_000 };
    // The create outlives the timeout, but the order was written: the second look-up finds it.
    const placed = await distributor.placeOrder(input);
    fake.orderFault = undefined;
    const retried = await distributor.placeOrder(input);
    expect(retried).toEqual(placed);
    expect(placed.lines.map((l) => l.status)).toEqual(["placed", "backordered"]);
    expect(creates()).toHaveLength(1);
    expect(fake.orders.size).toBe(1);
  });

  it("finds the order after a 5xx of a create that went through", async () => {
    fake.orderFault = { status: 504, afterCreate: true };
    const placed = await ingram().placeOrder(order());
    expect([...fake.orders.keys()]).toEqual([placed.distributorOrderNumber]);
  });

  it("fails as unavailable after a 5xx that created nothing, and a retry places it once", async () => {
    const input = order();
    fake.orderFault = { status: 503, afterCreate: false };
    const err = await failureOf(ingram().placeOrder(input));
    expect(err).toMatchObject({ code: "distributor_unavailable", message: MESSAGES.distributorUnavailable });
    expect(fake.orders.size).toBe(0);
    fake.orderFault = undefined;
    await ingram().placeOrder(input);
    await ingram().placeOrder(input);
    expect(fake.orders.size).toBe(1);
  });
});

describe("Ingram Micro transport on order calls", () => {
  it("requests the token once for twenty calls and sends Bearer and the IM-* headers on every one", async () => {
    const distributor = ingram();
    const placed = await distributor.placeOrder(order());
    while (fake.calls.length < 20) await distributor.getOrder(placed.distributorOrderNumber);
    expect(fake.calls).toHaveLength(20);
    expect(fake.tokensIssued).toEqual(["fake-token-1"]);
    for (const call of fake.calls) {
      expect(call.headers).toMatchObject({
        authorization: "Bearer fake-token-1",
        "im-customernumber": FAKE_INGRAM_CREDENTIALS.customerNumber,
        "im-countrycode": "US",
        "im-senderid": "Quote-to-Cash",
      });
    }
    const ids = fake.calls.map((c) => c.headers["im-correlationid"]);
    expect(new Set(ids).size).toBe(20);
    expect(ids.every((id) => typeof id === "string" && /^[0-9a-f]{32}$/.test(id))).toBe(true);
  });

  it("retries a call refused with 401 once, with a new token, and still places the order once", async () => {
    const distributor = ingram();
    await distributor.getOrder("20-RD999").catch(() => undefined);
    fake.revokeTokens();
    const placed = await distributor.placeOrder(order());
    expect([...fake.orders.keys()]).toEqual([placed.distributorOrderNumber]);
    expect(fake.tokensIssued).toEqual(["fake-token-1", "fake-token-2"]);
    expect(creates()).toHaveLength(1);
  });
});

describe("Ingram Micro order details and cancel", () => {
  it("maps v6.1 details as lines ship: part, then all, with carrier, tracking, serials and dates", async () => {
    const distributor = ingram();
    const placed = await distributor.placeOrder(order());
    const n = placed.distributorOrderNumber;
    expect(await distributor.getOrder(n)).toMatchObject({
      distributorOrderNumber: n,
      status: "processing",
      total: "2822.10",
      currency: "USD",
      lines: [
        { customerLineNumber: "1", partNumber: "W6E373", status: "processing", quantity: 4, shipments: [] },
        {
          customerLineNumber: "2",
          partNumber: "7JT142",
          status: "backordered",
          quantity: 1,
          quantityBackordered: 1,
          shipments: [],
        },
      ],
    });

    await fetch(`${fake.url}/__fake/orders/${n}/ship`, {
      method: "POST",
      body: JSON.stringify({
        lines: ["1"],
        carrier: "FedEx",
        trackingNumber: "794611111111",
        trackingUrl: "https://www.fedex.com/fedextrack/?trknbr=794611111111",
        serialNumbers: { "1": ["Q2AA-1", "Q2AA-2", "Q2AA-3", "Q2AA-4"] },
        shipmentDate: "2026-01-02",
        shippedDate: "2026-01-03",
      }),
    });
    const partly = await distributor.getOrder(n);
    expect(partly.status).toBe("partially_shipped");
    expect(partly.lines[0]).toEqual({
      customerLineNumber: "1",
      partNumber: "W6E373",
      status: "shipped",
      quantity: 4,
      shipments: [
        {
          carrier: "FedEx",
          trackingNumber: "794611111111",
          trackingUrl: "https://www.fedex.com/fedextrack/?trknbr=794611111111",
          serialNumbers: ["Q2AA-1", "Q2AA-2", "Q2AA-3", "Q2AA-4"],
          shipmentDate: "2026-01-02",
          shippedDate: "2026-01-03",
          deliveredDate: undefined,
          quantity: 4,
        },
      ],
    });

    await fetch(`${fake.url}/__fake/orders/${n}/ship`, {
      method: "POST",
      body: JSON.stringify({ lines: ["2"], shippedDate: "2026-01-05", deliveredDate: "2026-01-06" }),
    });
    const all = await distributor.getOrder(n);
    expect(all.status).toBe("shipped");
    expect(all.lines[1]).toMatchObject({
      status: "delivered",
      shipments: [{ carrier: "UPS", shippedDate: "2026-01-05", deliveredDate: "2026-01-06", quantity: 1 }],
    });
  });

  it("answers not found for an order Ingram does not hold", async () => {
    const err = await failureOf(ingram().getOrder("20-NOPE"));
    expect(err.code).toBe("not_found");
  });

  it("cancels an order before it ships and passes on Ingram's refusal after", async () => {
    const distributor = ingram();
    const first = await distributor.placeOrder(order());
    await distributor.cancelOrder(first.distributorOrderNumber);
    expect((await distributor.getOrder(first.distributorOrderNumber)).status).toBe("cancelled");
    expect(fake.calls.find((c) => c.method === "DELETE")?.path).toBe(
      `/resellers/v6/orders/${first.distributorOrderNumber}`,
    );

    const second = await distributor.placeOrder(order());
    await fetch(`${fake.url}/__fake/orders/${second.distributorOrderNumber}/ship`, { method: "POST" });
    const err = await failureOf(distributor.cancelOrder(second.distributorOrderNumber));
    expect(err).toMatchObject({ code: "distributor_refused" });
    expect(err.message).toBe(
      "Ingram Micro refused the request: Order cannot be canceled once it is released to the warehouse.",
    );
    expect((await failureOf(distributor.cancelOrder("20-NOPE"))).code).toBe("not_found");
  });
});
