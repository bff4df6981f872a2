import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, tenantId, ts, updatedAt, version } from "./columns.ts";
import { projects } from "./projects.ts";

// Orders (issue #18, docs/orders.md): one order per accepted quote, its lines frozen from the signed
// quote, split into suborders per (building, distributor), shipments per suborder, a provisioning load
// per building. The tenant is the MSP; account_id is the customer.

/** A postal address as an order prints it (a building's or the customer's shipping address). */
export interface ShipToJson {
  companyName: string;
  contact: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  countryCode: string;
  email: string;
}

export const orders = pgTable(
  "orders",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    projectId: uuid("project_id").notNull(),
    /** The customer. */
    accountId: uuid("account_id").notNull(),
    /** Per tenant, from 1. */
    orderNumber: integer("order_number").notNull(),
    status: text("status").notNull().default("draft"),
    /** Why it was declined or cancelled. */
    endedReason: text("ended_reason").notNull().default(""),
    currency: text("currency").notNull().default("USD"),
    /** Totals of the frozen lines (one-time and monthly), as the signed quote priced them. */
    oneTimeTotal: numeric("one_time_total", { precision: 18, scale: 2 }).notNull().default("0"),
    monthlyTotal: numeric("monthly_total", { precision: 18, scale: 2 }).notNull().default("0"),
    /** The customer's shipping address when the order was made (suborders may ship there). */
    customerShipTo: jsonb("customer_ship_to").$type<ShipToJson | null>(),
    createdBy: uuid("created_by"),
    submittedAt: ts("submitted_at"),
    completedAt: ts("completed_at"),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("orders_number_unique").on(t.tenantId, t.orderNumber),
    // One order per quote.
    unique("orders_project_unique").on(t.tenantId, t.projectId),
    index("orders_status_idx").on(t.tenantId, t.status, t.id),
    index("orders_account_idx").on(t.tenantId, t.accountId, t.id),
    foreignKey({ columns: [t.tenantId, t.projectId], foreignColumns: [projects.tenantId, projects.id] }),
  ],
);

/** One distributor's part of one building's equipment, or the lines to procure by hand (no distributor). */
export const suborders = pgTable(
  "suborders",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    orderId: uuid("order_id").notNull(),
    buildingId: uuid("building_id").notNull(),
    /** Null: "procure manually". */
    distributorId: uuid("distributor_id"),
    status: text("status").notNull().default("draft"),
    shipTo: jsonb("ship_to").$type<ShipToJson>().notNull(),
    isCustomerShippingAddress: boolean("is_customer_shipping_address").notNull().default(false),
    /** The distributor adapter that placed it (demo, ingram) and its order number there. */
    providerId: text("provider_id"),
    distributorOrderNumber: text("distributor_order_number"),
    /** The Idempotency-Key of the send that placed it: the same key again answers the same result. */
    idempotencyKey: text("idempotency_key"),
    sentAt: ts("sent_at"),
    /** Polling (docs/orders.md): when it was last read, when next, failures in a row, the last error. */
    lastReadAt: ts("last_read_at"),
    nextReadAt: ts("next_read_at"),
    readFailures: integer("read_failures").notNull().default(0),
    lastError: text("last_error").notNull().default(""),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("suborders_order_idx").on(t.tenantId, t.orderId),
    index("suborders_due_idx").on(t.nextReadAt),
    index("suborders_distributor_number_idx").on(t.distributorOrderNumber),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete(
      "cascade",
    ),
  ],
);

/** A quote line as the order froze it, with where it is in procurement. */
export const orderLines = pgTable(
  "order_lines",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    orderId: uuid("order_id").notNull(),
    /** Null for a line nothing is bought for (a service, a subscription). */
    suborderId: uuid("suborder_id"),
    /** Its number within its suborder (the distributor's customerLineNumber). */
    lineNumber: integer("line_number").notNull().default(0),
    projectLineId: uuid("project_line_id"),
    bundleProductId: uuid("bundle_product_id"),
    buildingId: uuid("building_id").notNull(),
    productId: uuid("product_id"),
    name: text("name").notNull(),
    partNumber: text("part_number").notNull().default(""),
    /** What the distributor calls it (ingramPartNumber, a demo SKU). */
    distributorPartNumber: text("distributor_part_number").notNull().default(""),
    distributorId: uuid("distributor_id"),
    pricingModel: text("pricing_model").notNull().default("one_time"),
    billingFrequency: text("billing_frequency"),
    quantity: numeric("quantity", { precision: 18, scale: 6 }).notNull(),
    price: numeric("price", { precision: 18, scale: 6 }).notNull(),
    cost: numeric("cost", { precision: 18, scale: 6 }),
    acceptEquipment: boolean("accept_equipment").notNull().default(false),
    /** pending, placed, backordered, rejected, shipped, delivered, cancelled. */
    status: text("status").notNull().default("pending"),
    rejectReason: text("reject_reason").notNull().default(""),
    shippedQuantity: numeric("shipped_quantity", { precision: 18, scale: 6 }).notNull().default("0"),
    /** Domain §4: shipping is incomplete while any line lacks a shipped date. */
    shippedAt: ts("shipped_at"),
    deliveredAt: ts("delivered_at"),
    serialNumbers: jsonb("serial_numbers").$type<string[]>().notNull().default([]),
    /** Serial numbers assigned on site (assignSerialNumbers): they stay the line's whatever a later read of its packages says. */
    serialsByHand: boolean("serials_by_hand").notNull().default(false),
    /** Equipment accepted on site (acceptEquipment), by whom. */
    acceptedAt: ts("accepted_at"),
    acceptedBy: uuid("accepted_by"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("order_lines_order_idx").on(t.tenantId, t.orderId, t.position),
    index("order_lines_suborder_idx").on(t.tenantId, t.suborderId, t.lineNumber),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete(
      "cascade",
    ),
  ],
);

