import type { QuoteDocumentSection } from "@q2c/db";
import {
  ACCEPTANCE_SECTION,
  AppError,
  DOCUMENT_MESSAGES,
  QUOTE_DOCUMENT_MESSAGES,
  type QuoteDocumentType,
  type TDocumentConfigRequest,
  type TQuoteDocument,
  type TSwapSectionRequest,
  type TToggleSectionRequest,
  type TUpdateDocumentSectionRequest,
  type TUpdateQuoteDocumentRequest,
  unknownMergeFields,
} from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { safeHtml } from "../../documents/safe-html.ts";
import type { Principal } from "../../lib/principal.ts";
import { BODY_SECTION, holdsSections } from "./build-sections.ts";
import { configOf, type DocumentRow, documentView } from "./document-view.ts";
import {
  assertDraft,
  assertVersion,
  findQuoteForDocumentWrite,
  loadSigners,
  requireDocument,
  saveDocument,
} from "./repo.ts";

/**
 * Editing a draft document (issue #17 §2; domain §4): its title, header and footer, one section's HTML,
 * the order and visibility of its sections, its config. Every saved HTML goes through safeHtml; a merge
 * field the server does not know is refused naming it; a document holding sections keeps its acceptance
 * section visible; a stale version is 409; a sent document answers 409 `document_sent` until reset; a
 * quote in acceptance or completed answers 409 `document_locked`. Nothing is written on a refusal.
 */

const refuse = (field: string, message: string) =>
  new AppError("bad_request", { message, fields: { [field]: message } });

/** HTML as saved: refused when it names an unknown merge field, else through the allowlist. */
export function savedHtml(html: string, field: string): string {
  const unknown = unknownMergeFields(html);
  if (unknown.length > 0) throw refuse(field, DOCUMENT_MESSAGES.unknownMergeField(unknown[0] ?? ""));
  return safeHtml(html);
}

/** A document's sections must leave it signable: the acceptance section (or the body) showing. */
export function assertSignable(sections: readonly QuoteDocumentSection[], field: string): void {
  if (holdsSections(sections)) {
    if (!sections.some((s) => s.sectionType === ACCEPTANCE_SECTION && s.visible)) {
      throw refuse(field, DOCUMENT_MESSAGES.acceptanceRequired);
    }
  } else if (sections.some((s) => s.sectionType === BODY_SECTION && !s.visible)) {
    throw refuse(field, QUOTE_DOCUMENT_MESSAGES.bodyRequired);
  }
}

/** The common path of every edit: the quote and document, their rules, then the change and the save. */
async function editDraft(
  deps: Deps,
  principal: Principal,
  quoteId: string,
  documentType: QuoteDocumentType,
  version: number,
  change: (
    doc: DocumentRow,
  ) => Partial<Pick<DocumentRow, "title" | "headerHtml" | "footerHtml" | "sections" | "config">>,
): Promise<TQuoteDocument> {
  const project = await findQuoteForDocumentWrite(deps.db, principal, quoteId);
  const doc = await requireDocument(deps.db, project, documentType);
  assertDraft(doc);
  assertVersion(doc, version);
  const fields = change(doc);
  const saved = await saveDocument(deps.db, doc, version, fields);
  return documentView(saved, await loadSigners(deps.db, saved.tenantId, [saved.id]), true);
}

/** PUT /quotes/{quoteId}/documents/{documentType} (update agreement): title, header, footer. */
export function updateDocument(
  deps: Deps,
  principal: Principal,
  quoteId: string,
  documentType: QuoteDocumentType,
  body: TUpdateQuoteDocumentRequest,
): Promise<TQuoteDocument> {
  return editDraft(deps, principal, quoteId, documentType, body.version, () => ({
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.headerHtml !== undefined ? { headerHtml: savedHtml(body.headerHtml, "headerHtml") } : {}),
    ...(body.footerHtml !== undefined ? { footerHtml: savedHtml(body.footerHtml, "footerHtml") } : {}),
  }));
}

function sectionIndex(doc: DocumentRow, key: string, field: string | null): number {
  const at = doc.sections.findIndex((s) => s.key === key);
  if (at !== -1) return at;
  if (field === null) throw new AppError("not_found", { message: QUOTE_DOCUMENT_MESSAGES.unknownSection });
  throw refuse(field, QUOTE_DOCUMENT_MESSAGES.unknownSection);
}

/** PUT .../sections/{key}: fill or edit one section. */
export function updateSection(
  deps: Deps,
  principal: Principal,
  quoteId: string,
  documentType: QuoteDocumentType,
  key: string,
  body: TUpdateDocumentSectionRequest,
): Promise<TQuoteDocument> {
  return editDraft(deps, principal, quoteId, documentType, body.version, (doc) => {
    const at = sectionIndex(doc, key, null);
    if (body.title !== undefined && body.title === "")
      throw refuse("title", DOCUMENT_MESSAGES.nameRequired("Section"));
    const html = savedHtml(body.html, "html");
    const sections = doc.sections.map((s, i) =>
      i === at ? { ...s, html, ...(body.title !== undefined ? { title: body.title } : {}) } : s,
    );
    return { sections };
  });
}

/** PUT .../swap-section: two sections trade places. */
export function swapSection(
  deps: Deps,
  principal: Principal,
  quoteId: string,
  documentType: QuoteDocumentType,
  body: TSwapSectionRequest,
): Promise<TQuoteDocument> {
  return editDraft(deps, principal, quoteId, documentType, body.version, (doc) => {
    const from = sectionIndex(doc, body.from, "from");
    const to = sectionIndex(doc, body.to, "to");
    if (from === to) throw refuse("to", QUOTE_DOCUMENT_MESSAGES.sameSection);
    const sections = [...doc.sections];
    [sections[from], sections[to]] = [
      sections[to] as QuoteDocumentSection,
      sections[from] as QuoteDocumentSection,
    ];
    return { sections };
  });
}

/** PUT .../toggle-section: a section shown or hidden (never the acceptance section of a document holding sections). */
export function toggleSection(
  deps: Deps,
  principal: Principal,
  quoteId: string,
  documentType: QuoteDocumentType,
  body: TToggleSectionRequest,
): Promise<TQuoteDocument> {
  return editDraft(deps, principal, quoteId, documentType, body.version, (doc) => {
    const at = sectionIndex(doc, body.key, "key");
    const sections = doc.sections.map((s, i) => (i === at ? { ...s, visible: body.visible } : s));
    assertSignable(sections, "visible");
    return { sections };
  });
}

/** PUT .../config: layout options; fields left out keep their value. */
export function updateConfig(
  deps: Deps,
  principal: Principal,
  quoteId: string,
  documentType: QuoteDocumentType,
  body: TDocumentConfigRequest,
): Promise<TQuoteDocument> {
  return editDraft(deps, principal, quoteId, documentType, body.version, (doc) => ({
    config: { ...configOf(doc.config), ...body.config },
  }));
}
