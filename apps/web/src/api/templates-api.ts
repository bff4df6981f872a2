import type {
  DocumentType,
  ProposalSectionType,
  TCreateSectionRequest,
  TCreateTemplateRequest,
  TDocumentSection,
  TDocumentSettings,
  TDocumentTemplate,
  TDocumentTemplateSummary,
  TemplateType,
  TProductDocumentSection,
  TPutProductDocumentSectionRequest,
  TTemplatePreview,
  TTemplatePreviewRequest,
  TUpdateDocumentSettingRequest,
  TUpdateSectionRequest,
  TUpdateTemplateRequest,
} from "@q2c/domain";
import type { ApiError } from "./api-error.ts";
import { api } from "./client.ts";

/** Whose templates or sections a list asks for: every readable one, the caller's own, or the platform's. */
export type DocumentOwnership = "all" | "mine" | "platform";

export interface TemplateListQuery {
  documentType?: DocumentType;
  templateType?: TemplateType;
  ownership?: DocumentOwnership;
}

export interface SectionListQuery {
  type?: DocumentType;
  sectionType?: ProposalSectionType;
  ownership?: DocumentOwnership;
}

const templatePath = (id: string) => `/templates/${encodeURIComponent(id)}`;
const sectionPath = (id: string) => `/document-sections/${encodeURIComponent(id)}`;
const productSectionPath = (productId: string, documentType: DocumentType) =>
  `/products/${encodeURIComponent(productId)}/document-sections/${encodeURIComponent(documentType)}`;

// Writes that carry a version resolve a 409 (someone else saved first) to its ApiError.
const resolving409 = { ignore409: true } as const;

/** Document templates (issue #17 §1): the platform's are read by every MSP, an MSP's own are its own. */
export const templatesApi = {
  list: (query: TemplateListQuery = {}) =>
    api.get<{ data: TDocumentTemplateSummary[] }>("/templates", { query: { ...query } }),
  /** With its HTML; a template that is gone (or another tenant's) leaves for the 404 page. */
  get: (id: string) =>
    api.get<TDocumentTemplate>(templatePath(id), { query: { getHtml: true }, redirectOnNotFound: true }),
  create: (body: TCreateTemplateRequest) => api.post<TDocumentTemplate>("/templates", body),
  update: (id: string, body: TUpdateTemplateRequest) =>
    api.put<TDocumentTemplate>(templatePath(id), body, resolving409) as Promise<TDocumentTemplate | ApiError>,
  remove: (id: string) => api.delete<{ id: string }>(templatePath(id)),
  /** A copy of a readable template (the platform's, usually) as the caller's own, to customise. */
  duplicate: (id: string) => api.post<TDocumentTemplate>(`${templatePath(id)}/duplicate`, {}),
  /** Unsaved HTML or sections, or a saved template, filled with sample (or a quote's) values. */
  preview: (body: TTemplatePreviewRequest) => api.post<TTemplatePreview>("/templates/preview", body),
};

/** The content library: sections that dynamic templates list, by section type. */
export const documentSectionsApi = {
  list: (query: SectionListQuery = {}) =>
    api.get<{ data: TDocumentSection[] }>("/document-sections", { query: { ...query } }),
  get: (id: string) => api.get<TDocumentSection>(sectionPath(id), { redirectOnNotFound: true }),
  create: (body: TCreateSectionRequest) => api.post<TDocumentSection>("/document-sections", body),
  update: (id: string, body: TUpdateSectionRequest) =>
    api.put<TDocumentSection>(sectionPath(id), body, resolving409) as Promise<TDocumentSection | ApiError>,
  remove: (id: string) => api.delete<{ id: string }>(sectionPath(id)),
};

/** /settings/documents: the template each document type starts from. */
export const documentSettingsApi = {
  get: () => api.get<TDocumentSettings>("/document-settings"),
  update: (body: TUpdateDocumentSettingRequest) =>
    api.put<TDocumentSettings>("/document-settings", body, resolving409) as Promise<
      TDocumentSettings | ApiError
    >,
};

/** A catalogue item's own section text for a document type, for one template or (no templateId) any. */
export const productDocumentSectionsApi = {
  /** 404 when the item has no text of its own yet. */
  get: (productId: string, documentType: DocumentType, templateId?: string) =>
    api.get<TProductDocumentSection>(productSectionPath(productId, documentType), { query: { templateId } }),
  put: (productId: string, documentType: DocumentType, body: TPutProductDocumentSectionRequest) =>
    api.put<TProductDocumentSection>(productSectionPath(productId, documentType), body, {
      ...resolving409,
      query: { templateId: body.templateId ?? undefined },
    }) as Promise<TProductDocumentSection | ApiError>,
  remove: (productId: string, documentType: DocumentType, templateId?: string) =>
    api.delete<{ id: string }>(productSectionPath(productId, documentType), { query: { templateId } }),
};
