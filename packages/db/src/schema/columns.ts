import { integer, timestamp, uuid } from "drizzle-orm/pg-core";

// Shared column builders. Tenant tables start with tenant_id (ARCHITECTURE.md, Tenancy).
export const tenantId = () => uuid("tenant_id").notNull();
export const createdAt = () =>
  timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
export const version = () => integer("version").notNull().default(1);
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
