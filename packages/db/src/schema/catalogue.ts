import { sql } from "drizzle-orm";
import {
  boolean,
  date,
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
import { ownedByAccount } from "./accounts.ts";
import { createdAt, tenantId, ts, updatedAt, version } from "./columns.ts";

// Money columns keep four decimals: distributor costs come in fractions of a cent.
const money = (name: string) => numeric(name, { precision: 18, scale: 4 });
const percent = (name: string) => numeric(name, { precision: 9, scale: 4 });
const day = (name: string) => date(name, { mode: "string" });

/**
 * Products and services of every kind (domain §3 pricing columns). The platform owner's rows are the
 * platform catalogue every MSP reads; an MSP's rows are its own. category_id, manufacturer_id and
 * distributor_id point at reference rows or other tenants' accounts, so they are plain ids.
 */
export const products = pgTable(
  "products",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    accountId: uuid("account_id").notNull(),
    kind: text("kind").notNull(),
    categoryId: uuid("category_id").notNull(),
    manufacturerId: uuid("manufacturer_id"),
    distributorId: uuid("distributor_id"),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    status: text("status").notNull().default("active"),
    manufacturerPartNumber: text("manufacturer_part_number").notNull().default(""),
    partnerPartNumber: text("partner_part_number").notNull().default(""),
    distributorPartNumber: text("distributor_part_number").notNull().default(""),
    mspPartNumber: text("msp_part_number").notNull().default(""),
    pricingModel: text("pricing_model").notNull().default("one_time"),
    billingFrequency: text("billing_frequency"),
    listPrice: money("list_price"),
    /** Null when no distributor cost exists: the page highlights it (domain §5). */
    cost: money("cost"),
    softCost: money("soft_cost").notNull().default("0"),
    price: money("price").notNull().default("0"),
    recurringListPrice: money("recurring_list_price"),
    recurringCost: money("recurring_cost"),
    recurringSoftCost: money("recurring_soft_cost"),
    recurringPrice: money("recurring_price"),
    resourceHours: numeric("resource_hours", { precision: 12, scale: 2 }).notNull().default("0"),
    startDate: day("start_date"),
    stopDate: day("stop_date"),
    supportStartDate: day("support_start_date"),
    supportEndDate: day("support_end_date"),
    specialPricingStartDate: day("special_pricing_start_date"),
    specialPricingEndDate: day("special_pricing_end_date"),
    notes: text("notes").notNull().default(""),
    tag: text("tag").notNull().default(""),
    costMethod: text("cost_method").notNull().default("Manual"),
    priceMethod: text("price_method").notNull().default("Manual"),
    taxable: boolean("taxable").notNull().default(true),
    /** Professional-services code, grouping services for reporting (the ps-codes call lists them). */
    psCode: text("ps_code").notNull().default(""),
    unit: text("unit").notNull().default("each"),
    /** Service templates (scope of work, assumptions, ...) keyed by section. */
    templates: jsonb("templates").$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("products_category_idx").on(t.tenantId, t.categoryId, t.id),
    // Lists across tenants (an MSP's own plus the platform's, or everything for the owner) walk ids in
    // order with this index instead of sorting every matching row for each page.
    index("products_id_idx").on(t.id),
    index("products_kind_idx").on(t.tenantId, t.kind, t.id),
    index("products_mpn_idx").on(t.tenantId, sql`lower(${t.manufacturerPartNumber})`),
    ownedByAccount(t),
  ],
);

/** Tiered prices of a service (per unit, from a minimum quantity). */
export const servicePrices = pgTable(
  "service_prices",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    productId: uuid("product_id").notNull(),
    name: text("name").notNull(),
    unit: text("unit").notNull().default("each"),
    minQuantity: integer("min_quantity").notNull().default(1),
    price: money("price").notNull(),
    cost: money("cost"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("service_prices_product_idx").on(t.tenantId, t.productId),
  ],
);

/** Managed-service price lists by type (e.g. managed Wi-Fi per access point); the platform's are a template. */
export const managedPrices = pgTable(
  "managed_prices",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    type: text("type").notNull(),
    name: text("name").notNull(),
    unit: text("unit").notNull().default("each"),
    price: money("price").notNull(),
    cost: money("cost"),
    termMonths: integer("term_months").notNull().default(12),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("managed_prices_type_idx").on(t.tenantId, t.type),
  ],
);

/** How many days a service should take to complete, by service. */
export const serviceTargetCompletions = pgTable(
  "service_target_completions",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    productId: uuid("product_id").notNull(),
    name: text("name").notNull(),
    days: integer("days").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("service_target_completions_product_idx").on(t.tenantId, t.productId),
  ],
);

/** A tenant's cost-plus and labour rate for one category of the platform tree. */
export const categoryPrices = pgTable(
  "category_prices",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    categoryId: uuid("category_id").notNull(),
    costPlusPercent: percent("cost_plus_percent").notNull(),
    hourlyRate: money("hourly_rate"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("category_prices_category_key").on(t.tenantId, t.categoryId),
  ],
);

