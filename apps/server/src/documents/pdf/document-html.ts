import type { Deps } from "../../deps.ts";
import type { DocumentHtml } from "./document-pdfs.ts";
import type { DocumentRow } from "./seal-source.ts";

/**
 * The HTML a document prints now: once sent, the HTML frozen at send (what the signers read and sign);
 * while a draft, the document assembled from its sections.
 */
export async function currentDocumentHtml(deps: Deps, doc: DocumentRow): Promise<DocumentHtml> {
  if (doc.sentHtml !== null) {
    return { html: doc.sentHtml, headerHtml: doc.sentHeaderHtml ?? "", footerHtml: doc.sentFooterHtml ?? "" };
  }
  return assembleDraftUntilMerge(deps, doc);
}

/**
 * MERGE (issue #17, lead): replace this body with
 * `assembleDocumentHtml(deps, doc.tenantId, doc.id)` from modules/quote-documents/assemble.ts, which fills the
 * merge fields and draws the pricing table. Until then a draft prints its visible sections as stored.
 */
const assembleDraftUntilMerge = async (_deps: Deps, doc: DocumentRow): Promise<DocumentHtml> => ({
  html: doc.sections
    .filter((s) => s.visible)
    .map((s) => s.html)
    .join("\n"),
  headerHtml: doc.headerHtml,
  footerHtml: doc.footerHtml,
});
