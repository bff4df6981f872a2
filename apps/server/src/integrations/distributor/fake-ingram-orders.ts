import { createHmac, randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";

/**
 * Test support: the order book of the fake Ingram Micro server (fake-ingram-server.ts), answering with
 * bodies shaped like the Reseller API v6 order create, v6 order search, v6.1 order details and cancel, and
 * building the im::order_shipped webhook its test control sends.
 */

export interface FakeShipment {
  carrierCode: string;
  carrierName: string;
  trackingNumber: string;
  trackingUrl?: string | undefined;
  serialNumbers: string[];
  shipmentDate: string;
  shippedDate: string;
  deliveredDate?: string | undefined;
  quantity: number;
}

export interface FakeOrderLine {
  customerLineNumber: string;
  ingramOrderLineNumber: string;
  ingramPartNumber: string;
  quantity: number;
  quantityConfirmed: number;
  quantityBackOrdered: number;
  unitPrice: number;
  lineStatus: "Open" | "Backordered" | "Shipped" | "Delivered" | "Canceled";
  shipments: FakeShipment[];
}

export interface FakeOrder {
  ingramOrderNumber: string;
  ingramOrderDate: string;
  customerOrderNumber: string;
  notes: string | undefined;
  shipToInfo: Record<string, unknown>;
  lines: FakeOrderLine[];
  cancelled: boolean;
}

export interface FakeCatalogueEntry {
  vendorPartNumber: string;
  price: number;
  /** Stock; none means the line is placed as a backorder. */
  available: number;
}

export interface ShipRequest {
  /** Our line numbers to ship; all lines not shipped yet when absent. */
  lines?: string[];
  carrier?: string;
  trackingNumber?: string;
  trackingUrl?: string;
  /** Serial numbers per customer line number; one made up per unit when absent. */
  serialNumbers?: Record<string, string[]>;
  shipmentDate?: string;
  shippedDate?: string;
  deliveredDate?: string;
}

export interface CreateAnswer {
  status: number;
  body: unknown;
  order?: FakeOrder;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

const error = (message: string) => ({ errors: [{ id: randomUUID(), type: "Bad Request", message }] });
const today = () => new Date().toISOString().slice(0, 10);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** POST /resellers/v6/orders: an unknown part number goes to rejectedLineItems (EN), the rest is placed. */
export function createFakeOrder(
  body: unknown,
  orderNumber: string,
  catalogue: Record<string, FakeCatalogueEntry>,
): CreateAnswer {
  const request = body as {
    customerOrderNumber?: string;
    notes?: string;
    shipToInfo?: Record<string, unknown>;
    lines?: {
      customerLineNumber?: string;
      ingramPartNumber?: string;
      quantity?: number;
      unitPrice?: number;
    }[];
  };
  if (!request?.customerOrderNumber) return { status: 400, body: error("customerOrderNumber is required") };
  if (!Array.isArray(request.lines) || request.lines.length === 0) {
    return { status: 400, body: error("At least one line is required") };
  }
  const lines: FakeOrderLine[] = [];
  const rejectedLineItems: unknown[] = [];
  for (const [i, line] of request.lines.entries()) {
    const part = String(line.ingramPartNumber ?? "").toUpperCase();
    const entry = catalogue[part];
    const quantity = Number(line.quantity ?? 0);
    if (!entry) {
      rejectedLineItems.push({
        customerLinenumber: line.customerLineNumber,
        ingramPartNumber: line.ingramPartNumber,
        quantityOrdered: quantity,
        rejectCode: "EN",
        rejectReason: `SKU-NOTFOUND    ${line.ingramPartNumber}`,
      });
      continue;
    }
    const backordered = entry.available >= quantity ? 0 : quantity;
    lines.push({
      customerLineNumber: String(line.customerLineNumber ?? i + 1),
      ingramOrderLineNumber: String(lines.length + 1).padStart(3, "0"),
      ingramPartNumber: part,
      quantity,
      quantityConfirmed: quantity - backordered,
      quantityBackOrdered: backordered,
      unitPrice: line.unitPrice ?? entry.price,
      lineStatus: backordered ? "Backordered" : "Open",
      shipments: [],
    });
  }
  if (lines.length === 0) {
    return { status: 400, body: error("No valid lines: every part number was rejected (SKU-NOTFOUND)") };
  }
  const order: FakeOrder = {
    ingramOrderNumber: orderNumber,
    ingramOrderDate: today(),
    customerOrderNumber: request.customerOrderNumber,
    notes: request.notes,
    shipToInfo: request.shipToInfo ?? {},
    lines,
    cancelled: false,
  };
  const total = round2(lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0));
  return {
    status: 201,
    order,
    body: {
      customerOrderNumber: order.customerOrderNumber,
      purchaseOrderTotal: total,
      processedPartially: rejectedLineItems.length > 0,
      orders: [
        {
          numberOfLinesWithSuccess: lines.length,
          numberOfLinesWithError: rejectedLineItems.length,
          numberOfLinesWithWarning: 0,
          ingramOrderNumber: orderNumber,
          ingramOrderDate: order.ingramOrderDate,
          orderType: "S",
          orderTotal: total,
          currencyCode: "USD",
          lines: lines.map((l) => ({
            subOrderNumber: `${orderNumber}-11`,
            ingramLineNumber: l.ingramOrderLineNumber,
            customerLineNumber: l.customerLineNumber,
            lineStatus: l.lineStatus,
            ingramPartNumber: l.ingramPartNumber,
            unitPrice: l.unitPrice,
            extendedUnitPrice: round2(l.unitPrice * l.quantity),
            quantityOrdered: l.quantity,
            quantityConfirmed: l.quantityConfirmed,
            quantityBackOrdered: l.quantityBackOrdered,
          })),
          rejectedLineItems,
          links: [{ topic: "orders", href: `/resellers/v6.1/orders/${orderNumber}`, type: "GET" }],
        },
      ],
    },
  };
}

function headerStatus(order: FakeOrder): string {
  if (order.cancelled) return "Canceled";
  if (order.lines.every((l) => l.lineStatus === "Delivered")) return "Delivered";
  if (order.lines.every((l) => l.lineStatus === "Shipped" || l.lineStatus === "Delivered")) return "Shipped";
  if (order.lines.every((l) => l.lineStatus === "Backordered")) return "Backordered";
  // Their header stays Processing while part of the order has shipped; the lines tell.
  return "Processing";
}

const totalOf = (order: FakeOrder) => round2(order.lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0));

