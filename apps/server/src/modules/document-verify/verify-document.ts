import { documentPdfs, documentSigners, quoteDocuments, rateLimitHits, uuidv7 } from "@q2c/db";
import {
  AppError,
  DOCUMENT_MESSAGES,
  DOCUMENT_VERIFY_LIMIT,
  DOCUMENT_VERIFY_WINDOW_MS,
  type QuoteDocumentType,
  type SignerParty,
  type TDocumentVerifyResult,
} from "@q2c/domain";
import { and, asc, count, eq, gt, lt, sql } from "drizzle-orm";
import type { AppDeps } from "../../deps.ts";
import { sha256Hex } from "../../documents/sign-tokens.ts";
import { depsForTenant } from "../../lib/request-deps.ts";
import { systemDeps } from "../../lib/system-db.ts";

/**
 * Counts one check against the caller's limit (DOCUMENT_VERIFY_LIMIT per DOCUMENT_VERIFY_WINDOW_MS per IP
 * address) and refuses it (429) beyond. Counting and recording hold a transaction lock on the address's
 * bucket, so checks at once, on this process or another on the same database, are counted one by one.
 */
async function countCheck(app: AppDeps, ip: string, now: Date): Promise<void> {
  const { db } = systemDeps(app);
  const bucket = `documents.verify:${ip}`;
  const since = new Date(now.getTime() - DOCUMENT_VERIFY_WINDOW_MS);
  const allowed = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${bucket}, 0))`);
    await tx
      .delete(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, bucket), lt(rateLimitHits.createdAt, since)));
    const [seen] = await tx
      .select({ n: count() })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.createdAt, since)));
    if ((seen?.n ?? 0) >= DOCUMENT_VERIFY_LIMIT) return false;
    await tx.insert(rateLimitHits).values({ id: uuidv7(), bucket, createdAt: now });
    return true;
  });
  if (!allowed) throw new AppError("too_many_attempts", { message: DOCUMENT_MESSAGES.verifyTooMany });
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
