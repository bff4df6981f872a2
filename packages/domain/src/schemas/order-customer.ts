import { z } from "zod";
import { SITE_PROGRESS } from "../orders/site-progress.ts";
import { ORDER_STATUSES } from "../orders/statuses.ts";
import { ZPageQuery } from "../pagination.ts";
import { zUuid } from "../validation/rules.ts";
import { ZShipTo } from "./orders.ts";
import { SHIPMENT_STATUSES } from "./suborders.ts";

// The customer's view of its orders (issue #18 §3, docs/orders.md "The customer's view"): per site and
// building, what is ordered, what has shipped with tracking, what is delivered and what is installed. Prices
// as the customer signed them; never a cost, a margin, a distributor's internals, an internal note or a
// version. The response schemas name every key: whatever else a use case put in is dropped on the way out.

/** One package as the customer sees it: carrier, tracking, status, dates and what it carries. */
export const ZCustomerShipment = z.object({
  carrier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  shipmentDate: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  lines: z.array(
    z.object({
      orderLineId: z.string(),
      name: z.string(),
      partNumber: z.string(),
      quantity: z.string(),
      serialNumbers: z.array(z.string()),
    }),
  ),
});
export type TCustomerShipment = z.infer<typeof ZCustomerShipment>;

/** A line delivered to a building: equipment (bought, shipped) or a service or subscription. */
export const ZCustomerOrderLine = z.object({
  id: z.string(),
  name: z.string(),
  partNumber: z.string(),
  /** equipment: bought and shipped to the building; service: delivered there (no shipment). */
  kind: z.enum(["equipment", "service"]),
  pricingModel: z.string(),
  quantity: z.string(),
  /** The unit price the customer signed. */
  price: z.string(),
  /** pending, placed, backordered, rejected, shipped, delivered, cancelled (order_lines.status). */
  status: z.string(),
  shippedQuantity: z.string(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  serialNumbers: z.array(z.string()),
  /** Accepted on site by the installers (equipment whose bundle asks for it). */
  acceptedAt: z.string().nullable(),
});
export type TCustomerOrderLine = z.infer<typeof ZCustomerOrderLine>;

export const ZCustomerBuilding = z.object({
  buildingId: z.string(),
  buildingName: z.string(),
  progress: z.enum(SITE_PROGRESS),
  /** Domain §4: true while any equipment line coming to it lacks a shipped date. */
  shippingIncomplete: z.boolean(),
  /** When its provisioning load was completed (installed). */
  installedAt: z.string().nullable(),
  /** Where its equipment ships (its own address or the customer's). */
  shipTo: ZShipTo.nullable(),
  lines: z.array(ZCustomerOrderLine),
  shipments: z.array(ZCustomerShipment),
});
export type TCustomerBuilding = z.infer<typeof ZCustomerBuilding>;

export const ZCustomerSite = z.object({
  siteName: z.string(),
  buildings: z.array(ZCustomerBuilding),
});
export type TCustomerSite = z.infer<typeof ZCustomerSite>;

const customerOrderHead = {
  id: z.string(),
  orderNumber: z.number().int(),
  projectId: z.string(),
  dealName: z.string(),
  /** The MSP that delivers it. */
  providerName: z.string(),
  status: z.enum(ORDER_STATUSES),
  currency: z.string(),
  oneTimeTotal: z.string(),
  monthlyTotal: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const ZCustomerOrderListItem = z.object({
  ...customerOrderHead,
  /** Buildings by progress, for the list's summary. */
  buildings: z.number().int(),
  buildingsShipped: z.number().int(),
  buildingsInstalled: z.number().int(),
});
export type TCustomerOrderListItem = z.infer<typeof ZCustomerOrderListItem>;

export const ZCustomerOrder = z.object({
  ...customerOrderHead,
  sites: z.array(ZCustomerSite),
});
export type TCustomerOrder = z.infer<typeof ZCustomerOrder>;

export const ZCustomerOrdersQuery = ZPageQuery.extend({ status: z.enum(ORDER_STATUSES).optional() });
export type TCustomerOrdersQuery = z.infer<typeof ZCustomerOrdersQuery>;

export const ZCustomerTrackParams = z.object({
  id: zUuid,
  trackingNumber: z.string().trim().min(1).max(100),
});

/** GET /orders/{id}/track-customer/{trackingNumber}: one package of the customer's order. */
export const ZCustomerTracking = ZCustomerShipment.extend({
  orderId: z.string(),
  orderNumber: z.number().int(),
  dealName: z.string(),
  buildingName: z.string(),
  siteName: z.string(),
});
export type TCustomerTracking = z.infer<typeof ZCustomerTracking>;

/** Keys that would betray what the customer never sees; the tests walk every answer for them. */
export const CUSTOMER_HIDDEN_KEY =
  /cost|margin|profit|internal|version|distributor|provider(Id)?$|lastError|rejectReason/i;
