import { jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, ts } from "./columns.ts";

/** Where the demo distributor was asked to ship an order (as given; it ships nothing). */
export interface DemoDistributorShipTo {
  companyName: string;
  contact: string;
  address1: string;
  address2?: string | undefined;
  city: string;
  state: string;
  postalCode: string;
  countryCode: string;
  email?: string | undefined;
}

/** A line of a demo distributor order as decided when it was placed; what follows derives from the clock. */
export interface DemoDistributorOrderLine {
  customerLineNumber: string;
  /** As asked (the distributor's or the manufacturer's part number). */
  partNumber: string;
  quantity: number;
  status: "placed" | "rejected";
  rejectReason?: string | undefined;
  /** Decimal string: the price asked, else the demo's cost; null when rejected. */
  unitPrice: string | null;
  /** Licences: delivered electronically, no carrier, no serial numbers. */
  digital: boolean;
  /** Hardware with a serial number per unit (not cables, ties or other consumables). */
  serialised: boolean;
}

/**
 * The order book of the built-in demo distributor (issue #18 §2): a simulated other company's system, so
 * not tenant data and without tenant_id. Only the system handle reaches it (the app role has no grant):
 * apps/server/src/integrations/distributor/demo-orders.ts. Status, shipments and dates are not stored;
 * they follow from `placedAt` and the clock (demo-order-lifecycle.ts), so a test moves the clock, not rows.
 */
export const demoDistributorOrders = pgTable(
  "demo_distributor_orders",
  {
    orderNumber: text("order_number").primaryKey(),
    /** The caller's key (our suborder id): one order per number, which makes placing idempotent. */
    customerOrderNumber: text("customer_order_number").notNull(),
    placedAt: ts("placed_at").notNull(),
    shipTo: jsonb("ship_to").$type<DemoDistributorShipTo>().notNull(),
    lines: jsonb("lines").$type<DemoDistributorOrderLine[]>().notNull(),
    notes: text("notes"),
    cancelledAt: ts("cancelled_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("demo_distributor_orders_customer_order_number_key").on(t.customerOrderNumber)],
);
