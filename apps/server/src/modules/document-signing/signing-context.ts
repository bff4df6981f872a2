import { type Db, documentSigners, quoteDocuments } from "@q2c/db";
import { AppError, type QuoteDocumentType } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { AppDeps, Deps } from "../../deps.ts";
import { depsForTenant } from "../../lib/request-deps.ts";
import { findSignerByLink } from "./find-signer.ts";
import { type SigningClaims, verifySigningToken } from "./signing-token.ts";

export type DocumentRow = typeof quoteDocuments.$inferSelect;
export type SignerRow = typeof documentSigners.$inferSelect;

/** A public signing request's ground: the tenant's scoped services, the document and the signer. */
export interface SigningContext {
  deps: Deps;
  document: DocumentRow;
  signer: SignerRow;
}

export async function loadDocument(db: Db, tenantId: string, documentId: string, lock = false) {
  const query = db
    .select()
    .from(quoteDocuments)
    .where(and(eq(quoteDocuments.tenantId, tenantId), eq(quoteDocuments.id, documentId)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function loadSigner(db: Db, tenantId: string, signerId: string, lock = false) {
  const query = db
    .select()
    .from(documentSigners)
    .where(and(eq(documentSigners.tenantId, tenantId), eq(documentSigners.id, signerId)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** A document signers may read: sent (or signed since) with its frozen HTML. */
export const isOpenForSigners = (document: DocumentRow): document is DocumentRow & { sentHtml: string } =>
  document.status !== "draft" && document.sentHtml !== null;

/** From a signing link (the page before the code, asking for the code): 404 for anything but a live link. */
export async function contextOfLink(
  app: AppDeps,
  link: { quoteId: string; documentType: QuoteDocumentType; signToken: string },
): Promise<SigningContext> {
  const ref = await findSignerByLink(app, link);
  const deps = depsForTenant(app, ref.tenantId);
  const [document, signer] = await Promise.all([
    loadDocument(deps.db, ref.tenantId, ref.documentId),
    loadSigner(deps.db, ref.tenantId, ref.signerId),
  ]);
  if (!document || !signer || !isOpenForSigners(document)) throw new AppError("not_found");
  return { deps, document, signer };
}

/**
 * From a signing token (reading, pricing and signing): 401 for a token that is not one, expired, or of
 * another quote; 410 when the document was reset since the token was made (earlier links stop working),
 * or the signer or the sent document are gone.
 */
export async function contextOfSession(
  app: AppDeps,
  quoteId: string,
  token: string | undefined,
): Promise<SigningContext & { claims: SigningClaims }> {
  const claims = await verifySigningToken(app.config.jwtSecret, token, quoteId, app.clock.now());
  const deps = depsForTenant(app, claims.tenantId);
  const document = await loadDocument(deps.db, claims.tenantId, claims.documentId);
  if (!document || document.projectId !== quoteId) throw new AppError("document_reset");
  if (document.resetCount !== claims.resetCount || !isOpenForSigners(document)) {
    throw new AppError("document_reset");
  }
  const signer = await loadSigner(deps.db, claims.tenantId, claims.signerId);
  if (!signer || signer.documentId !== document.id) throw new AppError("document_reset");
  return { deps, document, signer, claims };
}

/** j***@e***.com: enough for the signer to recognise the address, not enough to read it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : "";
  return `${local[0]}***@${host[0] ?? ""}***${tld}`;
}
