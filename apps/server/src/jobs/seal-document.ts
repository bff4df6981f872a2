import { type Db, documentPdfs, quoteDocuments, uuidv7 } from "@q2c/db";
import { escapeHtml, PDF_RENDER_TIMEOUT_MS, type SealStatus } from "@q2c/domain";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps, Deps } from "../deps.ts";
import { appendAudit } from "../documents/audit-log.ts";
import { fileSlug, findSealed, tenantJobDeps } from "../documents/pdf/document-pdfs.ts";
import { evidenceHtml } from "../documents/pdf/evidence-html.ts";
import { PdfRenderError } from "../documents/pdf/renderer.ts";
import { sealPdf } from "../documents/pdf/seal-pdf.ts";
import { loadSealSource, SealRefused, type SealSource } from "../documents/pdf/seal-source.ts";
import { safeHtml } from "../documents/safe-html.ts";
import { sha256Hex } from "../documents/sign-tokens.ts";
import { sealedDocumentMail } from "../integrations/mail/templates.ts";
import type { JobKind } from "./job-kind.ts";

export interface SealDocumentData {
  tenantId: string;
  documentId: string;
}

/**
 * Seals a signed document (issue #17 §4; research §1: never a silent pending): prints the frozen HTML the
 * signers signed, then the evidence pages, signs the whole PDF with the platform's certificate, stores it
 * with its SHA-256 (never changed after), completes the document with the `completed` audit entry, and
 * mails the PDF to every signer and the sales rep. One job per document at a time (a stately queue keyed by
 * the document); a document already sealed is left as it is. What cannot work from what is stored (not
 * every signer has signed, the HTML no longer matches its hash, a broken audit chain, a document over the
 * page cap) fails at once; anything else (Chromium down, the certificate unusable) is retried twice, then
 * fails. A failure is `sealStatus: failed` with its reason; POST .../seal/retry queues it again.
 */
export const sealDocumentJob: JobKind<SealDocumentData> = {
  name: "seal-document",
  policy: {
    retryLimit: 2,
    retryDelaySeconds: 5,
    retryBackoff: true,
    // Two renders (the document, the evidence), each capped.
    expireInSeconds: Math.ceil((2 * PDF_RENDER_TIMEOUT_MS) / 1000) + 120,
    queuePolicy: "stately",
  },
  tenantOf: (data) => data.tenantId,
  describe: (data) => `Seal document ${data.documentId}`,
  async run({ app, log }, job) {
    const { tenantId, documentId } = job.data;
    const deps = tenantJobDeps(app, tenantId);
    try {
      await sealDocument(app, deps, tenantId, documentId, log);
    } catch (err) {
      const message = (err as Error).message;
      log.warn({ err, tenantId, documentId }, "sealing a document failed");
      const final = err instanceof SealRefused || (err instanceof PdfRenderError && err.kind === "limit");
      if (final || job.retryCount >= job.retryLimit)
        await markSealFailed(deps.db, tenantId, documentId, message);
      if (!final) throw err;
    }
  },
  async afterLastTry({ app }, data, error) {
    await markSealFailed(tenantJobDeps(app, data.tenantId).db, data.tenantId, data.documentId, error);
  },
};

/**
 * Queues the seal of a document (the last signature, or a retry after a failure): its sealStatus becomes
 * pending and one job is queued for it (asking twice queues one). A sealed document is left as it is. Call
 * it after the transaction that recorded the last signature has committed, so the job reads it.
 */
export async function enqueueSeal(
  deps: Deps,
  input: { tenantId: string; documentId: string },
): Promise<{ sealStatus: SealStatus; sealError: string | null }> {
  const [row] = await deps.db
    .update(quoteDocuments)
    .set({ sealStatus: "pending", sealError: null })
    .where(
      and(
        eq(quoteDocuments.tenantId, input.tenantId),
        eq(quoteDocuments.id, input.documentId),
        ne(quoteDocuments.sealStatus, "sealed"),
      ),
    )
    .returning({ sealStatus: quoteDocuments.sealStatus, sealError: quoteDocuments.sealError });
  if (!row) return { sealStatus: "sealed", sealError: null };
  try {
    await deps.jobs.sendOnce(sealDocumentJob, input, input.documentId);
  } catch (err) {
    const error = `The seal could not be queued: ${(err as Error).message}`;
    await markSealFailed(deps.db, input.tenantId, input.documentId, error);
    return { sealStatus: "failed", sealError: error };
  }
  return { sealStatus: "pending", sealError: null };
}

/**
 * A visible failure: sealStatus failed with why. A signed document is complete all the same (its
 * signatures stand; the PDF is what failed), as the schema's status says.
 */
