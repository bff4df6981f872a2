import { foreignKey, index, integer, numeric, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";

/*
 * Building Use (environments), Performance Requirements and sales-tax rates: shared reference data the
 * platform owner edits and every MSP reads (ARCHITECTURE.md, Tenancy), so these tables carry no tenant_id.
 */

export const requirements = pgTable("requirements", {
  id: uuid("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  /** What is measured, e.g. "Wi-Fi signal strength", and the target, e.g. "-67 dBm or better". */
  metric: text("metric").notNull().default(""),
  target: text("target").notNull().default(""),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
});

export const environments = pgTable("environments", {
  id: uuid("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A sizing rule of a building use: put `quantity` of a bundle per `perUnits` of the basis
 * (building, floor, square feet or occupants), e.g. one Wi-Fi bundle per 2,500 sq ft.
 */
export const environmentRules = pgTable(
  "environment_rules",
  {
    id: uuid("id").primaryKey(),
    environmentId: uuid("environment_id").notNull(),
    name: text("name").notNull(),
    requirementId: uuid("requirement_id"),
    /** building, floor, sqft or occupant. */
    basis: text("basis").notNull(),
    perUnits: numeric("per_units", { precision: 12, scale: 2 }).notNull().default("1"),
    quantity: numeric("quantity", { precision: 12, scale: 2 }).notNull().default("1"),
    bundleTenantId: uuid("bundle_tenant_id"),
    bundleId: uuid("bundle_id"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("environment_rules_environment_idx").on(t.environmentId),
    foreignKey({ columns: [t.environmentId], foreignColumns: [environments.id] }).onDelete("cascade"),
  ],
);

/** The bundles a building use suggests, in order; bundles are tenant rows, so plain ids. */
export const environmentBundles = pgTable(
  "environment_bundles",
  {
    id: uuid("id").primaryKey(),
    environmentId: uuid("environment_id").notNull(),
    bundleTenantId: uuid("bundle_tenant_id").notNull(),
    bundleId: uuid("bundle_id").notNull(),
    quantity: numeric("quantity", { precision: 12, scale: 2 }).notNull().default("1"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("environment_bundles_environment_idx").on(t.environmentId),
    foreignKey({ columns: [t.environmentId], foreignColumns: [environments.id] }).onDelete("cascade"),
  ],
);

/** Combined sales-tax rate of a jurisdiction; the most specific row wins (see the pricing engine). */
export const taxRates = pgTable("tax_rates", {
  id: uuid("id").primaryKey(),
  country: text("country").notNull(),
  region: text("region").notNull().default(""),
  locality: text("locality").notNull().default(""),
  ratePercent: numeric("rate_percent", { precision: 7, scale: 4 }).notNull(),
  createdAt: createdAt(),
});
