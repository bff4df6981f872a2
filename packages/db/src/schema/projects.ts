import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumn,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { ownedByAccount } from "./accounts.ts";
import { createdAt, tenantId, ts, updatedAt, version } from "./columns.ts";

// Quotes and projects (domain §3): one aggregate, `projects`, with its locations, buildings, bundle
// products and lines as rows of their own so a 1,000-line quote reads and pages without a jsonb blob.
// The tenant is the MSP; account_id is the customer the quote is for.

/** The priced figures of the whole quote, written from priceQuote on every change (list pages read them). */
export type ProjectTotalsJson = Record<string, unknown>;

export const projects = pgTable(
  "projects",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    /** The customer account the quote is for. */
    accountId: uuid("account_id").notNull(),
    /** Per tenant, from 1; shown as the quote number. */
    quoteNumber: integer("quote_number").notNull(),
    dealName: text("deal_name").notNull(),
    /** quote | project (a won quote becomes a project); the spec calls the entity by context. */
    type: text("type").notNull().default("quote"),
    /** Domain §4: starts as discovery; declined after decline-deal. */
    status: text("status").notNull().default("discovery"),
    stage: text("stage").notNull().default("build"),
    archivedAt: ts("archived_at"),
    partnerId: uuid("partner_id"),
    financialPartnerId: uuid("financial_partner_id"),
    /** The sales rep; the creator unless chosen. */
    ownerUserId: uuid("owner_user_id"),
    /** Issue #16 §4, the quote basics: the customer's contact (a user of the customer's account). */
    contactUserId: uuid("contact_user_id"),
    quoteDate: date("quote_date", { mode: "string" }).notNull().defaultNow(),
    /** The quote expires after this day (quote_settings.valid_days after the quote date by default). */
    validUntil: date("valid_until", { mode: "string" }),
    paymentTerms: text("payment_terms").notNull().default(""),
    /** Shown to the customer (unlike comments marked internal). */
    customerNotes: text("customer_notes").notNull().default(""),
    /** When the quote reached acceptance, by the customer's signature or a user's "Mark as accepted". */
    acceptedAt: ts("accepted_at"),
    /**
     * The outbox marker of the order made at acceptance (docs/orders.md "Made at acceptance"): set by the
     * accepting transaction when an order is wanted, cleared by the transaction that makes the order and by
     * the job when it decides none is to be made. One still set after a minute is queued again at start-up.
     */
    orderWantedAt: ts("order_wanted_at"),
    /** Who accepted the quote that set orderWantedAt (null for the customer's signature): the order's creator. */
    orderWantedBy: uuid("order_wanted_by"),
    termMonths: integer("term_months").notNull().default(36),
    /** Tax rows copied from the platform table; refresh-taxes and updateTaxRates replace them. */
    taxRates: jsonb("tax_rates").$type<Record<string, unknown>[]>().notNull().default([]),
    taxRatesAt: ts("tax_rates_at"),
    /** lockPrices: catalogue price changes (push) no longer reach the lines. */
    pricesLocked: boolean("prices_locked").notNull().default(false),
    contractSummary: text("contract_summary").notNull().default(""),
    /** The contract last applied (apply-contract); its prices sit on the lines that carry contract_product_id. */
    contractId: uuid("contract_id"),
    payoutSummary: jsonb("payout_summary").$type<Record<string, unknown>>().notNull().default({}),
    /** Signatures and initials of the sent documents; clearAgreements empties it. */
    agreements: jsonb("agreements").$type<Record<string, unknown>>().notNull().default({}),
    /**
     * When the MSP shared the quote with its customer (share, or sending a document): until then the
     * customer's users neither list nor open it. Null when not shared (or sharing was stopped).
     */
    sharedAt: ts("shared_at"),
    sharedBy: uuid("shared_by"),
    declineReason: text("decline_reason"),
    declinedAt: ts("declined_at"),
    totals: jsonb("totals").$type<ProjectTotalsJson>().notNull().default({}),
    lineCount: integer("line_count").notNull().default(0),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("projects_quote_number_unique").on(t.tenantId, t.quoteNumber),
    index("projects_account_idx").on(t.tenantId, t.accountId, t.id),
    index("projects_stage_idx").on(t.tenantId, t.stage, t.id),
    index("projects_valid_until_idx").on(t.tenantId, t.validUntil),
    // The start-up sweep of wanted orders reads across tenants only the few rows carrying the marker.
    index("projects_order_wanted_idx").on(t.orderWantedAt).where(sql`${t.orderWantedAt} is not null`),
    ownedByAccount(t),
  ],
);