async function markSealFailed(db: Db, tenantId: string, documentId: string, error: string) {
  await db
    .update(quoteDocuments)
    .set({
      sealStatus: "failed",
      sealError: error.slice(0, 2000),
      status: sql`case when ${quoteDocuments.status} in ('signed', 'completed') then 'completed' else ${quoteDocuments.status} end`,
      completedAt: sql`case when ${quoteDocuments.status} in ('signed', 'completed') then coalesce(${quoteDocuments.completedAt}, now()) else ${quoteDocuments.completedAt} end`,
    })
    .where(
      and(
        eq(quoteDocuments.tenantId, tenantId),
        eq(quoteDocuments.id, documentId),
        inArray(quoteDocuments.sealStatus, ["none", "pending", "failed"]),
      ),
    );
}

async function sealDocument(
  app: AppDeps,
  deps: Deps,
  tenantId: string,
  documentId: string,
  log: FastifyBaseLogger,
) {
  const { db, pdf } = deps;
  if (await findSealed(db, tenantId, documentId)) return;
  const source = await loadSealSource(db, tenantId, documentId);
  if (!source) return;
  const identity = await app.signing.status();
  if (identity.status === "degraded") throw new Error(identity.problem);
  const { document } = source;
  const at = new Date();
  const printed = await pdf.renderPdf({
    html: safeHtml(document.sentHtml),
    headerHtml: safeHtml(document.sentHeaderHtml ?? ""),
    footerHtml: safeHtml(document.sentFooterHtml ?? ""),
  });
  const evidence = await pdf.renderPdf({
    html: evidenceHtml({
      documentId,
      documentType: document.documentType,
      title: source.title,
      quoteNumber: source.quoteNumber,
      dealName: source.dealName,
      mspName: source.mspName,
      customerName: source.customerName,
      sentAt: document.sentAt,
      signedHtmlHash: document.signedHtmlHash,
      signers: source.signers,
      audit: source.audit,
      names: source.names,
      certificate: identity.certificate,
      sealedAt: at,
    }),
    headerHtml: escapeHtml(`Evidence of signing · ${source.title}`),
    footerHtml: escapeHtml(`Document ${documentId}`),
  });
  const sealed = await sealPdf({
    documentPdf: printed.bytes,
    evidencePdf: evidence.bytes,
    title: source.title,
    subject: `${source.title}, quote ${source.quoteNumber}: signed and sealed`,
    at,
    location: app.config.publicUrl,
    identity: app.signing,
  });
  const sha256 = sha256Hex(sealed.bytes);
  const recipients = recipientsOf(source);
  const stored = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ sealStatus: quoteDocuments.sealStatus })
      .from(quoteDocuments)
      .where(and(eq(quoteDocuments.tenantId, tenantId), eq(quoteDocuments.id, documentId)))
      .for("update");
    // Another process finished first: its PDF stands.
    if (!locked || (await findSealed(tx, tenantId, documentId))) return false;
    await tx.insert(documentPdfs).values({
      tenantId,
      id: uuidv7(),
      documentId,
      projectId: document.projectId,
      kind: "sealed",
      html: document.sentHtml,
      headerHtml: document.sentHeaderHtml ?? "",
      footerHtml: document.sentFooterHtml ?? "",
      htmlHash: document.signedHtmlHash,
      status: "done",
      attempts: 1,
      dataBase64: sealed.bytes.toString("base64"),
      sha256,
      pageCount: sealed.pageCount,
      size: sealed.bytes.length,
      finishedAt: at,
    });
    await tx
      .update(quoteDocuments)
      .set({
        sealStatus: "sealed",
        sealError: null,
        status: "completed",
        completedAt: sql`coalesce(${quoteDocuments.completedAt}, ${at.toISOString()}::timestamptz)`,
      })
      .where(and(eq(quoteDocuments.tenantId, tenantId), eq(quoteDocuments.id, documentId)));
    await appendAudit(tx, {
      tenantId,
      documentId,
      projectId: document.projectId,
      type: "sealed",
      actorName: "Quote-to-Cash",
      data: { pdfSha256: sha256, pages: sealed.pageCount, mailedTo: recipients.map((r) => r.email) },
      at,
    });
    return true;
  });
  if (!stored) return;
  const pdfFile = {
    filename: `${fileSlug(source.title)}-sealed.pdf`,
    base64: sealed.bytes.toString("base64"),
  };
  for (const r of recipients) {
    // A mail that cannot be queued is logged: the PDF is stored, and downloads from the quote.
    await app.mailer
      .send(
        sealedDocumentMail({
          to: r.email,
          name: r.name,
          title: source.title,
          quoteNumber: source.quoteNumber,
          dealName: source.dealName,
          mspName: source.mspName,
          sha256,
          verifyLink: `${app.config.publicUrl}/verify`,
          pdf: pdfFile,
        }),
      )
      .catch((err: unknown) =>
        log.error({ err, documentId, to: r.email }, "the sealed PDF could not be mailed"),
      );
  }
}

/** Every signer, then the sales rep, each address once. */
function recipientsOf(source: SealSource): { name: string; email: string }[] {
  const seen = new Set<string>();
  const all = [
    ...source.signers.map((s) => ({ name: s.name, email: s.email })),
    ...(source.owner ? [source.owner] : []),
  ];
  return all.filter((r) => {
    const key = r.email.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
