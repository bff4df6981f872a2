import {
  ACCEPTANCE_SECTION,
  AppError,
  QUOTE_DOCUMENT_MESSAGES,
  type QuoteDocumentType,
  type TFilledSection,
  type TLegalTable,
  type TTemplatePreview,
} from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { safeHtml } from "../../documents/safe-html.ts";
import type { Principal } from "../../lib/principal.ts";
import type { ProjectRow } from "../project-core/project-scope.ts";
import {
  assembleDocumentHtml,
  assembleParts,
  fillSection,
  loadAssemblyContext,
  loadSignersForAssembly,
} from "./assemble.ts";
import { configOf, type DocumentRow } from "./document-view.ts";
import { contentFrom } from "./generate-document.ts";
import { findQuote, isProvider, requireDocument } from "./repo.ts";
import { findTemplate, librarySectionOfType } from "./template-source.ts";

/**
 * The assembled document (assemble.ts) and pieces of it for the editor: the document as it prints, one
 * section filled, the signature block, a template as this quote would fill it. The MSP's side reads them for any document; a customer
 * user only for a document sent to it; templates and the content library only the MSP's side (404 to
 * anyone else, as the templates routes answer them).
 */

/** A document the caller may read: a draft only on the MSP's side. */
async function readableDocument(
  deps: Deps,
  principal: Principal,
  quoteId: string,
  documentType: QuoteDocumentType,
): Promise<{ project: ProjectRow; doc: DocumentRow; provider: boolean }> {
  const project = await findQuote(deps.db, principal, quoteId);
  const provider = isProvider(principal, project);
  const doc = await requireDocument(deps.db, project, documentType);
  if (!provider && doc.status === "draft") throw new AppError("not_found");
  return { project, doc, provider };
}

async function contextOf(deps: Deps, project: ProjectRow, doc: DocumentRow | null) {
  const signers = doc ? await loadSignersForAssembly(deps.db, doc.tenantId, doc.id) : [];
  return loadAssemblyContext(deps.db, project, signers);
}

/**
 * GET /quotes/{quoteId}/documents/{documentType}/fill-section?sectionType=: the document's (first) section
 * of that type filled with the quote's values; on the MSP's side, when the document has none, the content
 * library's section of that type (the MSP's own before the platform's), to add it.
 */
export async function fillDocumentSection(
  deps: Deps,
  principal: Principal,
  quoteId: string,
  documentType: QuoteDocumentType,
  sectionType: string,
): Promise<TFilledSection> {
  const { project, doc, provider } = await readableDocument(deps, principal, quoteId, documentType);
  const config = configOf(doc.config);
  const section = doc.sections.find((s) => s.sectionType === sectionType && (provider || s.visible));
  const acceptance = sectionType === ACCEPTANCE_SECTION;
  if (section) {
    const ctx = await contextOf(deps, project, doc);
    return {
      sectionType,
      key: section.key,
      source: "document",
      html: fillSection(section, ctx, config, acceptance),
    };
  }
  const library = provider
    ? await librarySectionOfType(deps.db, project, deps.config.platformAccountId, documentType, sectionType)
    : undefined;
  if (!library) throw new AppError("not_found", { message: QUOTE_DOCUMENT_MESSAGES.noSuchSection });
  const ctx = await contextOf(deps, project, doc);
  return { sectionType, key: null, source: "library", html: fillSection(library, ctx, config, acceptance) };
}

/**
 * GET /quotes/{quoteId}/documents/{documentType}/preview: the document as it prints now: once sent, the HTML
 * frozen at send (what the signers read), through the allowlist again; a draft assembled from its sections.
 */
export async function previewDocument(
  deps: Deps,
  principal: Principal,
  quoteId: string,
  documentType: QuoteDocumentType,
): Promise<TTemplatePreview> {
  const { doc } = await readableDocument(deps, principal, quoteId, documentType);
  if (doc.sentHtml === null) return assembleDocumentHtml(deps, doc.tenantId, doc.id);
  return {
    html: safeHtml(doc.sentHtml),
    headerHtml: safeHtml(doc.sentHeaderHtml ?? ""),
    footerHtml: safeHtml(doc.sentFooterHtml ?? ""),
  };
}

/** GET /quotes/{quoteId}/generate-legal-table?documentType=&documentId=: the signature block of its signers. */
export async function generateLegalTable(
  deps: Deps,
  principal: Principal,
  quoteId: string,
  query: { documentType: QuoteDocumentType; documentId: string },
): Promise<TLegalTable> {
  const { project, doc } = await readableDocument(deps, principal, quoteId, query.documentType);
  if (doc.id !== query.documentId)
    throw new AppError("not_found", { message: QUOTE_DOCUMENT_MESSAGES.unknownDocument });
  return { html: (await contextOf(deps, project, doc)).legalTable };
}

/** GET /quotes/{quoteId}/template-preview?templateId=: a template as a document of this quote, unsaved. */
export async function previewTemplate(
  deps: Deps,
  principal: Principal,
  quoteId: string,
  templateId: string,
): Promise<TTemplatePreview> {
  const project = await findQuote(deps.db, principal, quoteId);
  if (!isProvider(principal, project)) throw new AppError("not_found");
  const template = await findTemplate(
    deps.db,
    project,
    deps.config.platformAccountId,
    templateId,
    null,
    "templateId",
  );
  if (template.documentType !== "proposal" && template.documentType !== "agreement") {
    throw new AppError("bad_request", {
      message: QUOTE_DOCUMENT_MESSAGES.templateWrongType("proposal or agreement"),
      fields: { templateId: QUOTE_DOCUMENT_MESSAGES.templateWrongType("proposal or agreement") },
    });
  }
  const content = await contentFrom(deps, project, template, template.documentType);
  const ctx = await contextOf(deps, project, null);
  return assembleParts({ ...content, config: configOf(content.config) }, ctx);
}
