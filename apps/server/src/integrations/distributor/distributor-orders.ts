import { AppError } from "@q2c/domain";

/**
 * Orders at a distributor (issue #18 §2), the same for every adapter. docs/orders.md "Distributor
 * adapters" describes the contract; each adapter maps its distributor's wire format into these shapes.
 */

/** Where a suborder's equipment goes: the building's address (or the customer's shipping address). */
export interface DistributorShipTo {
  companyName: string;
  contact: string;
  address1: string;
  address2?: string | undefined;
  city: string;
  state: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  email?: string | undefined;
}

export interface PlaceOrderLine {
  /**
   * Our number of the line within the order: a whole number from 1 to 884, unique in the order (Ingram
   * renumbers anything else, and the answer could then no longer be matched to our lines).
   */
  customerLineNumber: string;
  /** The distributor's part number (Ingram: ingramPartNumber). */
  partNumber: string;
  quantity: number;
  /** Decimal string; the price we expect to pay. Distributors treat it as a request, not a promise. */
  unitPrice?: string | undefined;
}

export interface PlaceOrderInput {
  /** Our suborder id: the key that makes placing idempotent (the order is first looked up by it). */
  customerOrderNumber: string;
  shipTo: DistributorShipTo;
  lines: PlaceOrderLine[];
  notes?: string | undefined;
}

export type PlacedLineStatus = "placed" | "backordered" | "rejected";

export interface PlacedLine {
  customerLineNumber: string;
  status: PlacedLineStatus;
  quantityConfirmed: number;
  /** The distributor's own reason, when rejected. */
  rejectReason?: string | undefined;
}

export interface PlacedOrder {
  distributorOrderNumber: string;
  lines: PlacedLine[];
}

export const DISTRIBUTOR_ORDER_STATUSES = [
  "accepted",
  "processing",
  "backordered",
  "on_hold",
  "partially_shipped",
  "shipped",
  "delivered",
  "invoiced",
  "cancelled",
] as const;
export type DistributorOrderStatus = (typeof DISTRIBUTOR_ORDER_STATUSES)[number];
/** A line has the order's statuses, or was rejected when the order was placed. */
export type DistributorLineStatus = DistributorOrderStatus | "rejected";

/** One package of a line: what the carrier carries under one tracking number. Dates are ISO 8601. */
export interface DistributorShipment {
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl?: string | undefined;
  serialNumbers: string[];
  /** When the shipment was made up at the warehouse. */
  shipmentDate?: string | undefined;
  /** When it left with the carrier; a line is shipped once every unit has one (domain §4). */
  shippedDate?: string | undefined;
  deliveredDate?: string | undefined;
  quantity: number;
}

export interface DistributorOrderLine {
  customerLineNumber?: string | undefined;
  partNumber: string;
  status: DistributorLineStatus;
  quantity: number;
  /** Units the distributor has not got and waits for; absent when it says none. */
  quantityBackordered?: number | undefined;
  /** Present when rejected. */
  rejectReason?: string | undefined;
  shipments: DistributorShipment[];
}

export interface DistributorOrder {
  distributorOrderNumber: string;
  customerOrderNumber?: string | undefined;
  status: DistributorOrderStatus;
  /** Decimal string; null when the distributor gives none. */
  total: string | null;
  currency?: string | undefined;
  lines: DistributorOrderLine[];
}

/** What a verified webhook says: which orders to read again (the body is a hint, never the truth). */
export interface DistributorWebhookEvent {
  /** Unique per event; a replay carries the same one, so deduplicate on it. */
  eventId: string;
  /** E.g. im::order_shipped. */
  eventType: string;
  orders: { distributorOrderNumber: string; customerOrderNumber: string | null }[];
}

/** Header names as Fastify gives them (lower case); values as strings or lists. */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface DistributorWebhooks {
  /**
   * Checks the signature and reads the event. Throws AppError("unauthenticated") when the signature is
   * missing or wrong, or no secret is configured; nothing else of the body is trusted.
   */
  verifyWebhook(headers: WebhookHeaders, rawBody: string | Buffer, secret?: string): DistributorWebhookEvent;
}

/** What the adapters accept of a line number: Ingram's rule, kept by all so orders move between them. */
export const MAX_CUSTOMER_LINE_NUMBER = 884;

/**
 * The adapters' check of an order before it leaves: the routes validate their own input, so a failure here
 * is a programming error of the caller, answered 400 with the field at fault rather than sent on.
 */
export function assertPlaceable(input: PlaceOrderInput): void {
  const fields: Record<string, string> = {};
  if (!input.customerOrderNumber.trim()) fields.customerOrderNumber = "Required.";
  if (input.lines.length === 0) fields.lines = "An order needs at least one line.";
  const seen = new Set<string>();
  input.lines.forEach((line, i) => {
    const n = Number(line.customerLineNumber);
    if (!/^\d+$/.test(line.customerLineNumber) || n < 1 || n > MAX_CUSTOMER_LINE_NUMBER) {
      fields[`lines.${i}.customerLineNumber`] = `A whole number from 1 to ${MAX_CUSTOMER_LINE_NUMBER}.`;
    } else if (seen.has(String(n))) {
      fields[`lines.${i}.customerLineNumber`] = "Used by another line of this order.";
    }
    seen.add(String(n));
    if (!line.partNumber.trim()) fields[`lines.${i}.partNumber`] = "Required.";
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      fields[`lines.${i}.quantity`] = "A whole number of at least 1.";
    }
    if (line.unitPrice !== undefined && !/^\d+(\.\d{1,2})?$/.test(line.unitPrice)) {
      fields[`lines.${i}.unitPrice`] = "A decimal amount such as 12.50.";
    }
  });
  if (Object.keys(fields).length > 0) throw new AppError("bad_request", { fields });
}

/** Line numbers in order: numerically ("2" before "10"). */
export function byLineNumber(a: { customerLineNumber: string }, b: { customerLineNumber: string }): number {
  return Number(a.customerLineNumber) - Number(b.customerLineNumber);
}
