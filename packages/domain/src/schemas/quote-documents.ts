import { z } from "zod";
import {
  DOCUMENT_HTML_MAX,
  DOCUMENT_TYPES,
  QUOTE_DOCUMENT_STATUSES,
  QUOTE_DOCUMENT_TYPES,
  SEAL_STATUSES,
  SIGNER_PARTIES,
  SIGNER_STATUSES,
  TEMPLATE_TYPES,
} from "../documents/constants.ts";
import { QUOTE_STAGES } from "../projects/stages.ts";
import { zEmail, zUuid } from "../validation/rules.ts";
import { zIso, zVersion } from "./common.ts";

// Issue #17 §2: a quote's documents on the MSP's side (generate, edit, send, reset, signer links), all
// under /api/v1/quotes/{quoteId}. docs/documents.md "A quote's documents" and "Sending" describe them.

export const zQuoteDocumentType = z.enum(QUOTE_DOCUMENT_TYPES);

/** Texts of these calls the spec does not write (DOCUMENT_MESSAGES holds those it does). */
export const QUOTE_DOCUMENT_MESSAGES = {
  alreadyGenerated: (label: string) =>
    `The quote already has a ${label.toLowerCase()}: regenerate it to start again from a template.`,
  noDefaultTemplate: (label: string) =>
    `No ${label.toLowerCase()} template is set up: choose one, or set a default in Settings › Documents.`,
  templateWrongType: (label: string) => `Choose a ${label.toLowerCase()} template.`,
  templateChanged: "The document was regenerated from another template meanwhile. Reload it.",
  unknownSection: "This section is not part of the document.",
  sameSection: "Choose two different sections.",
  bodyRequired: "A document without sections always shows its body.",
  notSent: "Only a sent document is reset for editing.",
  signedFinal: "A document every signer has signed can no longer be changed.",
  signerNotContact: "Choose a contact of the customer.",
  signerEmailMismatch: "This e-mail is not the contact's.",
  signerTwice: "Each signer can be listed once.",
  countersignerUnknown: "Choose a user of your company who works on quotes.",
  unknownSigner: "This signer is not on the document.",
  signerAlreadySigned: "This signer has already signed.",
  documentNotSent: "Send the document first.",
  unknownDocument: "This document is not part of the quote.",
  noSuchSection: "The document has no section of this type.",
} as const;

/** Params of every call: the quote; and of calls on one document, its type. */
export const ZQuoteParams = z.object({ quoteId: zUuid });
export const ZQuoteDocumentParams = ZQuoteParams.extend({ documentType: zQuoteDocumentType });
export const ZQuoteDocumentSectionParams = ZQuoteDocumentParams.extend({
  key: z.string().min(1).max(100),
});

const zHtml = z.string().max(DOCUMENT_HTML_MAX, "The text is too long.");
const zTitle = z.string().trim().max(200);

/**
 * A section of a generated document: the editable copy of a library section (dynamic templates), or the
 * one `body` section of a static or custom template (sectionType "body"). `key` is stable while the
 * document lives (the section type, with -2, -3 ... when a type repeats).
 */
export const ZQuoteDocumentSection = z.object({
  key: z.string(),
  sectionType: z.string(),
  title: z.string(),
  html: z.string(),
  visible: z.boolean(),
});
export type TQuoteDocumentSection = z.infer<typeof ZQuoteDocumentSection>;

/** How the assembled document is laid out (update document config); absent fields keep their value. */
export const ZDocumentConfig = z
  .object({
    /** The pricing table shows quantities and unit prices (else only each row's totals). */
    showLinePrices: z.boolean(),
    /** The pricing table shows the term total column. */
    showTermTotal: z.boolean(),
    /** Each visible section starts on a new page. */
    sectionPageBreaks: z.boolean(),
  })
  .strict();
export type TDocumentConfig = z.infer<typeof ZDocumentConfig>;
export const DEFAULT_DOCUMENT_CONFIG: TDocumentConfig = {
  showLinePrices: true,
  showTermTotal: true,
  sectionPageBreaks: false,
};