const ofProject = (t: { tenantId: PgColumn; projectId: PgColumn }) =>
  foreignKey({
    columns: [t.tenantId, t.projectId],
    foreignColumns: [projects.tenantId, projects.id],
  }).onDelete("cascade");

/** Partner accounts named on a project (link partner, financial partner, distributor); they may be in other tenants. */
export const projectMembers = pgTable(
  "project_members",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    projectId: uuid("project_id").notNull(),
    memberAccountId: uuid("member_account_id").notNull(),
    memberTenantId: uuid("member_tenant_id").notNull(),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("project_members_unique").on(t.tenantId, t.projectId, t.memberAccountId),
    // The scope of a partner finds its projects by its own account id.
    index("project_members_account_idx").on(t.memberAccountId),
    ofProject(t),
  ],
);

export const projectLocations = pgTable(
  "project_locations",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    projectId: uuid("project_id").notNull(),
    /** The customer's service address this site is, when it is one. */
    locationId: uuid("location_id"),
    name: text("name").notNull(),
    country: text("country").notNull().default("US"),
    region: text("region").notNull().default(""),
    locality: text("locality").notNull().default(""),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("project_locations_project_idx").on(t.tenantId, t.projectId),
    ofProject(t),
  ],
);

export const projectBuildings = pgTable(
  "project_buildings",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    projectId: uuid("project_id").notNull(),
    projectLocationId: uuid("project_location_id").notNull(),
    name: text("name").notNull(),
    /** Building Use (reference table environments). */
    environmentId: uuid("environment_id"),
    requirementIds: jsonb("requirement_ids").$type<string[]>().notNull().default([]),
    occupancy: integer("occupancy"),
    position: integer("position").notNull().default(0),
    contractSummary: text("contract_summary").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("project_buildings_project_idx").on(t.tenantId, t.projectId),
    foreignKey({
      columns: [t.tenantId, t.projectLocationId],
      foreignColumns: [projectLocations.tenantId, projectLocations.id],
    }).onDelete("cascade"),
    ofProject(t),
  ],
);

/** Domain §3 bundle product: a group of lines in a building, from a catalogue bundle or a single SKU. */
export const projectBundleProducts = pgTable(
  "project_bundle_products",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    projectId: uuid("project_id").notNull(),
    buildingId: uuid("building_id").notNull(),
    /** The catalogue bundle it came from; null for a one-SKU product. */
    bundleId: uuid("bundle_id"),
    name: text("name").notNull(),
    categoryId: uuid("category_id"),
    providerLinkId: uuid("provider_link_id"),
    manufacturerId: uuid("manufacturer_id"),
    distributorId: uuid("distributor_id"),
    acceptEquipment: boolean("accept_equipment").notNull().default(false),
    ingramPartNumber: text("ingram_part_number").notNull().default(""),
    position: integer("position").notNull().default(0),
    /** items, users, start, targetCompletion, completion (domain §3). */
    tasks: jsonb("tasks").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("project_bundle_products_project_idx").on(t.tenantId, t.projectId),
    foreignKey({
      columns: [t.tenantId, t.buildingId],
      foreignColumns: [projectBuildings.tenantId, projectBuildings.id],
    }).onDelete("cascade"),
    ofProject(t),
  ],
);

