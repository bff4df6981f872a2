// Documents and e-signature (issue #17; domain §3, §4, §9). Names as the spec writes them.

/** Template document types (domain §3). */
export const DOCUMENT_TYPES = [
  "proposal",
  "agreement",
  "order_send",
  "order_documentation",
  "order_acceptance",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The documents a quote generates, sends and has signed. */
export const QUOTE_DOCUMENT_TYPES = ["proposal", "agreement"] as const;
export type QuoteDocumentType = (typeof QUOTE_DOCUMENT_TYPES)[number];

export const TEMPLATE_TYPES = ["static", "dynamic", "custom"] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

/** Proposal sections in their default order (domain §3): the fifteen, then orderDetails and invoiceDetails. */
export const PROPOSAL_SECTION_TYPES = [
  "cover",
  "tableOfContent",
  "execSummary",
  "companyOverview",
  "projectOverview",
  "solutionsDetails",
  "scopeOfServices",
  "assumptionResponsibility",
  "termCondition",
  "serviceAgreement",
  "warranty",
  "pricingLayout",
  "customerDetails",
  "acceptance",
  "appendix",
  "orderDetails",
  "invoiceDetails",
] as const;
export type ProposalSectionType = (typeof PROPOSAL_SECTION_TYPES)[number];

/** The section a document holding sections must include (domain §4). */
export const ACCEPTANCE_SECTION: ProposalSectionType = "acceptance";

/** Labels for the section types, as a page shows them. */
export const SECTION_TYPE_LABELS: Record<ProposalSectionType, string> = {
  cover: "Cover",
  tableOfContent: "Table of contents",
  execSummary: "Executive summary",
  companyOverview: "Company overview",
  projectOverview: "Project overview",
  solutionsDetails: "Solution details",
  scopeOfServices: "Scope of services",
  assumptionResponsibility: "Assumptions and responsibilities",
  termCondition: "Terms and conditions",
  serviceAgreement: "Service agreement",
  warranty: "Warranty",
  pricingLayout: "Pricing",
  customerDetails: "Customer details",
  acceptance: "Acceptance",
  appendix: "Appendix",
  orderDetails: "Order details",
  invoiceDetails: "Invoice details",
};

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  proposal: "Proposal",
  agreement: "Agreement",
  order_send: "Order",
  order_documentation: "Order documentation",
  order_acceptance: "Order acceptance",
};

/** Document page width in CSS pixels and minimum height (domain §9); PDFs are US Letter. */
export const DOCUMENT_PAGE_WIDTH_PX = 816;
export const DOCUMENT_MIN_HEIGHT_MM = 279.4;

/** A document's state: draft, sent (signing under way), signed (every signer has), completed. */
export const QUOTE_DOCUMENT_STATUSES = ["draft", "sent", "signed", "completed"] as const;
export type QuoteDocumentStatus = (typeof QUOTE_DOCUMENT_STATUSES)[number];

/** The sealed PDF: none yet, pending (a job), sealed, or failed (visible, with retry). */
export const SEAL_STATUSES = ["none", "pending", "sealed", "failed"] as const;
export type SealStatus = (typeof SEAL_STATUSES)[number];

export const SIGNER_PARTIES = ["customer", "msp"] as const;
export type SignerParty = (typeof SIGNER_PARTIES)[number];

/** What the MSP sees per signer. */
export const SIGNER_STATUSES = ["pending", "sent", "opened", "verified", "signed"] as const;
export type SignerStatus = (typeof SIGNER_STATUSES)[number];

/** The audit log's entry types (issue #17 §4). */
export const AUDIT_EVENT_TYPES = [
  "created",
  "sent",
  "mail_delivered",
  "opened",
  "code_sent",
  "code_verified",
  "code_failed",
  "viewed",
  "signed",
  "reset",
  "completed",
  /** Beyond the list: the sealed PDF was stored (its SHA-256), after `completed` (every signature). */
  "sealed",
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

/** The one-time password of public signing (issue #17 §3). */
export const OTP_DIGITS = 6;
export const OTP_VALID_MS = 10 * 60_000;
export const OTP_MAX_FAILURES = 5;
export const OTP_RESEND_AFTER_MS = 30_000;
/** How long the token that `sign/otp/validate` answers lets the signer read and sign. */
export const SIGNING_TOKEN_TTL_MS = 60 * 60_000;

/** Limits on every PDF render (issue #17 §2): time and pages. */
export const PDF_RENDER_TIMEOUT_MS = 60_000;
export const PDF_MAX_PAGES = 500;

/** Largest HTML a template, section or document section may hold (data: images included). */
export const DOCUMENT_HTML_MAX = 2_000_000;
