import { z } from "zod";
import {
  DOCUMENT_HTML_MAX,
  DOCUMENT_TYPES,
  PROPOSAL_SECTION_TYPES,
  TEMPLATE_TYPES,
} from "../documents/constants.ts";
import { DOCUMENT_MESSAGES } from "../documents/messages.ts";
import { zUuid } from "../validation/rules.ts";
import { zIso, zVersion } from "./common.ts";

// Issue #17 §1: document templates, the content library of sections, the default template per document
// type (/settings/documents) and a catalogue item's own section text. HTML is sanitised by the server on
// save and on render; a merge field the server does not know is refused with 400 naming it.

export const zDocumentType = z.enum(DOCUMENT_TYPES);
export const zTemplateType = z.enum(TEMPLATE_TYPES);
export const zSectionType = z.enum(PROPOSAL_SECTION_TYPES);
const zHtml = z.string().max(DOCUMENT_HTML_MAX, "The text is too long.");
const zName = (what: string) =>
  z
    .string({ error: DOCUMENT_MESSAGES.nameRequired(what) })
    .trim()
    .min(1, DOCUMENT_MESSAGES.nameRequired(what))
    .max(200);

export const ZTemplateSectionRef = z.object({
  sectionId: zUuid,
  visibility: z.enum(["visible", "hidden"]),
});
export type TTemplateSectionRef = z.infer<typeof ZTemplateSectionRef>;

/** Whose a template or section is: the caller's own company's, or the platform's (read-only to an MSP). */
export const zDocumentOwnership = z.enum(["all", "mine", "platform"]);

export const ZDocumentTemplate = z.object({
  id: zUuid,
  accountId: zUuid,
  templateType: zTemplateType,
  /** The document type (domain §3 "type"). */
  type: zDocumentType,
  title: z.string(),
  html: z.string(),
  headerHtml: z.string(),
  footerHtml: z.string(),
  sectionTypes: z.array(ZTemplateSectionRef),
  /** The rendered thumbnail's URL, or null until it is rendered. */
  imagePreviewPath: z.string().nullable(),
  /** Whether the caller may change it (an MSP reads the platform's but changes only its own). */
  editable: z.boolean(),
  /** Whether it is the caller's default for its document type (/settings/documents). */
  isDefault: z.boolean(),
  createDate: zIso,
  updatedAt: zIso,
  version: z.number().int(),
});
export type TDocumentTemplate = z.infer<typeof ZDocumentTemplate>;

/** A list row: no HTML (getHtml=true on GET /templates/{id} gives it). */
export const ZDocumentTemplateSummary = ZDocumentTemplate.omit({
  html: true,
  headerHtml: true,
  footerHtml: true,
});
export type TDocumentTemplateSummary = z.infer<typeof ZDocumentTemplateSummary>;

export const ZListTemplatesQuery = z.object({
  documentType: zDocumentType.optional(),
  templateType: zTemplateType.optional(),
  ownership: zDocumentOwnership.optional(),
});

export const ZCreateTemplateRequest = z.object({
  templateType: zTemplateType,
  type: zDocumentType,
  title: zName("Template"),
  html: zHtml.default(""),
  headerHtml: zHtml.default(""),
  footerHtml: zHtml.default(""),
  sectionTypes: z.array(ZTemplateSectionRef).max(100).default([]),
});
export type TCreateTemplateRequest = z.input<typeof ZCreateTemplateRequest>;

export const ZUpdateTemplateRequest = z.object({
  version: zVersion,
  title: zName("Template").optional(),
  html: zHtml.optional(),
  headerHtml: zHtml.optional(),
  footerHtml: zHtml.optional(),
  sectionTypes: z.array(ZTemplateSectionRef).max(100).optional(),
});
export type TUpdateTemplateRequest = z.infer<typeof ZUpdateTemplateRequest>;

/** A preview: unsaved HTML or a saved template, filled with a quote's values (or sample values). */
export const ZTemplatePreviewRequest = z
  .object({
    templateId: zUuid.optional(),
    html: zHtml.optional(),
    sectionTypes: z.array(ZTemplateSectionRef).max(100).optional(),
    quoteId: zUuid.optional(),
  })
  .refine((b) => b.templateId !== undefined || b.html !== undefined || b.sectionTypes !== undefined, {
    message: "Give a template or the HTML to preview.",
  });
export type TTemplatePreviewRequest = z.infer<typeof ZTemplatePreviewRequest>;
export const ZTemplatePreview = z.object({
  html: z.string(),
  headerHtml: z.string(),
  footerHtml: z.string(),
});
export type TTemplatePreview = z.infer<typeof ZTemplatePreview>;

export const ZDocumentSection = z.object({
  id: zUuid,
  accountId: zUuid,
  sectionType: zSectionType,
  type: zDocumentType,
  title: z.string(),
  html: z.string(),
  editable: z.boolean(),
  createDate: zIso,
  updatedAt: zIso,
  version: z.number().int(),
});
export type TDocumentSection = z.infer<typeof ZDocumentSection>;

export const ZListSectionsQuery = z.object({
  type: zDocumentType.optional(),
  sectionType: zSectionType.optional(),
  ownership: zDocumentOwnership.optional(),
});

export const ZCreateSectionRequest = z.object({
  sectionType: zSectionType,
  type: zDocumentType.default("proposal"),
  title: zName("Section"),
  html: zHtml.default(""),
});
export type TCreateSectionRequest = z.input<typeof ZCreateSectionRequest>;

export const ZUpdateSectionRequest = z.object({
  version: zVersion,
  sectionType: zSectionType.optional(),
  title: zName("Section").optional(),
  html: zHtml.optional(),
});
export type TUpdateSectionRequest = z.infer<typeof ZUpdateSectionRequest>;

/** /settings/documents: the template used per document type (the platform's default when none is chosen). */
export const ZDocumentSetting = z.object({
  documentType: zDocumentType,
  templateId: zUuid.nullable(),
  templateTitle: z.string().nullable(),
  /** True when the caller chose it; false when it falls back to the platform's default. */
  chosen: z.boolean(),
  version: z.number().int(),
});
export type TDocumentSetting = z.infer<typeof ZDocumentSetting>;
export const ZDocumentSettings = z.object({ items: z.array(ZDocumentSetting) });
export type TDocumentSettings = z.infer<typeof ZDocumentSettings>;
export const ZUpdateDocumentSettingRequest = z.object({
  documentType: zDocumentType,
  templateId: zUuid,
  /** The setting's version; 0 when none was chosen yet. */
  version: z.number().int().min(0),
});
export type TUpdateDocumentSettingRequest = z.infer<typeof ZUpdateDocumentSettingRequest>;

/** A catalogue item's own text for a document type (a product or service template). */
export const ZProductDocumentSection = z.object({
  id: zUuid,
  productId: zUuid,
  templateId: zUuid.nullable(),
  documentType: zDocumentType,
  sectionType: zSectionType,
  title: z.string(),
  html: z.string(),
  editable: z.boolean(),
  version: z.number().int(),
});
export type TProductDocumentSection = z.infer<typeof ZProductDocumentSection>;
export const ZPutProductDocumentSectionRequest = z.object({
  /** 0 to create. */
  version: z.number().int().min(0),
  templateId: zUuid.nullable().optional(),
  sectionType: zSectionType.default("scopeOfServices"),
  title: z.string().trim().max(200).default(""),
  html: zHtml,
});
export type TPutProductDocumentSectionRequest = z.input<typeof ZPutProductDocumentSectionRequest>;
