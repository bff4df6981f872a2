import { type Db, quoteDocuments } from "@q2c/db";
import { and, eq } from "drizzle-orm";

export interface SealTarget {
  tenantId: string;
  documentId: string;
}

/**
 * Asks for the sealed PDF of a document every signer has signed (issue #17 §4), inside the transaction
 * that completes the signing: the document's seal state becomes `pending` together with its signatures,
 * so a signed document is never left without a seal state (and a sweep can find it).
 *
 * The seal job itself (jobs/seal-document.ts `enqueueSeal(deps, {tenantId, documentId})`) is queued after
 * that transaction commits, where signDocument hands the completion on (`afterCompletion`), so the job
 * sees what was committed.
 */
export async function requestSeal(tx: Db, target: SealTarget): Promise<void> {
  await tx
    .update(quoteDocuments)
    .set({ sealStatus: "pending", sealError: null })
    .where(and(eq(quoteDocuments.tenantId, target.tenantId), eq(quoteDocuments.id, target.documentId)));
}
