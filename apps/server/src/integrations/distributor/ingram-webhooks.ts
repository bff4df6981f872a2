import { createHmac, timingSafeEqual } from "node:crypto";
import { AppError } from "@q2c/domain";
import { z } from "zod";
import type { DistributorWebhookEvent, WebhookHeaders } from "./distributor-orders.ts";
import { lowerKeys, text, zText } from "./ingram-order-details.ts";

/** The header Ingram signs its webhooks in. */
export const INGRAM_SIGNATURE_HEADER = "x-hub-signature";

const ZEvent = z.looseObject({
  eventid: zText,
  event: zText,
  resource: z
    .array(z.looseObject({ eventtype: zText, ordernumber: zText, customerordernumber: zText }))
    .nullish(),
});

const refuse = () => new AppError("unauthenticated");

function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    const first = Array.isArray(value) ? value[0] : value;
    return first?.trim() || undefined;
  }
  return undefined;
}

/**
 * Verifies an Ingram Micro webhook (developer.ingrammicro.com, "How to use webhook secret key"):
 * x-hub-signature = base64(HMAC-SHA512(secret, eventId)). Only the event id is signed, so the body is a
 * hint: the caller re-reads each order from the API before acting and deduplicates on the event id.
 * Throws AppError("unauthenticated") for a missing or wrong signature, a body without an event id, or when
 * no secret is configured.
 */
export function verifyIngramWebhook(
  headers: WebhookHeaders,
  rawBody: string | Buffer,
  secret: string | undefined,
): DistributorWebhookEvent {
  if (!secret) throw refuse();
  const signature = headerValue(headers, INGRAM_SIGNATURE_HEADER);
  if (!signature) throw refuse();
  let body: unknown;
  try {
    body = JSON.parse(typeof rawBody === "string" ? rawBody : rawBody.toString("utf8"));
  } catch {
    throw refuse();
  }
  const parsed = ZEvent.safeParse(lowerKeys(body));
  const eventId = parsed.success ? text(parsed.data.eventid) : undefined;
  if (!parsed.success || !eventId) throw refuse();
  const expected = createHmac("sha512", secret).update(eventId, "utf8").digest();
  const given = Buffer.from(signature, "base64");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refuse();

  const resources = parsed.data.resource ?? [];
  const orders = resources.flatMap((r) => {
    const distributorOrderNumber = text(r.ordernumber);
    return distributorOrderNumber
      ? [{ distributorOrderNumber, customerOrderNumber: text(r.customerordernumber) ?? null }]
      : [];
  });
  const eventType =
    resources.map((r) => text(r.eventtype)).find(Boolean) ?? text(parsed.data.event) ?? "unknown";
  return { eventId, eventType, orders };
}
