import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  type FakeOrder,
  fakeSignature,
  type ShipRequest,
  sendJson,
  shipFakeOrder,
  shippedEvent,
} from "./fake-ingram-orders.ts";

export interface FakeWebhookDelivery {
  eventId: string;
  /** The x-hub-signature sent; undefined when sent without one. */
  signature: string | undefined;
  body: string;
  status: number | null;
}

/** What the controls read and change of the fake (fake-ingram-server.ts). */
export interface FakeWebhookState {
  orders: Map<string, FakeOrder>;
  webhookUrl: string | undefined;
  webhookSecret: string;
  webhookDeliveries: FakeWebhookDelivery[];
}

/** Posts the webhook to webhookUrl (when set) and records it with the receiver's answer. */
async function deliver(
  fake: FakeWebhookState,
  delivery: Omit<FakeWebhookDelivery, "status">,
): Promise<number | null> {
  let status: number | null = null;
  if (fake.webhookUrl) {
    try {
      const res = await fetch(fake.webhookUrl, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(delivery.signature ? { "x-hub-signature": delivery.signature } : {}),
        },
        body: delivery.body,
        signal: AbortSignal.timeout(10_000),
      });
      await res.body?.cancel().catch(() => {});
      status = res.status;
    } catch {
      status = null;
    }
  }
  fake.webhookDeliveries.push({ ...delivery, status });
  return status;
}

/**
 * The /__fake test controls (described in fake-ingram-server.ts); answers false when the path is none of
 * them.
 */
export async function fakeIngramControl(
  fake: FakeWebhookState,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  raw: string,
): Promise<boolean> {
  const ship = /^\/__fake\/orders\/([^/]+)\/ship$/.exec(path);
  if (req.method === "POST" && ship) {
    const order = fake.orders.get(decodeURIComponent(ship[1] ?? ""));
    if (!order) {
      sendJson(res, 404, { message: "No such order" });
      return true;
    }
    const request = (raw ? JSON.parse(raw) : {}) as ShipRequest & {
      signature?: "valid" | "bad" | "none";
      eventId?: string;
    };
    const shipped = shipFakeOrder(order, request);
    const eventId = request.eventId ?? randomUUID();
    const mode = request.signature ?? "valid";
    const signature =
      mode === "none"
        ? undefined
        : fakeSignature(mode === "bad" ? `not-${fake.webhookSecret}` : fake.webhookSecret, eventId);
    const body = JSON.stringify(shippedEvent(order, shipped, eventId));
    const webhookStatus = await deliver(fake, { eventId, signature, body });
    sendJson(res, 200, { eventId, webhookStatus });
    return true;
  }
  const replay = /^\/__fake\/webhooks\/([^/]+)\/replay$/.exec(path);
  if (req.method === "POST" && replay) {
    const eventId = decodeURIComponent(replay[1] ?? "");
    const first = fake.webhookDeliveries.find((d) => d.eventId === eventId);
    if (!first) {
      sendJson(res, 404, { message: "No such event" });
      return true;
    }
    const webhookStatus = await deliver(fake, { eventId, signature: first.signature, body: first.body });
    sendJson(res, 200, { eventId, webhookStatus });
    return true;
  }
  return false;
}