/** A priced line of a bundle product (project-location-product in the spec's calls). */
export const projectLines = pgTable(
  "project_lines",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    projectId: uuid("project_id").notNull(),
    bundleProductId: uuid("bundle_product_id").notNull(),
    /** The catalogue product (own or platform tenant); null for a free-typed line. */
    productId: uuid("product_id"),
    name: text("name").notNull(),
    partNumber: text("part_number").notNull().default(""),
    pricingModel: text("pricing_model").notNull().default("one_time"),
    billingFrequency: text("billing_frequency"),
    quantity: numeric("quantity", { precision: 18, scale: 6 }).notNull().default("1"),
    price: numeric("price", { precision: 18, scale: 6 }).notNull().default("0"),
    cost: numeric("cost", { precision: 18, scale: 6 }),
    softCost: numeric("soft_cost", { precision: 18, scale: 6 }).notNull().default("0"),
    resourceHours: numeric("resource_hours", { precision: 18, scale: 6 }).notNull().default("0"),
    discountAmount: numeric("discount_amount", { precision: 18, scale: 2 }),
    discountPercent: numeric("discount_percent", { precision: 9, scale: 6 }),
    taxExempt: boolean("tax_exempt").notNull().default(false),
    /** The contract product whose agreed price this line carries (domain: oneSkuContractProductId). */
    contractProductId: uuid("contract_product_id"),
    /** Beyond the spec: an optional line is priced only when chosen. */
    optional: boolean("optional").notNull().default(false),
    /** Beyond the spec: lines sharing a group are alternatives (good / better / best); one is chosen. */
    alternativeGroup: text("alternative_group"),
    chosen: boolean("chosen").notNull().default(true),
    notes: text("notes").notNull().default(""),
    position: integer("position").notNull().default(0),
    approvedAt: ts("approved_at"),
    approvedBy: uuid("approved_by"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("project_lines_project_idx").on(t.tenantId, t.projectId),
    foreignKey({
      columns: [t.tenantId, t.bundleProductId],
      foreignColumns: [projectBundleProducts.tenantId, projectBundleProducts.id],
    }).onDelete("cascade"),
    ofProject(t),
  ],
);

/** What happened on the quote, newest last; the activity feed and the news feed read it. */
export const projectEvents = pgTable(
  "project_events",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    projectId: uuid("project_id").notNull(),
    actorUserId: uuid("actor_user_id"),
    type: text("type").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("project_events_project_idx").on(t.tenantId, t.projectId, t.id),
    ofProject(t),
  ],
);

export const projectComments = pgTable(
  "project_comments",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    projectId: uuid("project_id").notNull(),
    authorUserId: uuid("author_user_id").notNull(),
    body: text("body").notNull(),
    /** Ids of rows in `files`, in the project's tenant. */
    fileIds: jsonb("file_ids").$type<string[]>().notNull().default([]),
    /** The part of the quote the comment is about: { buildingId } or { lineId }, or null. */
    link: jsonb("link").$type<Record<string, string> | null>(),
    /** internal (the MSP's users only) or customer (also the customer and the partner members). */
    visibility: text("visibility").notNull().default("internal"),
    editedAt: ts("edited_at"),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("project_comments_project_idx").on(t.tenantId, t.projectId, t.id),
    ofProject(t),
  ],
);

