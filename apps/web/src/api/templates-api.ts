import {
  API_PREFIX,
  type DocumentType,
  PAGE_LIMIT_MAX,
  type Page,
  type ProposalSectionType,
  type TCreateSectionRequest,
  type TCreateTemplateRequest,
  type TDocumentSection,
  type TDocumentSetting,
  type TDocumentSettings,
  type TDocumentTemplate,
  type TDocumentTemplateSummary,
  type TemplateType,
  type TProductDocumentSection,
  type TPutProductDocumentSectionRequest,
  type TTemplatePreview,
  type TTemplatePreviewRequest,
  type TUpdateDocumentSettingRequest,
  type TUpdateSectionRequest,
  type TUpdateTemplateRequest,
} from "@q2c/domain";
import type { PageCursor } from "./accounts-api.ts";
import type { ApiError } from "./api-error.ts";
import { api } from "./client.ts";

/** Whose templates or sections a list asks for: every readable one, the caller's own, or the platform's. */
export type DocumentOwnership = "all" | "mine" | "platform";

export interface TemplateListQuery {
  documentType?: DocumentType;
  templateType?: TemplateType;
  ownership?: DocumentOwnership;
  /** The platform owner: the templates of one company (an MSP's top account, or the platform). */
  accountId?: string;
}

export interface SectionListQuery {
  type?: DocumentType;
  sectionType?: ProposalSectionType;
  ownership?: DocumentOwnership;
}

type PageQuery = PageCursor & { limit?: number };

/** POST /templates: the platform owner may name the MSP a template is made for (its top account). */
export type CreateTemplateBody = TCreateTemplateRequest & { accountId?: string };
/** POST /templates/preview: unsaved header and footer replace the saved template's too. */
export type TemplatePreviewBody = TTemplatePreviewRequest & { headerHtml?: string; footerHtml?: string };

/** Every row of a keyset-paginated list, page after page (pick lists: a company has dozens, not thousands). */
async function allPages<T extends { id: string }>(read: (page: PageQuery) => Promise<Page<T>>): Promise<T[]> {
  const rows: T[] = [];
  for (let startingAfter: string | undefined; ; ) {
    const page = await read({ limit: PAGE_LIMIT_MAX, startingAfter });
    rows.push(...page.data);
    startingAfter = page.data.at(-1)?.id;
    if (!page.hasMore || startingAfter === undefined) return rows;
  }
}

const templatePath = (id: string) => `/templates/${encodeURIComponent(id)}`;
const sectionPath = (id: string) => `/document-sections/${encodeURIComponent(id)}`;
const productSectionPath = (productId: string, documentType: DocumentType) =>
  `/products/${encodeURIComponent(productId)}/document-sections/${encodeURIComponent(documentType)}`;

// Writes that carry a version resolve a 409 (someone else saved first) to its ApiError.
const resolving409 = { ignore409: true } as const;

/** Document templates (issue #17 §1): the platform's are read by every MSP, an MSP's own are its own. */
export const templatesApi = {
  /** One keyset page. */
  page: (query: TemplateListQuery & PageQuery) =>
    api.get<Page<TDocumentTemplateSummary>>("/templates", { query: { ...query } }),
  /** Every readable template (of a type, say): for pick lists. */
  all: (query: TemplateListQuery = {}) => allPages((page) => templatesApi.page({ ...query, ...page })),
  /** With its HTML; a template that is gone (or another tenant's) leaves for the 404 page. */
  get: (id: string) => api.get<TDocumentTemplate>(templatePath(id), { redirectOnNotFound: true }),
  create: (body: CreateTemplateBody) => api.post<TDocumentTemplate>("/templates", body),
  update: (id: string, body: TUpdateTemplateRequest) =>
    api.put<TDocumentTemplate>(templatePath(id), body, resolving409) as Promise<TDocumentTemplate | ApiError>,
  remove: (id: string) => api.delete<{ id: string }>(templatePath(id)),
  /** A copy of a readable template (the platform's, usually) as the caller's own, to customise. */
  duplicate: (id: string) => api.post<TDocumentTemplate>(`${templatePath(id)}/duplicate`, {}),
  /** Unsaved HTML or sections, or a saved template, filled with sample (or a quote's) values. */
  preview: (body: TemplatePreviewBody) => api.post<TTemplatePreview>("/templates/preview", body),
  /** A thumbnail's bytes from its imagePreviewPath (the bearer token goes with it, as an <img> would not). */
  thumbnail: (imagePreviewPath: string) =>
    api.get<Blob>(imagePreviewPath.slice(API_PREFIX.length), { responseType: "blob" }),
};

/** The content library: sections that dynamic templates list, by section type. */
export const documentSectionsApi = {
  /** Every readable section (of a document type, say): the library is grouped, not paged. */
  all: (query: SectionListQuery = {}) =>
    allPages((page) =>
      api.get<Page<TDocumentSection>>("/document-sections", { query: { ...query, ...page } }),
    ),
  get: (id: string) => api.get<TDocumentSection>(sectionPath(id), { redirectOnNotFound: true }),
  create: (body: TCreateSectionRequest) => api.post<TDocumentSection>("/document-sections", body),
  update: (id: string, body: TUpdateSectionRequest) =>
    api.put<TDocumentSection>(sectionPath(id), body, resolving409) as Promise<TDocumentSection | ApiError>,
  remove: (id: string) => api.delete<{ id: string }>(sectionPath(id)),
};

/** /settings/documents: the template each document type starts from. */
export const documentSettingsApi = {
  get: () => api.get<TDocumentSettings>("/document-settings"),
  /** One document type's choice; answers that setting. */
  update: (body: TUpdateDocumentSettingRequest) =>
    api.put<TDocumentSetting>("/document-settings", body, resolving409) as Promise<
      TDocumentSetting | ApiError
    >,
};

/** A catalogue item's own section text for a document type, for one template or (no templateId) any. */
export const productDocumentSectionsApi = {
  /**
   * The text a document of this type and template prints for the item, most specific first (the company's
   * own for the template, its own for every template, then the platform's); null when none is written.
   */
  get: (productId: string, documentType: DocumentType, templateId?: string) =>
    api.get<TProductDocumentSection | null>(productSectionPath(productId, documentType), {
      query: { templateId },
    }),
  put: (productId: string, documentType: DocumentType, body: TPutProductDocumentSectionRequest) =>
    api.put<TProductDocumentSection>(productSectionPath(productId, documentType), body, {
      ...resolving409,
      query: { templateId: body.templateId ?? undefined },
    }) as Promise<TProductDocumentSection | ApiError>,
  remove: (productId: string, documentType: DocumentType, templateId?: string) =>
    api.delete<{ id: string }>(productSectionPath(productId, documentType), { query: { templateId } }),
};
