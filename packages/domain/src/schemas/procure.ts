import { z } from "zod";
import { ZPageQuery } from "../pagination.ts";
import { ZPriceAvailability } from "./distributor-search.ts";
import { ZShipTo } from "./orders.ts";

// Procurement across an MSP's orders, an order's activity and the order wizard's categories (issue #18;
// docs/orders.md "Procure", "The order view's tabs", "The order wizard").

/** How a group of suborders is bought: through a distributor's API, or by hand (a PO, a phone call). */
export const PROCURE_CHANNELS = ["distributor", "manual"] as const;
export type ProcureChannel = (typeof PROCURE_CHANNELS)[number];

export const ZProcureLine = z.object({
  id: z.string(),
  lineNumber: z.number().int(),
  name: z.string(),
  partNumber: z.string(),
  distributorPartNumber: z.string(),
  quantity: z.string(),
  /** The frozen cost per unit (the MSP's buying price); null where the quote had none. */
  cost: z.string().nullable(),
});
export type TProcureLine = z.infer<typeof ZProcureLine>;

/** A draft suborder still to be bought, with where it goes. */
export const ZProcureSuborder = z.object({
  id: z.string(),
  version: z.number().int(),
  orderId: z.string(),
  orderNumber: z.number().int(),
  dealName: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  siteName: z.string(),
  buildingName: z.string(),
  shipTo: ZShipTo,
  isCustomerShippingAddress: z.boolean(),
  /** The last send that failed, in the distributor's words; empty otherwise. */
  lastError: z.string(),
  lines: z.array(ZProcureLine),
  /** Sum of cost × quantity over its lines with a cost. */
  costTotal: z.string(),
});
export type TProcureSuborder = z.infer<typeof ZProcureSuborder>;

/**
 * The distributor's current price and stock of the group's part numbers: `known` (one entry per part
 * number asked), `unknown` (the distributor failed: `error` says why, never a secret), or
 * `not_applicable` (bought by hand: nobody to ask).
 */
export const ZProcureAvailability = z.object({
  status: z.enum(["known", "unknown", "not_applicable"]),
  /** Which adapter answered (demo, ingram); null when nobody was asked. */
  providerId: z.string().nullable(),
  error: z.string(),
  data: z.array(ZPriceAvailability),
});
export type TProcureAvailability = z.infer<typeof ZProcureAvailability>;

export const ZProcureGroup = z.object({
  /** Null: the suborders with no distributor ("procure manually"). */
  distributorId: z.string().nullable(),
  distributorName: z.string(),
  channel: z.enum(PROCURE_CHANNELS),
  suborders: z.array(ZProcureSuborder),
  costTotal: z.string(),
  availability: ZProcureAvailability,
});
export type TProcureGroup = z.infer<typeof ZProcureGroup>;

export const ZProcureQuery = z.object({
  /** One distributor's group only; "manual" for the suborders with no distributor. */
  distributorId: z.union([z.uuid(), z.literal("manual")]).optional(),
});
export type TProcureQuery = z.infer<typeof ZProcureQuery>;

export const ZProcureResponse = z.object({
  groups: z.array(ZProcureGroup),
  /** More draft suborders than one answer holds ({@link PROCURE_MAX_SUBORDERS}); the oldest are listed. */
  truncated: z.boolean(),
});
export type TProcureResponse = z.infer<typeof ZProcureResponse>;

/** The draft suborders one GET /procure lists at most (oldest orders first). */
export const PROCURE_MAX_SUBORDERS = 200;

/** One entry of an order's activity (order_events), newest first. */
export const ZOrderEvent = z.object({
  id: z.string(),
  type: z.string(),
  suborderId: z.string().nullable(),
  actorName: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type TOrderEvent = z.infer<typeof ZOrderEvent>;

export const ZOrderEventsQuery = ZPageQuery;

/** A chosen line of an accepted quote as the order wizard offers it. */
export const ZOrderCategoryLine = z.object({
  /** The project line's id: what POST /orders takes in `items`. */
  id: z.string(),
  name: z.string(),
  partNumber: z.string(),
  quantity: z.string(),
  price: z.string(),
  pricingModel: z.string(),
  buildingId: z.string(),
  /** Equipment bought from a distributor or by hand (a suborder line); false: a service or subscription. */
  bought: z.boolean(),
});
export type TOrderCategoryLine = z.infer<typeof ZOrderCategoryLine>;

/** The spec's "order categories list" (domain §7): the quote's chosen lines by category. */
export const ZOrderCategory = z.object({
  /** Null: lines whose product has no category. */
  id: z.string().nullable(),
  name: z.string(),
  lines: z.array(ZOrderCategoryLine),
});
export type TOrderCategory = z.infer<typeof ZOrderCategory>;

export const ZOrderBuilding = z.object({
  id: z.string(),
  name: z.string(),
  siteName: z.string(),
  /** Where its equipment ships unless sent to the customer's shipping address. */
  shipTo: ZShipTo,
});

export const ZOrderCategoriesResponse = z.object({
  categories: z.array(ZOrderCategory),
  buildings: z.array(ZOrderBuilding),
  /** The customer's shipping address (its head office); null when it has none on file. */
  customerShipTo: ZShipTo.nullable(),
});
export type TOrderCategoriesResponse = z.infer<typeof ZOrderCategoriesResponse>;
