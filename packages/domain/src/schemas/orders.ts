import { z } from "zod";
import { ORDER_STATUSES, ORDER_USER_MOVES, SUBORDER_STATUSES } from "../orders/statuses.ts";
import { ZPageQuery } from "../pagination.ts";
import { zUuid } from "../validation/rules.ts";
import { zText, zVersion } from "./common.ts";
import { ZShipment } from "./suborders.ts";

// Orders (issue #18, docs/orders.md): an accepted quote's order, its suborders per building and
// distributor, and its lines frozen from the signed quote. A customer's answer carries no cost.

export const ZShipTo = z.object({
  companyName: z.string(),
  contact: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  countryCode: z.string(),
  email: z.string(),
});

export const ZOrderLine = z.object({
  id: z.string(),
  suborderId: z.string().nullable(),
  lineNumber: z.number().int(),
  buildingId: z.string(),
  name: z.string(),
  partNumber: z.string(),
  distributorPartNumber: z.string(),
  pricingModel: z.string(),
  billingFrequency: z.string().nullable(),
  quantity: z.string(),
  price: z.string(),
  /** Null for a customer, and where the quote had none. */
  cost: z.string().nullable(),
  status: z.string(),
  rejectReason: z.string(),
  shippedQuantity: z.string(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  serialNumbers: z.array(z.string()),
});
export type TOrderLine = z.infer<typeof ZOrderLine>;

export const ZSuborder = z.object({
  id: z.string(),
  buildingId: z.string(),
  buildingName: z.string(),
  siteName: z.string(),
  /** Null: procure manually. */
  distributorId: z.string().nullable(),
  distributorName: z.string(),
  status: z.enum(SUBORDER_STATUSES),
  shipTo: ZShipTo,
  isCustomerShippingAddress: z.boolean(),
  /** The distributor's order number, or the reference of a suborder ordered by hand. */
  distributorOrderNumber: z.string().nullable(),
  /** The distributor adapter it was sent through (demo, ingram); null when ordered by hand. */
  providerId: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** Reading it back from the distributor (docs/orders.md): last read, next read, failures in a row. */
  lastReadAt: z.string().nullable(),
  nextReadAt: z.string().nullable(),
  readFailures: z.number().int(),
  /** The last send or read that failed, in the distributor's words (never a secret); empty after a success. */
  lastError: z.string(),
  /** Domain §4: true while any of its lines lacks a shipped date. */
  shippingIncomplete: z.boolean(),
  version: z.number().int(),
});
export type TSuborder = z.infer<typeof ZSuborder>;

const orderHead = {
  id: z.string(),
  orderNumber: z.number().int(),
  projectId: z.string(),
  dealName: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  status: z.enum(ORDER_STATUSES),
  endedReason: z.string(),
  currency: z.string(),
  oneTimeTotal: z.string(),
  monthlyTotal: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
};

export const ZOrderListItem = z.object({ ...orderHead, suborderCount: z.number().int() });
export type TOrderListItem = z.infer<typeof ZOrderListItem>;

const ZAccountRef = z.object({ id: z.string(), accountName: z.string() });

export const ZOrder = z.object({
  ...orderHead,
  customerShipTo: ZShipTo.nullable(),
  suborders: z.array(ZSuborder),
  lines: z.array(ZOrderLine),
  /** Every package of its suborders, oldest first. */
  shipments: z.array(ZShipment),
  /** With getMainAccounts: the MSP and the quote's link partner. */
  mainAccounts: z.object({ msp: ZAccountRef.nullable(), partner: ZAccountRef.nullable() }).optional(),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZCreateOrderRequest = z.object({
  projectId: zUuid,
  /** The quote's lines to order (project line ids); all its chosen lines when left out. */
  items: z.array(zUuid).min(1).max(5000).optional(),
  /**
   * The order wizard's ship-to step: buildings whose equipment ships to the customer's shipping address
   * (its suborders get isCustomerShippingAddress) instead of the building's own address.
   */
  customerShippingBuildings: z.array(zUuid).max(1000).optional(),
});
export type TCreateOrderRequest = z.infer<typeof ZCreateOrderRequest>;

export const ZListOrdersQuery = ZPageQuery.extend({
  status: z.enum(ORDER_STATUSES).optional(),
  customerId: zUuid.optional(),
  /** A building of the order (a site's building). */
  buildingId: zUuid.optional(),
  /** A site: the customer's service address (a location) the order delivers to. */
  locationId: zUuid.optional(),
});
export type TListOrdersQuery = z.infer<typeof ZListOrdersQuery>;

export const ZProjectOrdersQuery = z.object({ status: z.enum(ORDER_STATUSES).optional() });

export const ZGetOrderQuery = z.object({
  getMainAccounts: z.enum(["true", "false"]).optional(),
});

export const ZUpdateOrderRequest = z.object({
  version: zVersion,
  status: z.enum(ORDER_USER_MOVES),
  /** Why it is declined or cancelled. */
  reason: zText(2000).optional(),
});
export type TUpdateOrderRequest = z.infer<typeof ZUpdateOrderRequest>;