/** One row a tenant: catalogue-wide settings such as the standard cost-plus percentage. */
export const catalogueSettings = pgTable("catalogue_settings", {
  tenantId: tenantId().primaryKey(),
  standardCostPlusPercent: percent("standard_cost_plus_percent").notNull().default("20"),
  updatedAt: updatedAt(),
});

export const bundleTypes = pgTable(
  "bundle_types",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    name: text("name").notNull(),
    categoryId: uuid("category_id"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const bundles = pgTable(
  "bundles",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    accountId: uuid("account_id").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    bundleTypeId: uuid("bundle_type_id"),
    categoryId: uuid("category_id"),
    status: text("status").notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), ownedByAccount(t)],
);

/** A product in a bundle; the product may be the platform's (another tenant), hence the plain ids. */
export const bundleItems = pgTable(
  "bundle_items",
  {
    tenantId: tenantId(),
    bundleId: uuid("bundle_id").notNull(),
    id: uuid("id").notNull(),
    productTenantId: uuid("product_tenant_id").notNull(),
    productId: uuid("product_id").notNull(),
    quantity: numeric("quantity", { precision: 12, scale: 2 }).notNull().default("1"),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("bundle_items_bundle_idx").on(t.tenantId, t.bundleId),
    index("bundle_items_product_idx").on(t.productTenantId, t.productId),
  ],
);

/** Manufacturer price agreements: a discount off list for an account, optionally for one category. */
export const manufacturerPrices = pgTable(
  "manufacturer_prices",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    manufacturerId: uuid("manufacturer_id").notNull(),
    accountId: uuid("account_id"),
    categoryId: uuid("category_id"),
    discountPercent: percent("discount_percent").notNull(),
    startDate: day("start_date"),
    endDate: day("end_date"),
    notes: text("notes").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/** What a financial partner charges to finance a deal over a term. */
export const financeCharges = pgTable(
  "finance_charges",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    partnerId: uuid("partner_id").notNull(),
    name: text("name").notNull(),
    termMonths: integer("term_months").notNull(),
    ratePercent: percent("rate_percent").notNull(),
    minAmount: money("min_amount"),
    maxAmount: money("max_amount"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("finance_charges_partner_idx").on(t.tenantId, t.partnerId),
  ],
);

/** An MSP's preferred distributors, in order, optionally per category. */
export const defaultDistributors = pgTable(
  "default_distributors",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    accountId: uuid("account_id").notNull(),
    distributorId: uuid("distributor_id").notNull(),
    categoryId: uuid("category_id"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), ownedByAccount(t)],
);

/** Price automation (/cpq-automation): rules that set price from cost, applied in runs that can be undone. */
export const priceRules = pgTable(
  "price_rules",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    name: text("name").notNull(),
    /** all, category or manufacturer. */
    target: text("target").notNull(),
    categoryId: uuid("category_id"),
    manufacturerId: uuid("manufacturer_id"),
    /** cost_plus or target_margin. */
    method: text("method").notNull(),
    percent: percent("percent").notNull(),
    /** none, whole, ends_99 or nearest_5. */
    rounding: text("rounding").notNull().default("none"),
    position: integer("position").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const priceRuleRuns = pgTable(
  "price_rule_runs",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    actorUserId: uuid("actor_user_id"),
    productCount: integer("product_count").notNull(),
    appliedAt: createdAt(),
    undoneAt: ts("undone_at"),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/** What a run changed, so that undo can put every price back as it was. */
export const priceRuleRunItems = pgTable(
  "price_rule_run_items",
  {
    tenantId: tenantId(),
    runId: uuid("run_id").notNull(),
    productId: uuid("product_id").notNull(),
    oldPrice: money("old_price").notNull(),
    oldPriceMethod: text("old_price_method").notNull(),
    newPrice: money("new_price").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.runId, t.productId] })],
);

export interface ImportRowReport {
  row: number;
  status: "imported" | "updated" | "unchanged" | "failed";
  productId?: string;
  errors?: Record<string, string>;
}

/** A CSV import of products: progress while it runs, then the per-row report. */
export const productImports = pgTable(
  "product_imports",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    accountId: uuid("account_id").notNull(),
    userId: uuid("user_id").notNull(),
    fileName: text("file_name").notNull().default(""),
    /** running, done or failed. */
    status: text("status").notNull().default("running"),
    totalRows: integer("total_rows").notNull().default(0),
    processedRows: integer("processed_rows").notNull().default(0),
    importedRows: integer("imported_rows").notNull().default(0),
    failedRows: integer("failed_rows").notNull().default(0),
    report: jsonb("report").$type<ImportRowReport[]>().notNull().default([]),
    error: text("error"),
    createdAt: createdAt(),
    finishedAt: ts("finished_at"),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), ownedByAccount(t)],
);
