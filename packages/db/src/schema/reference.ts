import { boolean, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/** The platform category tree: shared reference data, edited by the platform owner. */
export const categories = pgTable(
  "categories",
  {
    id: uuid("id").primaryKey(),
    parentId: uuid("parent_id"),
    name: text("name").notNull(),
    rootKind: text("root_kind"),
    showInMenu: boolean("show_in_menu").notNull().default(true),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("categories_parent_idx").on(t.parentId)],
);

/** Mail that was sent or, without SMTP_URL, kept here for the platform owner to read. */
export const mailOutbox = pgTable("mail_outbox", {
  id: uuid("id").primaryKey(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html"),
  transport: text("transport").notNull(),
  error: text("error"),
  createdAt: createdAt(),
});
