import { documentSigners, quoteDocuments } from "@q2c/db";
import { AppError, type QuoteDocumentType } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../deps.ts";
import { sha256Hex } from "../../documents/sign-tokens.ts";
import { systemDeps } from "../../lib/system-db.ts";

export interface SignerRef {
  tenantId: string;
  documentId: string;
  signerId: string;
}

/**
 * The signer a signing link names (issue #17 §3). The link arrives without a tenant, so the signer is
 * found by the SHA-256 of its token on the system handle, and everything after runs on that tenant's
 * scoped handle. A wrong token, one replaced by a new link, one of a document reset since (its hash is
 * gone), one of another quote or document type: all answer 404, the same as an unknown quote.
 */
export async function findSignerByLink(
  app: AppDeps,
  link: { quoteId: string; documentType: QuoteDocumentType; signToken: string },
): Promise<SignerRef> {
  const { db } = systemDeps(app);
  const [row] = await db
    .select({
      tenantId: documentSigners.tenantId,
      documentId: documentSigners.documentId,
      signerId: documentSigners.id,
    })
    .from(documentSigners)
    .innerJoin(
      quoteDocuments,
      and(
        eq(quoteDocuments.tenantId, documentSigners.tenantId),
        eq(quoteDocuments.id, documentSigners.documentId),
      ),
    )
    .where(
      and(
        eq(documentSigners.tokenHash, sha256Hex(link.signToken)),
        eq(documentSigners.projectId, link.quoteId),
        eq(quoteDocuments.documentType, link.documentType),
      ),
    )
    .limit(1);
  if (!row) throw new AppError("not_found");
  return row;
}
