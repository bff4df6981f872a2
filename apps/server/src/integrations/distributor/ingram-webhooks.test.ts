import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { AppError } from "@q2c/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PlaceOrderInput } from "./distributor-orders.ts";
import { FAKE_INGRAM_CREDENTIALS, type FakeIngram, startFakeIngram } from "./fake-ingram-server.ts";
import { createIngramDistributor } from "./ingram-distributor.ts";
import { verifyIngramWebhook } from "./ingram-webhooks.ts";

/** A receiver standing in for our webhook route: it keeps each delivery as it arrived, raw. */
interface Received {
  headers: IncomingHttpHeaders;
  raw: Buffer;
}
let fake: FakeIngram;
let receiver: Server;
const received: Received[] = [];

beforeAll(async () => {
  fake = await startFakeIngram();
  receiver = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received.push({ headers: req.headers, raw: Buffer.concat(chunks) });
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  fake.webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/ingram`;
});
afterAll(async () => {
  await fake.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  fake.webhookDeliveries.length = 0;
});

const ingram = () => createIngramDistributor({ ...FAKE_INGRAM_CREDENTIALS, apiUrl: fake.url });
const input: PlaceOrderInput = {
  customerOrderNumber: "suborder-webhooks",
  shipTo: {
    companyName: "Northwind Traders",
    contact: "Ann Lee",
    address1: "1 Main Street",
    city: "Seattle",
    state: "WA",
    postalCode: "98101",
    countryCode: "US",
  },
  lines: [
    { customerLineNumber: "1", partNumber: "W6E373", quantity: 2 },
    { customerLineNumber: "2", partNumber: "7JT142", quantity: 1 },
  ],
};

async function ship(orderNumber: string, body: object = {}) {
  const res = await fetch(`${fake.url}/__fake/orders/${orderNumber}/ship`, {
    method: "POST",
    body: JSON.stringify(body),
  });
  return (await res.json()) as { eventId: string; webhookStatus: number | null };
}

function refusal(call: () => unknown): AppError {
  try {
    call();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  }
  throw new Error("expected the webhook to be refused");
}

describe("Ingram Micro webhooks", () => {
  it("verifies the fake's signed im::order_shipped event and names the order to read again", async () => {
    const distributor = ingram();
    const placed = await distributor.placeOrder(input);
    const { eventId, webhookStatus } = await ship(placed.distributorOrderNumber, { lines: ["1"] });
    expect(webhookStatus).toBe(204);
    expect(received).toHaveLength(1);
    const [delivery] = received;
    const event = distributor.webhooks?.verifyWebhook(delivery!.headers, delivery!.raw);
    expect(event).toEqual({
      eventId,
      eventType: "im::order_shipped",
      orders: [
        {
          distributorOrderNumber: placed.distributorOrderNumber,
          customerOrderNumber: input.customerOrderNumber,
        },
      ],
    });
    // The body is only a hint; what shipped is read from the API.
    const order = await distributor.getOrder(placed.distributorOrderNumber);
    expect(order.status).toBe("partially_shipped");
    expect(order.lines[0]?.shipments[0]?.trackingNumber).toMatch(/^1Z999AA1/);
  });

  it("refuses a bad signature, a missing one, a body without an event id, and any webhook without a secret", async () => {
    const distributor = ingram();
    const placed = await distributor.placeOrder({ ...input, customerOrderNumber: "suborder-webhooks-bad" });
    await ship(placed.distributorOrderNumber, { lines: ["1"], signature: "bad" });
    await ship(placed.distributorOrderNumber, { lines: ["2"], signature: "none" });
    const [bad, unsigned] = received;
    expect(refusal(() => distributor.webhooks?.verifyWebhook(bad!.headers, bad!.raw))).toMatchObject({
      code: "unauthenticated",
      status: 401,
    });
    expect(unsigned?.headers["x-hub-signature"]).toBeUndefined();
    expect(refusal(() => distributor.webhooks?.verifyWebhook(unsigned!.headers, unsigned!.raw)).code).toBe(
      "unauthenticated",
    );

    const noId = JSON.stringify({ topic: "resellers/orders", resource: [] });
    const signature = createHmac("sha512", FAKE_INGRAM_CREDENTIALS.webhookSecret).update("").digest("base64");
    expect(refusal(() => verifyIngramWebhook({ "x-hub-signature": signature }, noId, "s")).code).toBe(
      "unauthenticated",
    );
    expect(refusal(() => verifyIngramWebhook({ "x-hub-signature": signature }, "not json", "s")).code).toBe(
      "unauthenticated",
    );
    // Without a configured secret nothing can be verified, so nothing is accepted.
    const unconfigured = createIngramDistributor({
      ...FAKE_INGRAM_CREDENTIALS,
      apiUrl: fake.url,
      webhookSecret: undefined,
    });
    const good = await ship(placed.distributorOrderNumber, { lines: ["1"] });
    const signed = received.find((r) => r.raw.toString().includes(good.eventId));
    expect(
      unconfigured.webhooks?.verifyWebhook(
        signed!.headers,
        signed!.raw,
        FAKE_INGRAM_CREDENTIALS.webhookSecret,
      ).eventId,
    ).toBe(good.eventId);
    expect(refusal(() => unconfigured.webhooks?.verifyWebhook(signed!.headers, signed!.raw)).code).toBe(
      "unauthenticated",
    );
    // The refusal says nothing of the secret or the expected signature.
    const message = refusal(() => distributor.webhooks?.verifyWebhook(bad!.headers, bad!.raw)).message;
    expect(message).not.toContain(FAKE_INGRAM_CREDENTIALS.webhookSecret);
  });

  it("gives a replayed delivery the same event id, so the receiver can tell it has seen it", async () => {
    const distributor = ingram();
    const placed = await distributor.placeOrder({
      ...input,
      customerOrderNumber: "suborder-webhooks-replay",
    });
    const { eventId } = await ship(placed.distributorOrderNumber);
    const replay = await fetch(`${fake.url}/__fake/webhooks/${eventId}/replay`, { method: "POST" });
    expect(await replay.json()).toEqual({ eventId, webhookStatus: 204 });
    expect(received).toHaveLength(2);
    const ids = received.map((r) => distributor.webhooks?.verifyWebhook(r.headers, r.raw).eventId);
    expect(ids).toEqual([eventId, eventId]);
    expect(received[1]?.raw.equals(received[0]!.raw)).toBe(true);
    expect(fake.webhookDeliveries.map((d) => d.eventId)).toEqual([eventId, eventId]);
  });

  it("reads keys whatever their case, as Ingram's samples vary (evenTtimeStamp, EventId)", () => {
    const body = JSON.stringify({
      Topic: "resellers/orders",
      EventId: "evt-1",
      evenTtimeStamp: "2026-01-01T00:00:00Z",
      Resource: [{ EventType: "im::order_invoiced", OrderNumber: "20-RD555", CustomerOrderNumber: "s-1" }],
    });
    const signature = createHmac("sha512", "k").update("evt-1").digest("base64");
    expect(verifyIngramWebhook({ "X-Hub-Signature": [signature] }, Buffer.from(body), "k")).toEqual({
      eventId: "evt-1",
      eventType: "im::order_invoiced",
      orders: [{ distributorOrderNumber: "20-RD555", customerOrderNumber: "s-1" }],
    });
  });
});