/** A signer as the quote's pages show them: never the link's token or the signing evidence. */
export const ZDocumentSigner = z.object({
  id: z.string(),
  party: z.enum(SIGNER_PARTIES),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  position: z.number().int(),
  status: z.enum(SIGNER_STATUSES),
  sentAt: zIso.nullable(),
  openedAt: zIso.nullable(),
  verifiedAt: zIso.nullable(),
  signedAt: zIso.nullable(),
});
export type TDocumentSigner = z.infer<typeof ZDocumentSigner>;

export const ZQuoteDocument = z.object({
  id: z.string(),
  quoteId: z.string(),
  documentType: zQuoteDocumentType,
  templateId: z.string().nullable(),
  title: z.string(),
  /** A customer reads only the visible sections of a sent document. */
  sections: z.array(ZQuoteDocumentSection),
  headerHtml: z.string(),
  footerHtml: z.string(),
  config: ZDocumentConfig,
  status: z.enum(QUOTE_DOCUMENT_STATUSES),
  sealStatus: z.enum(SEAL_STATUSES),
  sealError: z.string().nullable(),
  sentAt: zIso.nullable(),
  completedAt: zIso.nullable(),
  resetCount: z.number().int(),
  /** SHA-256 of the HTML frozen at send (what the signers sign); null while a draft. */
  signedHtmlHash: z.string().nullable(),
  signers: z.array(ZDocumentSigner),
  createdAt: zIso,
  updatedAt: zIso,
  version: z.number().int(),
});
export type TQuoteDocument = z.infer<typeof ZQuoteDocument>;

export const ZGenerateDocumentRequest = z.object({
  documentType: zQuoteDocumentType,
  /** Absent: the MSP's default template of that type, else the platform's. */
  templateId: zUuid.optional(),
});
export type TGenerateDocumentRequest = z.infer<typeof ZGenerateDocumentRequest>;

export const ZRegenerateAgreementsRequest = z.object({ agreementTemplateId: zUuid.optional() });
export type TRegenerateAgreementsRequest = z.infer<typeof ZRegenerateAgreementsRequest>;

export const ZRegenerateDocumentRequest = z.object({
  newTemplateId: zUuid,
  /** The template the caller saw the document made from: another one answers 409. */
  oldTemplateId: zUuid,
  type: zQuoteDocumentType,
});
export type TRegenerateDocumentRequest = z.infer<typeof ZRegenerateDocumentRequest>;

/** POST /proposal-reset takes no fields (an empty object or no body). */
export const ZProposalResetRequest = z.object({}).strict().nullish();

export const ZUpdateQuoteDocumentRequest = z.object({
  version: zVersion,
  title: zTitle.optional(),
  headerHtml: zHtml.optional(),
  footerHtml: zHtml.optional(),
});
export type TUpdateQuoteDocumentRequest = z.infer<typeof ZUpdateQuoteDocumentRequest>;

export const ZUpdateDocumentSectionRequest = z.object({
  version: zVersion,
  html: zHtml,
  title: zTitle.optional(),
});
export type TUpdateDocumentSectionRequest = z.infer<typeof ZUpdateDocumentSectionRequest>;

export const ZSwapSectionRequest = z.object({
  version: zVersion,
  from: z.string().min(1).max(100),
  to: z.string().min(1).max(100),
});
export type TSwapSectionRequest = z.infer<typeof ZSwapSectionRequest>;

export const ZToggleSectionRequest = z.object({
  version: zVersion,
  key: z.string().min(1).max(100),
  visible: z.boolean(),
});
export type TToggleSectionRequest = z.infer<typeof ZToggleSectionRequest>;

export const ZDocumentConfigRequest = z.object({ version: zVersion, config: ZDocumentConfig.partial() });
export type TDocumentConfigRequest = z.infer<typeof ZDocumentConfigRequest>;

