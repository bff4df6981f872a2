import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, tenantId, updatedAt, version } from "./columns.ts";

/**
 * Every account of the tree: the platform owner, partners (MSP, link partner, distributor, ...) and
 * customers. tenant_id is the MSP or partner at the top of the subtree; for a top account it is its own id.
 */
export const accounts = pgTable(
  "accounts",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    parentId: uuid("parent_id"),
    accountName: text("account_name").notNull(),
    companyType: text("company_type").notNull(),
    isMSP: boolean("is_msp").notNull().default(false),
    isSpLink: boolean("is_sp_link").notNull().default(false),
    isIsp: boolean("is_isp").notNull().default(false),
    isFinancial: boolean("is_financial").notNull().default(false),
    isDistributor: boolean("is_distributor").notNull().default(false),
    isContractor: boolean("is_contractor").notNull().default(false),
    isManufacturer: boolean("is_manufacturer").notNull().default(false),
    brandFlag: boolean("brand_flag").notNull().default(false),
    teamPlan: boolean("team_plan").notNull().default(false),
    canManageContracts: boolean("can_manage_contracts").notNull().default(true),
    onboardingStep: integer("onboarding_step").notNull().default(-1),
    entitlements: jsonb("entitlements").$type<Record<string, boolean>>().notNull().default({}),
    companyDetails: jsonb("company_details").$type<Record<string, unknown>>().notNull().default({}),
    branding: jsonb("branding").$type<Record<string, string>>().notNull().default({}),
    squareLogo: text("square_logo"),
    crmId: text("crm_id"),
    status: text("status").notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // Children of an account (customers of an MSP) are listed and counted by parent.
    index("accounts_parent_idx").on(t.tenantId, t.parentId),
  ],
);

/** Rows owned by an account (teams, locations, files, ...) go with it when the account is deleted. */
export const ownedByAccount = (t: { tenantId: PgColumn; accountId: PgColumn }) =>
  foreignKey({
    columns: [t.tenantId, t.accountId],
    foreignColumns: [accounts.tenantId, accounts.id],
  }).onDelete("cascade");

export const certifications = pgTable(
  "certifications",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    accountId: uuid("account_id").notNull(),
    name: text("name").notNull(),
    issuer: text("issuer").notNull().default(""),
    validUntil: text("valid_until"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("certifications_account_idx").on(t.tenantId, t.accountId),
    ownedByAccount(t),
  ],
);

export const files = pgTable(
  "files",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    accountId: uuid("account_id").notNull(),
    name: text("name").notNull(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    dataBase64: text("data_base64").notNull(),
    /** The user who uploaded it; no foreign key, so a file outlives its uploader. */
    uploadedBy: uuid("uploaded_by"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("files_account_idx").on(t.tenantId, t.accountId),
    // A public logo is fetched by id alone, before anyone knows its tenant.
    index("files_id_idx").on(t.id),
    ownedByAccount(t),
  ],
);
