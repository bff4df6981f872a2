import { type Db, documentPdfs } from "@q2c/db";
import type { PdfRenderStatus } from "@q2c/domain";
import { and, desc, eq } from "drizzle-orm";
import type { AppDeps, Deps } from "../../deps.ts";
import type { JobTenant } from "../../jobs/job-kind.ts";
import { depsForJob } from "../../lib/request-deps.ts";
import { sha256Hex } from "../sign-tokens.ts";

/**
 * The rows of document_pdfs (issue #17 §2, §4): a preview is a render of a document's current HTML (its
 * own copy of that HTML is the job's input, so what is printed is what was asked for); the sealed PDF is
 * written once by the seal job and never changed.
 */

export type DocumentPdfRow = typeof documentPdfs.$inferSelect;

/** What a PDF prints: a body fragment, and the header and footer of every page. */
export interface DocumentHtml {
  html: string;
  headerHtml: string;
  footerHtml: string;
}

/** The key a preview is found by: the same HTML, header and footer print the same PDF. */
export const pdfInputHash = (input: DocumentHtml): string =>
  sha256Hex(JSON.stringify([input.html, input.headerHtml, input.footerHtml]));

/** A preview's state as the route and the UI see it. */
export interface DocumentPdfState {
  pdfId: string;
  status: PdfRenderStatus;
  error: string | null;
  htmlHash: string;
}

export const stateOf = (row: DocumentPdfRow): DocumentPdfState => ({
  pdfId: row.id,
  status: row.status as PdfRenderStatus,
  error: row.error,
  htmlHash: row.htmlHash,
});

/** The newest preview of this exact HTML, whatever its state. */
export async function findPreview(
  db: Db,
  tenantId: string,
  documentId: string,
  htmlHash: string,
): Promise<DocumentPdfRow | undefined> {
  const [row] = await db
    .select()
    .from(documentPdfs)
    .where(
      and(
        eq(documentPdfs.tenantId, tenantId),
        eq(documentPdfs.documentId, documentId),
        eq(documentPdfs.kind, "preview"),
        eq(documentPdfs.htmlHash, htmlHash),
      ),
    )
    .orderBy(desc(documentPdfs.id))
    .limit(1);
  return row;
}

/** The document's sealed PDF, once written. */
export async function findSealed(
  db: Db,
  tenantId: string,
  documentId: string,
): Promise<DocumentPdfRow | undefined> {
  const [row] = await db
    .select()
    .from(documentPdfs)
    .where(
      and(
        eq(documentPdfs.tenantId, tenantId),
        eq(documentPdfs.documentId, documentId),
        eq(documentPdfs.kind, "sealed"),
        eq(documentPdfs.status, "done"),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The handle of a job that works for a tenant as a whole rather than for one user (a render, a seal): the
 * tenant's own account, under the tenant's row-level policies. A seal may follow a public signature, which
 * has no signed-in user.
 */
export function tenantJobDeps(app: AppDeps, tenantId: string): Deps {
  const tenant: JobTenant = { tenantId, accountId: tenantId, userId: "", all: false };
  return depsForJob(app, tenant);
}

/** A file name of letters, digits and hyphens. */
export const fileSlug = (title: string): string =>
  title
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .toLowerCase() || "document";