/** One package a suborder shipped: its carrier, tracking number, lines, serials and dates. */
export const shipments = pgTable(
  "shipments",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    orderId: uuid("order_id").notNull(),
    suborderId: uuid("suborder_id").notNull(),
    carrier: text("carrier").notNull().default(""),
    trackingNumber: text("tracking_number").notNull(),
    trackingUrl: text("tracking_url").notNull().default(""),
    /** in_transit, delivered. */
    status: text("status").notNull().default("in_transit"),
    /** [{orderLineId, quantity, serialNumbers}] */
    lines: jsonb("lines")
      .$type<{ orderLineId: string; quantity: string; serialNumbers: string[] }[]>()
      .notNull(),
    shipmentDate: ts("shipment_date"),
    shippedAt: ts("shipped_at"),
    deliveredAt: ts("delivered_at"),
    /** distributor (read or told by webhook) or manual (PUT order shipment). */
    source: text("source").notNull().default("distributor"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("shipments_tracking_unique").on(t.tenantId, t.suborderId, t.trackingNumber),
    index("shipments_order_idx").on(t.tenantId, t.orderId),
    index("shipments_tracking_idx").on(t.tenantId, t.trackingNumber),
    foreignKey({
      columns: [t.tenantId, t.suborderId],
      foreignColumns: [suborders.tenantId, suborders.id],
    }).onDelete("cascade"),
  ],
);

/** A building's provisioning load: its bundle products' tasks and equipment, complete when all are. */
export const provisioningLoads = pgTable(
  "provisioning_loads",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    orderId: uuid("order_id").notNull(),
    buildingId: uuid("building_id").notNull(),
    /** The building's name and its site's, as the order froze them. */
    buildingName: text("building_name").notNull(),
    siteName: text("site_name").notNull(),
    completedAt: ts("completed_at"),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("provisioning_loads_building_unique").on(t.tenantId, t.orderId, t.buildingId),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete(
      "cascade",
    ),
  ],
);

/** A bundle product's task in a building (domain §3 tasks: items, users, start, targetCompletion, completion). */
export const provisioningTasks = pgTable(
  "provisioning_tasks",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    loadId: uuid("load_id").notNull(),
    bundleProductId: uuid("bundle_product_id"),
    items: text("items").notNull(),
    /** The users doing it. */
    users: jsonb("users").$type<string[]>().notNull().default([]),
    start: ts("start"),
    targetCompletion: ts("target_completion"),
    completion: ts("completion"),
    completedBy: uuid("completed_by"),
    position: integer("position").notNull().default(0),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("provisioning_tasks_load_idx").on(t.tenantId, t.loadId, t.position),
    foreignKey({
      columns: [t.tenantId, t.loadId],
      foreignColumns: [provisioningLoads.tenantId, provisioningLoads.id],
    }).onDelete("cascade"),
  ],
);

/** What happened to an order, newest last: the activity tab, mails and live updates read it. */
export const orderEvents = pgTable(
  "order_events",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    orderId: uuid("order_id").notNull(),
    suborderId: uuid("suborder_id"),
    actorUserId: uuid("actor_user_id"),
    type: text("type").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("order_events_order_idx").on(t.tenantId, t.orderId, t.id),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete(
      "cascade",
    ),
  ],
);

/**
 * Distributor webhook events already acted on (a replayed event id has no second effect). Not tenant data:
 * an event names the distributor's order, which leads to the tenant.
 */
export const distributorEvents = pgTable(
  "distributor_events",
  {
    providerId: text("provider_id").notNull(),
    eventId: text("event_id").notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.eventId] })],
);
