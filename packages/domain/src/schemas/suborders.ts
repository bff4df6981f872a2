import { z } from "zod";
import { MAX_SUBORDER_LINE_NUMBER } from "../orders/fulfilment.ts";
import { zUuid } from "../validation/rules.ts";
import { zDecimal, zQueryInt, zRequiredText, zText, zVersion } from "./common.ts";

// Sending suborders to distributors and keeping them current (issue #18 §2, §3; docs/orders.md "Sending and
// reading suborders", "Webhooks", "Tracking").

export const SUBORDER_MESSAGES = {
  idempotencyKey:
    "Send an Idempotency-Key header (1 to 255 visible characters) so a retry is not a second order.",
  dateFormat: "Use a date like 2026-03-02 or a time like 2026-03-02T14:00:00Z.",
  trackingUrl: "Use a web address (https://...).",
} as const;

export const ZSuborderParams = z.object({ id: zUuid, suborderId: zUuid });
export const ZOrderLineParams = z.object({ id: zUuid, lineId: zUuid });
export const ZTrackParams = z.object({
  id: zUuid,
  suborderId: zUuid,
  trackingNumber: z.string().trim().min(1).max(100),
});

/** The header of POST .../send: the same key again answers what the first send stored. */
export const ZSendSuborderHeaders = z.object({
  "idempotency-key": z
    .string({ error: SUBORDER_MESSAGES.idempotencyKey })
    .regex(/^[\x21-\x7e]{1,255}$/, SUBORDER_MESSAGES.idempotencyKey),
});

/** A procure-manually suborder (or a distributor without an API) ordered by hand. */
export const ZMarkSuborderOrderedRequest = z.object({
  version: zVersion,
  /** The supplier's order or PO number, when there is one. */
  reference: zText(100).optional(),
});
export type TMarkSuborderOrderedRequest = z.infer<typeof ZMarkSuborderOrderedRequest>;

/** POST /orders/{id}/decline: the spec's "decline order" (decline-deal), with the order's version. */
export const ZDeclineOrderRequest = z.object({
  version: zVersion,
  reason: zRequiredText("Reason", 2000),
});
export type TDeclineOrderRequest = z.infer<typeof ZDeclineOrderRequest>;

/** What a distributor partner answered about a suborder: a note, and whether it took or refused it. */
export const PARTNER_UPDATE_STATUSES = ["accepted", "declined"] as const;
export const ZPartnerUpdateRequest = z.object({
  suborderId: zUuid,
  version: zVersion,
  note: zRequiredText("Note", 2000),
  status: z.enum(PARTNER_UPDATE_STATUSES).optional(),
});
export type TPartnerUpdateRequest = z.infer<typeof ZPartnerUpdateRequest>;

/** A date (midnight UTC) or an ISO 8601 time with its offset. */
const zWhen = z
  .string()
  .trim()
  .refine(
    (v) =>
      (/^\d{4}-\d{2}-\d{2}$/.test(v) || z.iso.datetime({ offset: true }).safeParse(v).success) &&
      !Number.isNaN(Date.parse(v)),
    SUBORDER_MESSAGES.dateFormat,
  );

/** PUT /orders/{id}/shipments: one package of a suborder recorded by hand (the same tracking number: updated). */
export const ZRecordShipmentRequest = z.object({
  suborderId: zUuid,
  /** The suborder's version. */
  version: zVersion,
  carrier: zRequiredText("Carrier", 100),
  trackingNumber: zRequiredText("Tracking number", 100),
  trackingUrl: z
    .string()
    .trim()
    .max(2048)
    .refine((v) => v === "" || /^https?:\/\/\S+$/i.test(v), SUBORDER_MESSAGES.trackingUrl)
    .optional(),
  shipmentDate: zWhen.optional(),
  shippedDate: zWhen.optional(),
  deliveredDate: zWhen.optional(),
  lines: z
    .array(
      z.object({
        orderLineId: zUuid,
        quantity: zDecimal(0, { nonNegative: true, integerDigits: 9 }).refine(
          (v) => Number(v) >= 1,
          "At least 1.",
        ),
        serialNumbers: z.array(z.string().trim().min(1).max(100)).max(10_000).optional(),
      }),
    )
    .min(1)
    .max(MAX_SUBORDER_LINE_NUMBER),
});
export type TRecordShipmentRequest = z.infer<typeof ZRecordShipmentRequest>;

export const ZDeleteOrderLineQuery = z.object({ version: zQueryInt(1) });

export const SHIPMENT_STATUSES = ["preparing", "in_transit", "delivered"] as const;

/** One package: its lines (never a cost), carrier, tracking number, serial numbers and dates. */
export const ZShipment = z.object({
  id: z.string(),
  suborderId: z.string(),
  carrier: z.string(),
  /** Empty for packages the distributor reported without one (merged into one row). */
  trackingNumber: z.string(),
  trackingUrl: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  /** distributor (read from it) or manual (PUT /orders/{id}/shipments). */
  source: z.enum(["distributor", "manual"]),
  shipmentDate: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  lines: z.array(
    z.object({
      orderLineId: z.string(),
      lineNumber: z.number().int(),
      name: z.string(),
      partNumber: z.string(),
      quantity: z.string(),
      serialNumbers: z.array(z.string()),
    }),
  ),
});
export type TShipment = z.infer<typeof ZShipment>;

/** GET .../suborder/{suborderId}/track/{trackingNumber}. */
export const ZShipmentTracking = ZShipment.extend({
  orderId: z.string(),
  orderNumber: z.number().int(),
  buildingName: z.string(),
  siteName: z.string(),
});
export type TShipmentTracking = z.infer<typeof ZShipmentTracking>;

export const ZDistributorWebhookAnswer = z.object({
  received: z.literal(true),
  /** The event id was acted on before: nothing was done again. */
  replayed: z.boolean(),
  /** Suborders of ours read again because of it. */
  suborders: z.number().int(),
});
export type TDistributorWebhookAnswer = z.infer<typeof ZDistributorWebhookAnswer>;
