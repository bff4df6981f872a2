import { z } from "zod";
import {
  DOCUMENT_HTML_MAX,
  DOCUMENT_TYPES,
  PROPOSAL_SECTION_TYPES,
  TEMPLATE_TYPES,
} from "../documents/constants.ts";
import { DOCUMENT_MESSAGES } from "../documents/messages.ts";
import { ZPageQuery } from "../pagination.ts";
import { zUuid } from "../validation/rules.ts";
import { zInt, zIso, zVersion } from "./common.ts";

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

const zVisibility = z.enum(["visible", "hidden"]);
export const ZTemplateSectionRef = z.object({ sectionId: zUuid, visibility: zVisibility });
export type TTemplateSectionRef = z.infer<typeof ZTemplateSectionRef>;
/** A section of a template as answers carry it (ids as stored; no input transform in a response). */
const ZTemplateSectionRefView = z.object({ sectionId: z.string(), visibility: zVisibility });

/** Whose a template or section is: the caller's own company's, or the platform's (read-only to an MSP). */
export const zDocumentOwnership = z.enum(["all", "mine", "platform"]);

export const ZDocumentTemplate = z.object({
  id: z.string(),
  accountId: z.string(),
  templateType: zTemplateType,
  /** The document type (domain §3 "type"). */
  type: zDocumentType,
  title: z.string(),
  html: z.string(),
  headerHtml: z.string(),
  footerHtml: z.string(),
  sectionTypes: z.array(ZTemplateSectionRefView),
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

/** A list row: no HTML (GET /templates/{id} answers it: the spec's getHtml). */
export const ZDocumentTemplateSummary = ZDocumentTemplate.omit({
  html: true,
  headerHtml: true,
  footerHtml: true,
});
export type TDocumentTemplateSummary = z.infer<typeof ZDocumentTemplateSummary>;

/** A keyset page (by id) of the templates the caller reads. */
export const ZListTemplatesQuery = ZPageQuery.extend({
  documentType: zDocumentType.optional(),
  templateType: zTemplateType.optional(),
  ownership: zDocumentOwnership.optional(),
  /** The platform owner: only the templates of this company (an MSP's top account, or the platform). */
  accountId: zUuid.optional(),
});
export type TListTemplatesQuery = z.infer<typeof ZListTemplatesQuery>;

export const ZCreateTemplateRequest = z.object({
  /**
   * The company the template is for: the caller's own by default; the platform owner may name an MSP (a
   * custom template made for it, /msp/{accountId}/template-add).
   */
  accountId: zUuid.optional(),
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

/** Copy a readable template (the platform's, say) into the caller's own templates to customise it. */
export const ZDuplicateTemplateRequest = z.object({
  /** The copy's title; "<title> (copy)" by default. */
  title: zName("Template").optional(),
  /**
   * Copy the sections the caller cannot change (the platform's) into its own content library, so the copy's
   * every section can be edited; sections already the caller's are shared. True by default.
   */
  copySections: z.boolean().default(true),
});
export type TDuplicateTemplateRequest = z.input<typeof ZDuplicateTemplateRequest>;

/**
 * A preview: unsaved HTML (with its header, footer and sections) or a saved template, filled with a quote's
 * values when quoteId is given, else with sample values. Unsaved parts replace the saved template's.
 */
export const ZTemplatePreviewRequest = z
  .object({
    templateId: zUuid.optional(),
    html: zHtml.optional(),
    headerHtml: zHtml.optional(),
    footerHtml: zHtml.optional(),
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
  id: z.string(),
  accountId: z.string(),
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

/** A keyset page (by id) of the content-library sections the caller reads. */
export const ZListSectionsQuery = ZPageQuery.extend({
  type: zDocumentType.optional(),
  sectionType: zSectionType.optional(),
  ownership: zDocumentOwnership.optional(),
});
export type TListSectionsQuery = z.infer<typeof ZListSectionsQuery>;

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
  templateId: z.string().nullable(),
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
  version: zInt(0),
});
export type TUpdateDocumentSettingRequest = z.infer<typeof ZUpdateDocumentSettingRequest>;

/** A catalogue item's own text for a document type (a product or service template). */
export const ZProductDocumentSection = z.object({
  id: z.string(),
  productId: z.string(),
  templateId: z.string().nullable(),
  documentType: zDocumentType,
  sectionType: zSectionType,
  title: z.string(),
  html: z.string(),
  editable: z.boolean(),
  version: z.number().int(),
});
export type TProductDocumentSection = z.infer<typeof ZProductDocumentSection>;
/** The path of a catalogue item's text: /products/{productId}/document-sections/{documentType}. */
export const ZProductDocumentSectionParams = z.object({ productId: zUuid, documentType: zDocumentType });
/** Which template the text is for; without it, the text every template uses. */
export const ZProductDocumentSectionQuery = z.object({ templateId: zUuid.optional() });
export type TProductDocumentSectionQuery = z.infer<typeof ZProductDocumentSectionQuery>;

export const ZPutProductDocumentSectionRequest = z.object({
  /** 0 to create. */
  version: zInt(0),
  templateId: zUuid.nullable().optional(),
  sectionType: zSectionType.default("scopeOfServices"),
  title: z.string().trim().max(200).default(""),
  html: zHtml,
});
export type TPutProductDocumentSectionRequest = z.input<typeof ZPutProductDocumentSectionRequest>;

/** Texts of the templates API beyond DOCUMENT_MESSAGES. */
export const TEMPLATE_MESSAGES = {
  customOwnerOnly: "Custom templates are made by the platform owner.",
  sectionsOnlyDynamic: "Only a dynamic template holds sections.",
  unknownSection: "Choose sections from your content library or the platform's.",
  repeatedSection: "A section can appear only once in a template.",
  unknownTemplate: "Choose a template you can use.",
  wrongTemplateType: (type: string) => `Choose a ${type} template.`,
  accountNotMsp: "Templates are made for the platform or an MSP.",
  templateIsDefault: (types: string) =>
    `This template is the default ${types} template in Settings > Documents. Choose another default there first.`,
  sectionInUse: (titles: string) =>
    `This section is used by ${titles}. Remove it from those templates first.`,
  productNotUsable: "Write texts for your own products and services or the platform's.",
  templateIdMismatch: "The template in the address and in the body differ.",
} as const;
