import { sql } from "drizzle-orm";
import {
  foreignKey,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ownedByAccount } from "./accounts.ts";
import { createdAt, tenantId, ts, updatedAt, version } from "./columns.ts";
import { projects } from "./projects.ts";

// Documents and e-signature (issue #17, docs/documents.md): templates and the content library, the
// documents generated from them for a quote, their signers, the append-only audit log and the PDFs.

/** A section of a dynamic template: a content-library section and whether it shows (domain §3). */
export type TemplateSectionRef = { sectionId: string; visibility: "visible" | "hidden" };

/** A document template (domain §3): the platform's are read by every MSP, an MSP's own are its own. */
export const documentTemplates = pgTable(
  "document_templates",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    accountId: uuid("account_id").notNull(),
    /** static (one HTML body), dynamic (sections from the content library) or custom (platform-made). */
    templateType: text("template_type").notNull(),
    /** proposal, agreement, order_send, order_documentation or order_acceptance. */
    documentType: text("document_type").notNull(),
    title: text("title").notNull(),
    /** Sanitised HTML (the whole body of a static or custom template; a dynamic one may be empty). */
    html: text("html").notNull().default(""),
    headerHtml: text("header_html").notNull().default(""),
    footerHtml: text("footer_html").notNull().default(""),
    sectionTypes: jsonb("section_types").$type<TemplateSectionRef[]>().notNull().default([]),
    /** A rendered thumbnail (a row of `files`), shown as imagePreviewPath. */
    imagePreviewFileId: uuid("image_preview_file_id"),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("document_templates_type_idx").on(t.tenantId, t.documentType),
    ownedByAccount(t),
  ],
);

/** A content-library section (domain §3 "Document section"); its name is unique per account. */
export const documentSections = pgTable(
  "document_sections",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    accountId: uuid("account_id").notNull(),
    /** One of the proposal sections (cover, execSummary, ..., acceptance, appendix, orderDetails, ...). */
    sectionType: text("section_type").notNull(),
    /** The document type it is written for. */
    type: text("type").notNull().default("proposal"),
    title: text("title").notNull(),
    html: text("html").notNull().default(""),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("document_sections_title_unique").on(t.tenantId, t.accountId, sql`lower(${t.title})`),
    ownedByAccount(t),
  ],
);

/**
 * A catalogue item's own section text (a product or service template, e.g. its scope of services): the
 * generated document includes it where the item is quoted. templateId null: every template.
 */
