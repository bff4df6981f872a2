import { documentPdfs, quoteDocuments, uuidv7 } from "@q2c/db";
import { PDF_RENDER_TIMEOUT_MS } from "@q2c/domain";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Deps } from "../deps.ts";
import {
  type DocumentHtml,
  type DocumentPdfState,
  findPreview,
  pdfInputHash,
  stateOf,
  tenantJobDeps,
} from "../documents/pdf/document-pdfs.ts";
import { PdfRenderError } from "../documents/pdf/renderer.ts";
import { safeHtml } from "../documents/safe-html.ts";
import { sha256Hex } from "../documents/sign-tokens.ts";
import type { JobKind } from "./job-kind.ts";

export interface RenderDocumentPdfData {
  tenantId: string;
  /** The document_pdfs row whose own html, header and footer are printed. */
  pdfId: string;
}

/**
 * Renders a document's PDF (issue #17 §2): the row's own input, sanitised again (the allowlist runs on
 * every render), printed by the hardened renderer, and written back with its SHA-256, pages and size. A
 * document over the page or time cap fails at once (the same HTML would fail again); a renderer failure
 * (Chromium missing or crashed) is retried once, then fails. Every failure is written on the row with its
 * reason, never left queued: the route answers it and the UI offers a retry.
 */
export const renderDocumentPdfJob: JobKind<RenderDocumentPdfData> = {
  name: "render-document-pdf",
  policy: {
    retryLimit: 1,
    retryDelaySeconds: 10,
    retryBackoff: false,
    expireInSeconds: Math.ceil(PDF_RENDER_TIMEOUT_MS / 1000) + 60,
  },
  tenantOf: (data) => data.tenantId,
  describe: (data) => `Document PDF ${data.pdfId}`,
  async run({ app, log }, job) {
    const { tenantId, pdfId } = job.data;
    const { db, pdf } = tenantJobDeps(app, tenantId);
    const where = and(eq(documentPdfs.tenantId, tenantId), eq(documentPdfs.id, pdfId));
    const [row] = await db.select().from(documentPdfs).where(where);
    // Gone with its document, or already rendered by an earlier try.
    if (!row || row.status === "done") return;
    await db
      .update(documentPdfs)
      .set({ status: "rendering", attempts: sql`${documentPdfs.attempts} + 1` })
      .where(where);
    try {
      const rendered = await pdf.renderPdf({
        html: safeHtml(row.html),
        headerHtml: safeHtml(row.headerHtml),
        footerHtml: safeHtml(row.footerHtml),
      });
      await db
        .update(documentPdfs)
        .set({
          status: "done",
          error: null,
          dataBase64: rendered.bytes.toString("base64"),
          sha256: sha256Hex(rendered.bytes),
          pageCount: rendered.pageCount,
          size: rendered.bytes.length,
          finishedAt: new Date(),
        })
        .where(where);
    } catch (err) {
      const message = (err as Error).message;
      log.warn({ err, pdfId, tenantId }, "document PDF render failed");
      const last = err instanceof PdfRenderError && err.kind === "limit";
      if (last || job.retryCount >= job.retryLimit) {
        await db
          .update(documentPdfs)
          .set({ status: "failed", error: message, finishedAt: new Date() })
          .where(where);
        if (last) return;
      } else {
        // A retry is queued: the row says so, with why the try failed.
        await db.update(documentPdfs).set({ status: "queued", error: message }).where(where);
      }
      throw err;
    }
  },
  async afterLastTry({ app }, data, error) {
    const { db } = tenantJobDeps(app, data.tenantId);
    await db
      .update(documentPdfs)
      .set({ status: "failed", error, finishedAt: new Date() })
      .where(
        and(
          eq(documentPdfs.tenantId, data.tenantId),
          eq(documentPdfs.id, data.pdfId),
          ne(documentPdfs.status, "done"),
        ),
      );
  },
};

export interface DocumentPdfRequest extends DocumentHtml {
  tenantId: string;
  documentId: string;
  projectId: string;
}

/**
 * A PDF of this HTML for the document: the preview already queued, rendering or rendered for the same
 * HTML, header and footer (asking twice queues one render), else a new row and its job. A new preview
 * replaces the document's earlier ones that are finished. A failed one is not reused: asking again after
 * a failure is the retry.
 */
export async function enqueueDocumentPdf(deps: Deps, input: DocumentPdfRequest): Promise<DocumentPdfState> {
  const htmlHash = pdfInputHash(input);
  const { row, created } = await deps.db.transaction(async (tx) => {
    // One request at a time per document decides whether to queue.
    await tx
      .select({ id: quoteDocuments.id })
      .from(quoteDocuments)
      .where(and(eq(quoteDocuments.tenantId, input.tenantId), eq(quoteDocuments.id, input.documentId)))
      .for("update");
    const existing = await findPreview(tx, input.tenantId, input.documentId, htmlHash);
    if (existing && existing.status !== "failed") return { row: existing, created: false };
    await tx
      .delete(documentPdfs)
      .where(
        and(
          eq(documentPdfs.tenantId, input.tenantId),
          eq(documentPdfs.documentId, input.documentId),
          eq(documentPdfs.kind, "preview"),
          inArray(documentPdfs.status, ["done", "failed"]),
        ),
      );
    const [inserted] = await tx
      .insert(documentPdfs)
      .values({
        tenantId: input.tenantId,
        id: uuidv7(),
        documentId: input.documentId,
        projectId: input.projectId,
        kind: "preview",
        html: input.html,
        headerHtml: input.headerHtml,
        footerHtml: input.footerHtml,
        htmlHash,
        status: "queued",
      })
      .returning();
    return { row: inserted as NonNullable<typeof inserted>, created: true };
  });
  if (!created) return stateOf(row);
  try {
    await deps.jobs.send(renderDocumentPdfJob, { tenantId: input.tenantId, pdfId: row.id });
  } catch (err) {
    // Never a row that waits for a job that does not exist.
    const error = `The PDF could not be queued: ${(err as Error).message}`;
    await deps.db
      .update(documentPdfs)
      .set({ status: "failed", error, finishedAt: new Date() })
      .where(and(eq(documentPdfs.tenantId, input.tenantId), eq(documentPdfs.id, row.id)));
    return { ...stateOf(row), status: "failed", error };
  }
  return stateOf(row);
}
