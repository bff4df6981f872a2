import { documentPdfs, documentSigners, quoteDocuments } from "@q2c/db";
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_VERIFY_LIMIT,
  DOCUMENT_VERIFY_WINDOW_MS,
  type QuoteDocumentType,
  type SignerParty,
  type TDocumentVerifyResult,
} from "@q2c/domain";
import { and, asc, eq } from "drizzle-orm";
import type { AppDeps } from "../../deps.ts";
import { sha256Hex } from "../../documents/sign-tokens.ts";
import { countHit } from "../../lib/rate-limit.ts";
import { depsForTenant } from "../../lib/request-deps.ts";
import { systemDeps } from "../../lib/system-db.ts";

/**
 * Counts one check against the caller's limit (DOCUMENT_VERIFY_LIMIT per DOCUMENT_VERIFY_WINDOW_MS per IP
 * address) and refuses it (429) beyond (lib/rate-limit.ts).
 */
async function countCheck(app: AppDeps, ip: string, now: Date): Promise<void> {
  const rule = {
    bucket: `documents.verify:${ip}`,
    limit: DOCUMENT_VERIFY_LIMIT,
    windowMs: DOCUMENT_VERIFY_WINDOW_MS,
    message: DOCUMENT_MESSAGES.verifyTooMany,
  };
  await countHit(systemDeps(app).db, rule, now);
}

/**
 * POST /documents/verify (issue #17 §4): whether a file is, byte for byte, a sealed PDF of ours. Its
 * SHA-256 is looked up among the sealed PDFs of every tenant on the system handle; the document and its
 * signers are then read on that tenant's scoped handle. Anything else, a copy with one byte changed
 * included, is `not_found`.
 */
export async function verifyDocument(
  app: AppDeps,
  ip: string,
  bytes: Buffer,
): Promise<TDocumentVerifyResult> {
  await countCheck(app, ip, app.clock.now());
  const sha256 = sha256Hex(bytes);
  const { db } = systemDeps(app);
  const [pdf] = await db
    .select({ tenantId: documentPdfs.tenantId, documentId: documentPdfs.documentId })
    .from(documentPdfs)
    .where(and(eq(documentPdfs.sha256, sha256), eq(documentPdfs.kind, "sealed")))
    .limit(1);
  if (!pdf) return { status: "not_found" };
  const scoped = depsForTenant(app, pdf.tenantId).db;
  const [document] = await scoped
    .select()
    .from(quoteDocuments)
    .where(and(eq(quoteDocuments.tenantId, pdf.tenantId), eq(quoteDocuments.id, pdf.documentId)));
  if (!document) return { status: "not_found" };
  const signers = await scoped
    .select()
    .from(documentSigners)
    .where(and(eq(documentSigners.tenantId, pdf.tenantId), eq(documentSigners.documentId, document.id)))
    .orderBy(asc(documentSigners.position), asc(documentSigners.createdAt));
  const signedAts = signers.flatMap((s) => (s.signedAt ? [s.signedAt.getTime()] : []));
  const completedAt = document.completedAt ?? (signedAts.length ? new Date(Math.max(...signedAts)) : null);
  return {
    status: "verified",
    quoteId: document.projectId,
    documentType: document.documentType as QuoteDocumentType,
    signers: signers.map((s) => ({
      name: s.name,
      email: s.email,
      role: s.role,
      party: s.party as SignerParty,
      signedAt: s.signedAt?.toISOString() ?? null,
    })),
    completedAt: completedAt?.toISOString() ?? null,
    sha256,
  };
}