export const productDocumentSections = pgTable(
  "product_document_sections",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    /** The product or service (own tenant or the platform's catalogue). */
    productId: uuid("product_id").notNull(),
    templateId: uuid("template_id"),
    documentType: text("document_type").notNull(),
    sectionType: text("section_type").notNull().default("scopeOfServices"),
    title: text("title").notNull().default(""),
    html: text("html").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("product_document_sections_product_idx").on(t.tenantId, t.productId),
    // One text per item, document type and template (null: every template) in a tenant (migration 0012).
    uniqueIndex("product_document_sections_unique").on(
      t.tenantId,
      t.productId,
      t.documentType,
      sql`coalesce(${t.templateId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
  ],
);

/**
 * The MSP's default template per document type (/settings/documents). The platform's rows are the defaults
 * every MSP falls back to, so MSPs read them (policy q2c_platform_catalogue, migration 0012).
 */
export const documentSettings = pgTable(
  "document_settings",
  {
    tenantId: tenantId(),
    documentType: text("document_type").notNull(),
    /** A template of the tenant's own or of the platform. */
    templateId: uuid("template_id").notNull(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.documentType] })],
);

/** A section of a generated document: a copy the MSP may edit without touching the library. */
export type QuoteDocumentSection = {
  key: string;
  sectionType: string;
  title: string;
  html: string;
  visible: boolean;
};

const ofProject = (t: { tenantId: PgColumn; projectId: PgColumn }) =>
  foreignKey({
    columns: [t.tenantId, t.projectId],
    foreignColumns: [projects.tenantId, projects.id],
  }).onDelete("cascade");

/** The proposal or the agreement of a quote, generated from a template; one of each type a quote. */
export const quoteDocuments = pgTable(
  "quote_documents",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    projectId: uuid("project_id").notNull(),
    documentType: text("document_type").notNull(),
    templateId: uuid("template_id"),
    title: text("title").notNull().default(""),
    sections: jsonb("sections").$type<QuoteDocumentSection[]>().notNull().default([]),
    headerHtml: text("header_html").notNull().default(""),
    footerHtml: text("footer_html").notNull().default(""),
    /** Document options (update document config). */
    config: jsonb("config").$type<Record<string, unknown>>().notNull().default({}),
    /** draft, sent, signed (every signer has), completed (sealed or sealing failed: see sealStatus). */
    status: text("status").notNull().default("draft"),
    sentAt: ts("sent_at"),
    completedAt: ts("completed_at"),
    /** How often a sent document was reset for editing (its links stopped). */
    resetCount: integer("reset_count").notNull().default(0),
    /** none, pending, sealed or failed: the sealed PDF's state, never a silent pending. */
    sealStatus: text("seal_status").notNull().default("none"),
    sealError: text("seal_error"),
    /**
     * The assembled, sanitised HTML frozen when the document was sent (merge fields filled, pricing table
     * drawn): what every signer reads, hashes and signs, and what the sealed PDF prints. Null while a draft.
     */
    sentHtml: text("sent_html"),
    sentHeaderHtml: text("sent_header_html"),
    sentFooterHtml: text("sent_footer_html"),
    /** SHA-256 (hex) of sentHtml: the documentHash a signer posts. */
    signedHtmlHash: text("signed_html_hash"),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("quote_documents_type_unique").on(t.tenantId, t.projectId, t.documentType),
    ofProject(t),
  ],
);

const ofDocument = (t: { tenantId: PgColumn; documentId: PgColumn }) =>
  foreignKey({
    columns: [t.tenantId, t.documentId],
    foreignColumns: [quoteDocuments.tenantId, quoteDocuments.id],
  }).onDelete("cascade");

/** Someone asked to sign a document: a customer contact, or the MSP's countersigner (the agreement person). */
export const documentSigners = pgTable(
  "document_signers",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    documentId: uuid("document_id").notNull(),
    projectId: uuid("project_id").notNull(),
    /** customer or msp (the countersigner). */
    party: text("party").notNull(),
    userId: uuid("user_id"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    role: text("role").notNull().default(""),
    position: integer("position").notNull().default(0),
    /** SHA-256 (hex) of the signing link's token; the token itself is never stored. Null: no live link. */
    tokenHash: text("token_hash"),
    /** pending, sent, opened, verified, signed. */
    status: text("status").notNull().default("pending"),
    sentAt: ts("sent_at"),
    openedAt: ts("opened_at"),
    verifiedAt: ts("verified_at"),
    signedAt: ts("signed_at"),
    /** The one-time password: its hash, when it was sent and until when it counts, wrong tries. */
    otpHash: text("otp_hash"),
    otpSentAt: ts("otp_sent_at"),
    otpExpiresAt: ts("otp_expires_at"),
    otpFailures: integer("otp_failures").notNull().default(0),
    consentAt: ts("consent_at"),
    disclosureVersion: text("disclosure_version"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    timeZone: text("time_zone"),
    /** drawn (a PNG data URL) or typed (the typed name). */
    signatureKind: text("signature_kind"),
    signatureValue: text("signature_value"),
    initials: text("initials"),
    viewedHtmlHash: text("viewed_html_hash"),
    /** The customer's choices at signing: optional lines on or off, one line of each alternative group. */
    choices: jsonb("choices").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("document_signers_document_idx").on(t.tenantId, t.documentId),
    // The public signing link arrives without a tenant: looked up by the token's hash alone.
    index("document_signers_token_idx").on(t.tokenHash),
    ofDocument(t),
  ],
);

/**
 * The append-only audit log of a document: each entry carries the SHA-256 of the previous one (a trigger
 * refuses updates, and deletes other than the quote's own cascade).
 */
export const documentAuditLog = pgTable(
  "document_audit_log",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    documentId: uuid("document_id").notNull(),
    projectId: uuid("project_id").notNull(),
    seq: integer("seq").notNull(),
    /** created, sent, mail_delivered, opened, code_sent, code_verified, code_failed, viewed, signed, ... */
    type: text("type").notNull(),
    signerId: uuid("signer_id"),
    actorUserId: uuid("actor_user_id"),
    actorName: text("actor_name").notNull().default(""),
    actorEmail: text("actor_email").notNull().default(""),
    ip: text("ip"),
    userAgent: text("user_agent"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    prevHash: text("prev_hash").notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("document_audit_log_seq_unique").on(t.tenantId, t.documentId, t.seq),
    ofDocument(t),
  ],
);

/**
 * A PDF of a document rendered by the job queue: a preview of the current HTML, or the sealed PDF (never
 * changed after it is written). Bytes as base64 like `files`.
 */
export const documentPdfs = pgTable(
  "document_pdfs",
  {
    tenantId: tenantId(),
    id: uuid("id").notNull(),
    documentId: uuid("document_id").notNull(),
    projectId: uuid("project_id").notNull(),
    /** preview or sealed. */
    kind: text("kind").notNull(),
    /** The job's input: the sanitised HTML to print, with the header and footer of every page. */
    html: text("html").notNull().default(""),
    headerHtml: text("header_html").notNull().default(""),
    footerHtml: text("footer_html").notNull().default(""),
    /** SHA-256 of html: a preview is rendered again only when the document changed. */
    htmlHash: text("html_hash").notNull(),
    /** queued, rendering, done, failed. */
    status: text("status").notNull().default("queued"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    dataBase64: text("data_base64"),
    /** SHA-256 (hex) of the PDF's bytes: /documents/verify looks a sealed PDF up by it. */
    sha256: text("sha256"),
    pageCount: integer("page_count"),
    size: integer("size"),
    createdAt: createdAt(),
    finishedAt: ts("finished_at"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("document_pdfs_document_idx").on(t.tenantId, t.documentId, t.kind),
    index("document_pdfs_sha256_idx").on(t.sha256),
    ofDocument(t),
  ],
);