/** A like of an event or a comment (target_id), one per user. */
export const projectLikes = pgTable(
  "project_likes",
  {
    tenantId: tenantId(),
    projectId: uuid("project_id").notNull(),
    targetId: uuid("target_id").notNull(),
    userId: uuid("user_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.projectId, t.targetId, t.userId] }), ofProject(t)],
);

export const projectWatchers = pgTable(
  "project_watchers",
  {
    tenantId: tenantId(),
    projectId: uuid("project_id").notNull(),
    userId: uuid("user_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.projectId, t.userId] }), ofProject(t)],
);

/** Discovery questions and their answers. */
export const projectAnswers = pgTable(
  "project_answers",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    projectId: uuid("project_id").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull().default(""),
    position: integer("position").notNull().default(0),
    updatedBy: uuid("updated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("project_answers_project_idx").on(t.tenantId, t.projectId),
    ofProject(t),
  ],
);

/** Beyond the spec: a named snapshot of the quote's sites, buildings and lines, with its priced totals. */
export const projectVersions = pgTable(
  "project_versions",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    projectId: uuid("project_id").notNull(),
    number: integer("number").notNull(),
    name: text("name").notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    totals: jsonb("totals").$type<ProjectTotalsJson>().notNull().default({}),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("project_versions_number_unique").on(t.tenantId, t.projectId, t.number),
    ofProject(t),
  ],
);

/** notify-members: what was sent to whom (GET /quotes/{id}/messages lists them). */
export const projectMessages = pgTable(
  "project_messages",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    projectId: uuid("project_id").notNull(),
    senderUserId: uuid("sender_user_id"),
    message: text("message").notNull(),
    recipientUserIds: jsonb("recipient_user_ids").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("project_messages_project_idx").on(t.tenantId, t.projectId, t.id),
    ofProject(t),
  ],
);

/** A request for financing sent to a financial partner for the quote's amount. */
export const projectCreditApplications = pgTable(
  "project_credit_applications",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    projectId: uuid("project_id").notNull(),
    financialPartnerId: uuid("financial_partner_id").notNull(),
    amount: numeric("amount", { precision: 18, scale: 2 }).notNull(),
    termMonths: integer("term_months").notNull(),
    status: text("status").notNull().default("submitted"),
    notes: text("notes").notNull().default(""),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("project_credit_applications_project_idx").on(t.tenantId, t.projectId),
    ofProject(t),
  ],
);

/**
 * A request to move a quote past Review although it breaks the tenant's guardrails (minimum margin,
 * maximum discount): a user with the quotes.approve permission approves or rejects it with a comment.
 * `breaches` keeps what was asked for, so an approval covers the quote as it was and no worse.
 */
export const projectApprovals = pgTable(
  "project_approvals",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    projectId: uuid("project_id").notNull(),
    /** pending | approved | rejected */
    status: text("status").notNull().default("pending"),
    breaches: jsonb("breaches").$type<Record<string, unknown>>().notNull().default({}),
    requestedBy: uuid("requested_by").notNull(),
    requestComment: text("request_comment").notNull().default(""),
    decidedBy: uuid("decided_by"),
    decidedAt: ts("decided_at"),
    decisionComment: text("decision_comment").notNull().default(""),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("project_approvals_project_idx").on(t.tenantId, t.projectId, t.createdAt),
    ofProject(t),
  ],
);

/** A quote saved to start others from: its sites, buildings, lines and choices, without a customer. */
export const quoteTemplates = pgTable(
  "quote_templates",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    termMonths: integer("term_months").notNull().default(36),
    /** The copied aggregate (apps/server/src/modules/quote-templates/quote-copy.ts). */
    content: jsonb("content").$type<Record<string, unknown>>().notNull().default({}),
    lineCount: integer("line_count").notNull().default(0),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("quote_templates_name_unique").on(t.tenantId, t.name),
  ],
);

/** One row a tenant: the defaults and guardrails of its quotes (issue #16 §4 and §5). */
export const quoteSettings = pgTable("quote_settings", {
  tenantId: tenantId().primaryKey(),
  /** A new quote is valid this many days after its quote date. */
  validDays: integer("valid_days").notNull().default(30),
  paymentTerms: text("payment_terms").notNull().default(""),
  /** Lines and quotes below this gross margin (percent) need a manager's approval past Review; null: none. */
  minMarginPercent: numeric("min_margin_percent", { precision: 7, scale: 2 }),
  /** Lines discounted above this percent need a manager's approval past Review; null: none. */
  maxDiscountPercent: numeric("max_discount_percent", { precision: 7, scale: 2 }),
  /**
   * An accepted quote's order is made by the server at acceptance (docs/orders.md "Made at acceptance");
   * false: the quote stays accepted without one until "Create order" (the wizard) makes it.
   */
  orderAtAcceptance: boolean("order_at_acceptance").notNull().default(true),
  updatedAt: updatedAt(),
  version: version(),
});
