import type { TDocumentPdfParams, TDocumentPdfPending } from "@q2c/domain";
import { AppError, DOCUMENT_MESSAGES } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { currentDocumentHtml } from "../../documents/pdf/document-html.ts";
import {
  type DocumentPdfRow,
  fileSlug,
  findPreview,
  findSealed,
  pdfInputHash,
} from "../../documents/pdf/document-pdfs.ts";
import { enqueueDocumentPdf } from "../../jobs/render-document-pdf.ts";
import type { Principal } from "../../lib/principal.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";
import { findQuoteDocument } from "./find-document.ts";

export type DocumentPdfAnswer =
  | { kind: "pdf"; bytes: Buffer; filename: string }
  | { kind: "pending"; state: TDocumentPdfPending };

const pending = (status: TDocumentPdfPending["status"], error: string | null): DocumentPdfAnswer => ({
  kind: "pending",
  state: error ? { status, error } : { status },
});

/**
 * GET /quotes/{quoteId}/documents/{documentType}/pdf (issue #17 §2): the sealed PDF once there is one;
 * else the PDF of the document's current HTML when rendered, or its render's state (queued, rendering,
 * failed with why) after queueing it. A failed render is answered as failed until asked with `retry`.
 * A customer reads only documents that were sent (the quote's scope already decides which quotes).
 */
export async function getDocumentPdf(
  deps: Deps,
  principal: Principal,
  params: TDocumentPdfParams,
  query: { retry?: boolean | undefined },
): Promise<DocumentPdfAnswer> {
  const project = await findProjectInScope(deps.db, principal, params.quoteId);
  const doc = await findQuoteDocument(deps.db, project, params.documentType);
  if (principal.scope.kind === "account" && doc.status === "draft") {
    throw new AppError("not_found", { message: DOCUMENT_MESSAGES.notGenerated });
  }
  const name = `quote-${project.quoteNumber}-${fileSlug(doc.title || params.documentType)}`;
  const answer = (row: DocumentPdfRow, suffix: string): DocumentPdfAnswer => ({
    kind: "pdf",
    bytes: Buffer.from(row.dataBase64 ?? "", "base64"),
    filename: `${name}${suffix}.pdf`,
  });
  const sealed = await findSealed(deps.db, doc.tenantId, doc.id);
  if (sealed) return answer(sealed, "-sealed");

  const html = await currentDocumentHtml(deps, doc);
  const existing = await findPreview(deps.db, doc.tenantId, doc.id, pdfInputHash(html));
  if (existing?.status === "done" && existing.dataBase64) return answer(existing, "");
  if (existing && existing.status !== "failed") return pending(existing.status as "queued", existing.error);
  if (existing?.status === "failed" && !query.retry) return pending("failed", existing.error);
  const state = await enqueueDocumentPdf(deps, {
    tenantId: doc.tenantId,
    documentId: doc.id,
    projectId: doc.projectId,
    ...html,
  });
  if (state.status === "done") {
    // Rendered between the look above and the queueing: read it.
    const done = await findPreview(deps.db, doc.tenantId, doc.id, state.htmlHash);
    if (done?.dataBase64) return answer(done, "");
  }
  return pending(state.status === "done" ? "rendering" : state.status, state.error);
}
