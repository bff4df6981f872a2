import type {
  TDocumentSection,
  TDocumentSettings,
  TDocumentTemplate,
  TDocumentTemplateSummary,
  TProductDocumentSection,
} from "@q2c/domain";
import { MSP, PLATFORM } from "../accounts/test-data.ts";

/** Fixtures of the template, content-library and document-settings pages' tests. */
let n = 0;
export const nextId = () => `0190a000-0000-7000-8000-${String(17000 + ++n).padStart(12, "0")}`;
const at = "2026-03-02T10:00:00.000Z";

export function template(overrides: Partial<TDocumentTemplate> = {}): TDocumentTemplate {
  return {
    id: nextId(),
    accountId: MSP,
    templateType: "static",
    type: "proposal",
    title: "Northwind proposal",
    html: "<p>Dear {{customerCompany}},</p>",
    headerHtml: "",
    footerHtml: "",
    sectionTypes: [],
    imagePreviewPath: null,
    editable: true,
    isDefault: false,
    createDate: at,
    updatedAt: at,
    version: 4,
    ...overrides,
  };
}

export const platformTemplate = (overrides: Partial<TDocumentTemplate> = {}) =>
  template({ accountId: PLATFORM, title: "Standard proposal", editable: false, ...overrides });

/** A list row: the template without its HTML. */
export function summary(t: TDocumentTemplate): TDocumentTemplateSummary {
  const { html: _h, headerHtml: _hh, footerHtml: _fh, ...rest } = t;
  return rest;
}

export function section(overrides: Partial<TDocumentSection> = {}): TDocumentSection {
  return {
    id: nextId(),
    accountId: MSP,
    sectionType: "execSummary",
    type: "proposal",
    title: "Executive summary",
    html: "<p>We propose {{dealName}}.</p>",
    editable: true,
    createDate: at,
    updatedAt: at,
    version: 2,
    ...overrides,
  };
}

export function settings(items: Partial<TDocumentSettings["items"][number]>[] = []): TDocumentSettings {
  return {
    items: (["proposal", "agreement", "order_send", "order_documentation", "order_acceptance"] as const).map(
      (documentType) => ({
        documentType,
        templateId: null,
        templateTitle: null,
        chosen: false,
        version: 0,
        ...items.find((i) => i.documentType === documentType),
      }),
    ),
  };
}

export function productSection(overrides: Partial<TProductDocumentSection> = {}): TProductDocumentSection {
  return {
    id: nextId(),
    productId: nextId(),
    templateId: null,
    documentType: "proposal",
    sectionType: "scopeOfServices",
    title: "Scope",
    html: "<p>Install and configure.</p>",
    editable: true,
    version: 1,
    ...overrides,
  };
}

/** A 400 as the server answers it (message, code and the field messages). */
export const badRequest = (fields: Record<string, string>) => ({
  code: "bad_request",
  message: Object.values(fields)[0] ?? "Bad request",
  fields,
});

/** A 409: someone else saved first; the body names the current version. */
export const conflictBody = (version: number) => ({
  code: "conflict",
  message: "This item was changed by someone else. Reload it and try again.",
  version,
});
