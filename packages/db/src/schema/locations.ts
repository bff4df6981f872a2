import {
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { ownedByAccount } from "./accounts.ts";
import { createdAt, tenantId, updatedAt, version } from "./columns.ts";

export const locations = pgTable(
  "locations",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    accountId: uuid("account_id").notNull(),
    name: text("name").notNull(),
    address1: text("address1").notNull().default(""),
    address2: text("address2").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    zip: text("zip").notNull().default(""),
    country: text("country").notNull().default("US"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("locations_account_idx").on(t.tenantId, t.accountId),
    ownedByAccount(t),
  ],
);

export const floors = pgTable(
  "floors",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    locationId: uuid("location_id").notNull(),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
    areaSqft: integer("area_sqft"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("floors_location_idx").on(t.tenantId, t.locationId),
    foreignKey({
      columns: [t.tenantId, t.locationId],
      foreignColumns: [locations.tenantId, locations.id],
    }).onDelete("cascade"),
  ],
);

export const buildings = pgTable(
  "buildings",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    locationId: uuid("location_id").notNull(),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
    totalPrice: numeric("total_price", { precision: 18, scale: 2 }).notNull().default("0"),
    recurringPrice: numeric("recurring_price", { precision: 18, scale: 2 }).notNull().default("0"),
    discount: numeric("discount", { precision: 18, scale: 2 }).notNull().default("0"),
    contractSummary: text("contract_summary").notNull().default(""),
    /** Bundle products placed in the building; their catalogue entities come with the domain spec. */
    bundleProducts: jsonb("bundle_products").$type<Record<string, unknown>[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("buildings_location_idx").on(t.tenantId, t.locationId),
    foreignKey({
      columns: [t.tenantId, t.locationId],
      foreignColumns: [locations.tenantId, locations.id],
    }).onDelete("cascade"),
  ],
);
