import { foreignKey, index, pgTable, primaryKey, text, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, tenantId, ts } from "./columns.ts";
import { orders } from "./orders.ts";

/**
 * Mails to the customer about its order's sites (issue #18 §3; docs/orders.md "Mails"): the transactional
 * outbox of the order. A row is written in the transaction of the change it tells of (a building's equipment
 * has shipped, a building is complete), one per order, kind and building (the unique key: never twice for the
 * same event), and handed to the mailer after that transaction commits (or by the sweep, if the process died
 * in between). `sentAt` set: handed over; `claimedUntil`: a delivery in progress holds it.
 */
export const orderMails = pgTable(
  "order_mails",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    orderId: uuid("order_id").notNull(),
    /** site_shipped | site_completed */
    kind: text("kind").notNull(),
    buildingId: uuid("building_id").notNull(),
    /** Who it went to, once sent (the quote's customer contact, else the customer's administrator). */
    recipient: text("recipient").notNull().default(""),
    /** Why it was not sent (no one to send it to). */
    skippedReason: text("skipped_reason").notNull().default(""),
    claimedUntil: ts("claimed_until"),
    sentAt: ts("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("order_mails_event_unique").on(t.tenantId, t.orderId, t.kind, t.buildingId),
    index("order_mails_pending_idx").on(t.sentAt, t.createdAt),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete(
      "cascade",
    ),
  ],
);
