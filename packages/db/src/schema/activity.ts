import { index, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, tenantId, ts } from "./columns.ts";

/** In-app notifications shown live over the socket and kept for the bell menu. */
export const notifications = pgTable(
  "notifications",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    userId: uuid("user_id").notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    readAt: ts("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("notifications_user_idx").on(t.tenantId, t.userId),
  ],
);

/** What happened, by whom; written in the same transaction as the change it records. */
export const auditEvents = pgTable(
  "audit_events",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    actorUserId: uuid("actor_user_id"),
    type: text("type").notNull(),
    subjectId: uuid("subject_id"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);