/** GET /resellers/v6.1/orders/{n}: the OrderDetailB2B shape. */
export function fakeOrderDetails(order: FakeOrder): unknown {
  return {
    ingramOrderNumber: order.ingramOrderNumber,
    ingramOrderDate: order.ingramOrderDate,
    orderType: "S",
    customerOrderNumber: order.customerOrderNumber,
    orderStatus: headerStatus(order),
    orderTotal: totalOf(order),
    orderSubTotal: totalOf(order),
    freightCharges: 0,
    currencyCode: "USD",
    notes: order.notes ?? "",
    shipToInfo: order.shipToInfo,
    lines: order.lines.map((l) => ({
      subOrderNumber: `${order.ingramOrderNumber}-11`,
      ingramOrderLineNumber: l.ingramOrderLineNumber,
      customerLineNumber: l.customerLineNumber,
      lineStatus: l.lineStatus,
      ingramPartNumber: l.ingramPartNumber,
      unitPrice: l.unitPrice,
      extendedPrice: round2(l.unitPrice * l.quantity),
      currencyCode: "USD",
      quantityOrdered: l.quantity,
      quantityConfirmed: l.quantityConfirmed,
      quantityBackOrdered: l.quantityBackOrdered,
      shipmentDetails: l.shipments.map((s) => ({
        quantity: s.quantity,
        estimatedShipDate: s.shipmentDate,
        shippedDate: s.shippedDate,
        shipFromWarehouseId: "10",
        shipFromLocation: "Memphis, TN",
        carrierDetails: [
          {
            carrierCode: s.carrierCode,
            carrierName: s.carrierName,
            quantity: s.quantity,
            shippedDate: s.shippedDate,
            ...(s.deliveredDate ? { deliveredDate: s.deliveredDate } : {}),
            trackingDetails: [
              {
                trackingNumber: s.trackingNumber,
                ...(s.trackingUrl ? { trackingUrl: s.trackingUrl } : {}),
                quantityInBox: String(s.quantity),
                serialNumbers: s.serialNumbers.map((serialNumber) => ({ serialNumber })),
              },
            ],
          },
        ],
      })),
    })),
  };
}

