import {
  DOCUMENT_TYPE_LABELS,
  type QuoteDocumentStatus,
  type QuoteDocumentType,
  type SealStatus,
  type SignerStatus,
} from "@q2c/domain";

const label = (type: QuoteDocumentType) => DOCUMENT_TYPE_LABELS[type];
const lower = (type: QuoteDocumentType) => label(type).toLowerCase();

/** Texts of a quote's documents (the builder's Documents drawer and the customer's view). */
export const DOC_TEXTS = {
  drawerTitle: "Documents",
  loading: "Loading the documents",
  couldNotLoad: "The documents could not be loaded.",
  tabs: "Document types",
  // Generating
  notGenerated: (type: QuoteDocumentType) => `This quote has no ${lower(type)} yet.`,
  template: "Template",
  templateHelp: "Your default template is chosen first.",
  templatesLoading: "Loading the templates",
  noTemplates: (type: QuoteDocumentType) =>
    `No ${lower(type)} template is available. Add one under Templates, or set a default in Settings › Documents.`,
  defaultTag: "default",
  generate: (type: QuoteDocumentType) => `Generate the ${lower(type)}`,
  generated: (type: QuoteDocumentType) => `The ${lower(type)} was generated.`,
  previewTemplate: "Preview the template",
  // The document
  status: { draft: "Draft", sent: "Sent", signed: "Signed", completed: "Completed" } satisfies Record<
    QuoteDocumentStatus,
    string
  >,
  sectionsTitle: "Sections",
  sectionsHelp: "Hidden sections are left out of the document. Move sections to change their order.",
  noSections: "This document is one body from its template; edit it below.",
  visible: (title: string) => `Show ${title}`,
  moveUp: (title: string) => `Move ${title} up`,
  moveDown: (title: string) => `Move ${title} down`,
  edit: (title: string) => `Edit ${title}`,
  needToEditTitle: (title: string) => `Edit ${title}`,
  sectionTitle: "Section title",
  sectionText: "Section text",
  saveSection: "Save section",
  sectionSaved: "Section saved.",
  reloaded: "The document was changed meanwhile; it shows as it is now.",
  locked: "Every signer has signed: the document can no longer be changed.",
  // Preview and PDF
  preview: "Preview",
  previewTitle: (type: QuoteDocumentType) => `${label(type)} preview`,
  previewLoading: "Loading the preview",
  pdf: "Download PDF",
  pdfRendering: "Rendering the PDF…",
  pdfQueued: "The PDF is queued for rendering…",
  pdfFailed: "The PDF could not be rendered.",
  retry: "Retry",
  fileName: (type: QuoteDocumentType, quoteNumber: string, sealed: boolean) =>
    `${label(type)}${quoteNumber ? ` ${quoteNumber}` : ""}${sealed ? " (sealed)" : ""}.pdf`,
  // Sending
  send: "Send for signature",
  sendAgain: "Send again",
  sendTitle: (type: QuoteDocumentType) => `Send the ${lower(type)} for signature`,
  sendIntro: "Each signer, your countersigner too, receives an e-mail with their own signing link.",
  signersLegend: "Customer signers",
  contactsLoading: "Loading the customer's contacts",
  noContacts: "The customer has no active users to sign. Add one under the customer's team members.",
  signerName: (name: string) => `Name of ${name}`,
  signerRole: (name: string) => `Role of ${name}`,
  roleLabel: "Role",
  nameLabel: "Name",
  keptSigner: "Signed up before: stays a signer.",
  countersigner: "Countersigner (your company)",
  countersignerHelp: "The person who signs the agreement for your company.",
  countersignerRequired: "Choose who countersigns for your company.",
  sendSubmit: "Send",
  sent: (type: QuoteDocumentType) => `The ${lower(type)} was sent for signature.`,
  // Signers
  signersTitle: "Signers",
  signerStatus: {
    pending: "Not sent",
    sent: "Sent",
    opened: "Opened",
    verified: "Code verified",
    signed: "Signed",
  } satisfies Record<SignerStatus, string>,
  party: { customer: "Customer", msp: "Countersigner" },
  sentAt: "Sent",
  openedAt: "Opened",
  verifiedAt: "Verified",
  signedAt: "Signed",
  copyLink: (name: string) => `Copy a new link for ${name}`,
  copyLinkShort: "New link",
  copyLinkQuestion: (name: string) =>
    `A new signing link for ${name} is made for you to pass on; the link they have now stops working. Continue?`,
  linkCopied: "A new signing link was copied. The signer's earlier link no longer works.",
  linkMade: "Copy the new signing link and pass it on (the earlier one no longer works):",
  remind: (name: string) => `Remind ${name}`,
  remindShort: "Remind",
  reminded: (name: string) => `${name} was e-mailed a fresh signing link; the earlier one no longer works.`,
  // Seal
  sealTitle: "Sealed copy",
  sealNone: "Sealed once every signer has signed.",
  sealPending: "Sealing the signed document…",
  sealed: "Sealed: the signed document with its evidence, digitally signed.",
  sealedDownload: "Download the sealed PDF",
  retrySeal: "Retry sealing",
  sealRetried: "Sealing was asked again.",
  // Audit log
  auditLog: "Audit log",
  auditTitle: (type: QuoteDocumentType) => `${label(type)} audit log`,
  auditLoading: "Loading the audit log",
  auditCsv: "Download CSV",
  auditChainOk: "Every entry chains to the one before: the log is intact.",
  auditChainBroken: (seq: number) => `The log's chain breaks at entry ${seq}.`,
  auditEmpty: "Nothing is logged yet.",
  auditWhen: "When",
  auditEvent: "Event",
  auditWho: "Who",
  auditFrom: "From",
  // Customer view
  customerTitle: "Documents",
  customerEmpty: "No document was sent for this quote yet.",
  customerStatus: (type: QuoteDocumentType, status: QuoteDocumentStatus) =>
    `${label(type)}: ${DOC_STATUS_WORDS[status]}`,
} as const;

const DOC_STATUS_WORDS: Record<QuoteDocumentStatus, string> = {
  draft: "draft",
  sent: "waiting for signatures",
  signed: "signed",
  completed: "completed",
};

export const SEAL_COLORS: Record<SealStatus, string> = {
  none: "gray",
  pending: "primary",
  sealed: "success",
  failed: "danger",
};

export const STATUS_COLORS: Record<QuoteDocumentStatus, string> = {
  draft: "gray",
  sent: "primary",
  signed: "success",
  completed: "success",
};

export const AUDIT_EVENT_LABELS: Record<string, string> = {
  created: "Created",
  sent: "Sent",
  mail_delivered: "Mail delivered",
  opened: "Opened",
  code_sent: "Code sent",
  code_verified: "Code verified",
  code_failed: "Code failed",
  viewed: "Viewed",
  signed: "Signed",
  reset: "Reset for editing",
  completed: "Completed",
};
