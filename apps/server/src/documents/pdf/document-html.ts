import type { Deps } from "../../deps.ts";
import { assembleDocumentHtml } from "../../modules/quote-documents/assemble.ts";
import type { DocumentHtml } from "./document-pdfs.ts";
import type { DocumentRow } from "./seal-source.ts";

/**
 * The HTML a document prints now: once sent, the HTML frozen at send (what the signers read and sign);
 * while a draft, the document assembled from its sections (merge fields filled, pricing table drawn).
 */
export async function currentDocumentHtml(deps: Deps, doc: DocumentRow): Promise<DocumentHtml> {
  if (doc.sentHtml !== null) {
    return { html: doc.sentHtml, headerHtml: doc.sentHeaderHtml ?? "", footerHtml: doc.sentFooterHtml ?? "" };
  }
  return assembleDocumentHtml(deps, doc.tenantId, doc.id);
}