/** The "yes" to "Need to edit this document?". */
export const ZResetDocumentsRequest = z.object({ documentType: zQuoteDocumentType, version: zVersion });
export type TResetDocumentsRequest = z.infer<typeof ZResetDocumentsRequest>;

export const ZFillSectionQuery = z.object({ sectionType: z.string().min(1).max(100) });
/** A section filled with the quote's values, from the document or else from the content library. */
export const ZFilledSection = z.object({
  sectionType: z.string(),
  key: z.string().nullable(),
  source: z.enum(["document", "library"]),
  html: z.string(),
});
export type TFilledSection = z.infer<typeof ZFilledSection>;

export const ZLegalTableQuery = z.object({ documentType: zQuoteDocumentType, documentId: zUuid });
export const ZLegalTable = z.object({ html: z.string() });
export type TLegalTable = z.infer<typeof ZLegalTable>;

export const ZQuoteTemplatePreviewQuery = z.object({ templateId: zUuid });

export const ZSendSigner = z.object({
  /** The customer's user; absent: the contact is matched by e-mail. */
  userId: zUuid.optional(),
  name: z.string().trim().min(1, "Enter the signer's name.").max(200),
  email: zEmail,
  role: z.string().trim().max(100).default(""),
});
export const ZSendDocumentRequest = z.object({
  version: zVersion,
  signers: z.array(ZSendSigner).max(20),
  /** The MSP's countersigner (the agreement person): a user of the MSP who works on quotes. */
  countersignerUserId: zUuid,
});
export type TSendDocumentRequest = z.infer<typeof ZSendDocumentRequest>;

export const ZSignerRequest = z.object({ signerId: zUuid });
export type TSignerRequest = z.infer<typeof ZSignerRequest>;
export const ZSignerLink = z.object({ signerId: z.string(), link: z.string(), sentAt: zIso });
export type TSignerLink = z.infer<typeof ZSignerLink>;
export const ZSignerNotified = z.object({ signerId: z.string(), sentAt: zIso });

export const ZDocumentStatus = z.object({
  documentId: z.string(),
  documentType: zQuoteDocumentType,
  status: z.enum(QUOTE_DOCUMENT_STATUSES),
  sealStatus: z.enum(SEAL_STATUSES),
  sealError: z.string().nullable(),
  sentAt: zIso.nullable(),
  completedAt: zIso.nullable(),
  signers: z.array(ZDocumentSigner),
});
export const ZDocumentsStatus = z.object({ documents: z.array(ZDocumentStatus) });
export type TDocumentsStatus = z.infer<typeof ZDocumentsStatus>;

/**
 * A template a quote's document may be made from, as the generate and regenerate pickers list it (GET
 * /projects/{id}/proposal-templates and agreement-templates): the template without its HTML.
 */
export const ZProjectTemplateOption = z.object({
  id: z.string(),
  accountId: z.string(),
  templateType: z.enum(TEMPLATE_TYPES),
  type: z.enum(DOCUMENT_TYPES),
  title: z.string(),
  /** The rendered thumbnail's URL, or null until it is rendered. */
  imagePreviewPath: z.string().nullable(),
  /** Whether the caller may change it (an MSP reads the platform's but changes only its own). */
  editable: z.boolean(),
  /** The MSP's default for the type (/settings/documents). */
  isDefault: z.boolean(),
  createDate: zIso,
  updatedAt: zIso,
  version: z.number().int(),
});
export type TProjectTemplateOption = z.infer<typeof ZProjectTemplateOption>;

/** GET /projects/{id}/proposal-templates and agreement-templates. */
export const ZProjectTemplatesQuery = z.object({
  /** Only templates whose title contains this text (any case). */
  tag: z.string().trim().max(100).optional(),
  /** The stage the list is for: none at acceptance or completed, where documents no longer change. */
  stage: z.enum(QUOTE_STAGES).optional(),
});
export type TProjectTemplatesQuery = z.infer<typeof ZProjectTemplatesQuery>;