/** GET /resellers/v6/orders/search: header-level statuses OPEN, CLOSED or CANCELLED. */
export function fakeOrderSearch(orders: FakeOrder[]): unknown {
  return {
    recordsFound: orders.length,
    pageSize: 25,
    pageNumber: 1,
    orders: orders.map((o) => ({
      ingramOrderNumber: o.ingramOrderNumber,
      ingramOrderDate: o.ingramOrderDate,
      customerOrderNumber: o.customerOrderNumber,
      orderTotal: totalOf(o),
      orderStatus: o.cancelled ? "CANCELLED" : headerStatus(o) === "Delivered" ? "CLOSED" : "OPEN",
      subOrders: [{ subOrderNumber: `${o.ingramOrderNumber}-11`, subOrderTotal: totalOf(o) }],
    })),
  };
}

/** DELETE /resellers/v6/orders/{n}: refused once anything has left the warehouse. */
export function cancelFakeOrder(order: FakeOrder): { status: number; body?: unknown } {
  if (order.lines.some((l) => l.shipments.length > 0)) {
    return { status: 400, body: error("Order cannot be canceled once it is released to the warehouse.") };
  }
  order.cancelled = true;
  for (const line of order.lines) line.lineStatus = "Canceled";
  return { status: 200 };
}

let trackingSerial = 0;

/** The test control's shipment: marks the lines shipped (or delivered) and answers what shipped. */
export function shipFakeOrder(order: FakeOrder, request: ShipRequest): FakeOrderLine[] {
  const wanted = request.lines
    ? order.lines.filter((l) => request.lines?.includes(l.customerLineNumber))
    : order.lines.filter((l) => l.shipments.length === 0);
  const trackingNumber = request.trackingNumber ?? `1Z999AA1${String(++trackingSerial).padStart(10, "0")}`;
  const carrier = request.carrier ?? "UPS";
  for (const line of wanted) {
    line.shipments.push({
      carrierCode: carrier.toUpperCase().slice(0, 4),
      carrierName: carrier,
      trackingNumber,
      trackingUrl: request.trackingUrl,
      serialNumbers:
        request.serialNumbers?.[line.customerLineNumber] ??
        Array.from(
          { length: line.quantity },
          (_, i) => `SN${order.ingramOrderNumber}${line.customerLineNumber}-${i + 1}`,
        ),
      shipmentDate: request.shipmentDate ?? today(),
      shippedDate: request.shippedDate ?? today(),
      deliveredDate: request.deliveredDate,
      quantity: line.quantity,
    });
    line.lineStatus = request.deliveredDate ? "Delivered" : "Shipped";
    line.quantityConfirmed = line.quantity;
    line.quantityBackOrdered = 0;
  }
  return wanted;
}

/** The im::order_shipped event Ingram posts (research: distributor-billing.md part A, Webhooks). */
export function shippedEvent(order: FakeOrder, lines: FakeOrderLine[], eventId: string): unknown {
  return {
    topic: "resellers/orders",
    event: "im::updated",
    eventId,
    eventTimeStamp: new Date().toISOString(),
    resource: [
      {
        eventType: "im::order_shipped",
        orderNumber: order.ingramOrderNumber,
        customerOrderNumber: order.customerOrderNumber,
        orderEntryTimeStamp: `${order.ingramOrderDate}T00:00:00Z`,
        lines: lines.map((l) => {
          const s = l.shipments.at(-1);
          return {
            subOrderNumber: `${order.ingramOrderNumber}-11`,
            ingramOrderLineNumber: l.ingramOrderLineNumber,
            customerLineNumber: l.customerLineNumber,
            lineStatus: l.lineStatus,
            ingramPartNumber: l.ingramPartNumber,
            shippedQuantity: s?.quantity ?? 0,
            shipmentDetails: [
              {
                shipmentDate: s?.shipmentDate,
                carrierCode: s?.carrierCode,
                carrierName: s?.carrierName,
                packageDetails: [{ trackingNumber: s?.trackingNumber }],
              },
            ],
            serialNumberDetails: (s?.serialNumbers ?? []).map((serialNumber) => ({ serialNumber })),
          };
        }),
        links: [{ topic: "orders", href: `/resellers/v6.1/orders/${order.ingramOrderNumber}`, type: "GET" }],
      },
    ],
  };
}

/** x-hub-signature as Ingram computes it: base64(HMAC-SHA512(secret, eventId)). */
export function fakeSignature(secret: string, eventId: string): string {
  return createHmac("sha512", secret).update(eventId, "utf8").digest("base64");
}
