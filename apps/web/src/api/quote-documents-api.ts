import type {
  QuoteDocumentType,
  TAuditLog,
  TDocumentsStatus,
  TProjectTemplateOption,
  TQuoteDocument,
  TSendDocumentRequest,
  TSignerLink,
  TTemplatePreview,
} from "@q2c/domain";
import type { ApiError } from "./api-error.ts";
import { api } from "./client.ts";

// Issue #17 §2 and §4: a quote's documents on the MSP's side (generate, edit, send, reset, signer links,
// PDF, audit log) and what a customer reads of them. Writes carry the document's version and resolve a
// 409 to its ApiError (`ignore409`): the caller reloads and says so.

const enc = encodeURIComponent;
const quotePath = (quoteId: string, rest = "") => `/quotes/${enc(quoteId)}${rest}`;
const docPath = (quoteId: string, type: QuoteDocumentType, rest = "") =>
  quotePath(quoteId, `/documents/${enc(type)}${rest}`);

type Write<T> = Promise<T | ApiError>;
const put = <T>(path: string, body: unknown) => api.put<T>(path, body, { ignore409: true }) as Write<T>;
const post = <T>(path: string, body: unknown) => api.post<T>(path, body, { ignore409: true }) as Write<T>;

/** The PDF's answer: the file, or where its render stands (202: queued, rendering or failed). */
export type PdfAnswer =
  | { kind: "file"; blob: Blob }
  | { kind: "pending"; status: "queued" | "rendering" | "failed"; error: string | null };

/** A 200 is the PDF; a 202 is JSON (`{status, error?}`) even though a file was asked for. */
async function pdfAnswerOf(blob: Blob): Promise<PdfAnswer> {
  if (!blob.type.includes("json")) return { kind: "file", blob };
  const body = JSON.parse(await blob.text()) as { status?: string; error?: string | null };
  const status = body.status === "failed" || body.status === "rendering" ? body.status : "queued";
  return { kind: "pending", status, error: body.error ?? null };
}

export const quoteDocumentsApi = {
  list: (quoteId: string) => api.get<TQuoteDocument[]>(quotePath(quoteId, "/documents"), { ignore403: true }),
  status: (quoteId: string) =>
    api.get<TDocumentsStatus>(quotePath(quoteId, "/documents/status"), { ignore403: true }),
  templates: (quoteId: string, type: QuoteDocumentType) =>
    api.get<TProjectTemplateOption[]>(`/projects/${enc(quoteId)}/${type}-templates`),
  generate: (quoteId: string, documentType: QuoteDocumentType, templateId?: string) =>
    api.post<TQuoteDocument>(quotePath(quoteId, "/documents/generate"), { documentType, templateId }),
  regenerate: (
    quoteId: string,
    body: { newTemplateId: string; oldTemplateId: string; type: QuoteDocumentType },
  ) => post<TQuoteDocument>(quotePath(quoteId, "/regenerate-document"), body),
  update: (quoteId: string, type: QuoteDocumentType, body: { version: number; title?: string }) =>
    put<TQuoteDocument>(docPath(quoteId, type), body),
  editSection: (
    quoteId: string,
    type: QuoteDocumentType,
    key: string,
    body: { version: number; html: string; title?: string },
  ) => put<TQuoteDocument>(docPath(quoteId, type, `/sections/${enc(key)}`), body),
  swapSection: (
    quoteId: string,
    type: QuoteDocumentType,
    body: { version: number; from: string; to: string },
  ) => put<TQuoteDocument>(docPath(quoteId, type, "/swap-section"), body),
  toggleSection: (
    quoteId: string,
    type: QuoteDocumentType,
    body: { version: number; key: string; visible: boolean },
  ) => put<TQuoteDocument>(docPath(quoteId, type, "/toggle-section"), body),
  /** The "yes" to "Need to edit this document?": signatures cleared, earlier links stop. */
  reset: (quoteId: string, documentType: QuoteDocumentType, version: number) =>
    post<TQuoteDocument>(quotePath(quoteId, "/reset-documents"), { documentType, version }),
  send: (quoteId: string, type: QuoteDocumentType, body: TSendDocumentRequest) =>
    post<TQuoteDocument>(docPath(quoteId, type, "/send"), body),
  notify: (quoteId: string, type: QuoteDocumentType, signerId: string) =>
    api.post<{ signerId: string; sentAt: string }>(docPath(quoteId, type, "/notify"), { signerId }),
  /** A new link for the signer (mailed); the old one stops working. */
  link: (quoteId: string, type: QuoteDocumentType, signerId: string) =>
    api.post<TSignerLink>(docPath(quoteId, type, "/link"), { signerId }),
  /** A template as this quote would fill it, before generating. */
  templatePreview: (quoteId: string, templateId: string) =>
    api.get<TTemplatePreview>(quotePath(quoteId, "/template-preview"), { query: { templateId } }),
  /** The document as it prints now (assembled, filled, sanitised). */
  preview: (quoteId: string, type: QuoteDocumentType) =>
    api.get<TTemplatePreview>(docPath(quoteId, type, "/preview")),
  pdf: async (quoteId: string, type: QuoteDocumentType): Promise<PdfAnswer> =>
    pdfAnswerOf(
      await api.get<Blob>(docPath(quoteId, type, "/pdf"), {
        responseType: "blob",
        headers: { Accept: "application/pdf, application/json" },
      }),
    ),
  /** Seal the signed document again after a failed seal. */
  retrySeal: (quoteId: string, type: QuoteDocumentType) =>
    api.post<unknown>(docPath(quoteId, type, "/seal"), {}),
  auditLog: (quoteId: string, type: QuoteDocumentType) =>
    api.get<TAuditLog>(docPath(quoteId, type, "/audit-log")),
  auditLogCsv: (quoteId: string, type: QuoteDocumentType) =>
    api.get<Blob>(docPath(quoteId, type, "/audit-log"), {
      query: { format: "csv" },
      responseType: "blob",
      headers: { Accept: "text/csv" },
    }),
};

export const quoteDocumentKeys = {
  all: (quoteId: string) => ["quote-documents", quoteId] as const,
  list: (quoteId: string) => ["quote-documents", quoteId, "list"] as const,
  status: (quoteId: string) => ["quote-documents", quoteId, "status"] as const,
  templates: (quoteId: string, type: QuoteDocumentType) =>
    ["quote-documents", quoteId, "templates", type] as const,
  preview: (quoteId: string, type: QuoteDocumentType) =>
    ["quote-documents", quoteId, "preview", type] as const,
  templatePreview: (quoteId: string, templateId: string) =>
    ["quote-documents", quoteId, "template-preview", templateId] as const,
  auditLog: (quoteId: string, type: QuoteDocumentType) =>
    ["quote-documents", quoteId, "audit-log", type] as const,
};
