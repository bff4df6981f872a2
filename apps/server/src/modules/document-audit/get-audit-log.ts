import { quoteDocuments } from "@q2c/db";
import { AppError, DOCUMENT_MESSAGES, type QuoteDocumentType, type TAuditLog } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { readAuditLog, verifyAuditChain } from "../../documents/audit-log.ts";
import type { Principal } from "../../lib/principal.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";

/**
 * GET /quotes/{quoteId}/documents/{documentType}/audit-log (issue #17 §4): the document's append-only log,
 * entry by entry, with whether its hash chain verifies. Read with the quote's own scope: its MSP, and the
 * customer's users once the quote is shared with them; anyone else gets 404 as for an unknown quote.
 */
export async function getAuditLog(
  deps: Deps,
  principal: Principal,
  quoteId: string,
  documentType: QuoteDocumentType,
): Promise<TAuditLog> {
  const project = await findProjectInScope(deps.db, principal, quoteId);
  const [document] = await deps.db
    .select({ id: quoteDocuments.id })
    .from(quoteDocuments)
    .where(
      and(
        eq(quoteDocuments.tenantId, project.tenantId),
        eq(quoteDocuments.projectId, project.id),
        eq(quoteDocuments.documentType, documentType),
      ),
    );
  if (!document) throw new AppError("not_found", { message: DOCUMENT_MESSAGES.notGenerated });
  const entries = await readAuditLog(deps.db, project.tenantId, document.id);
  const chain = verifyAuditChain(entries);
  return {
    quoteId: project.id,
    documentId: document.id,
    documentType,
    chain: { verified: chain.ok, brokenAtSeq: chain.ok ? null : chain.seq },
    entries: entries.map((e) => ({
      seq: e.seq,
      type: e.type as TAuditLog["entries"][number]["type"],
      at: e.createdAt.toISOString(),
      signerId: e.signerId,
      actorName: e.actorName,
      actorEmail: e.actorEmail,
      ip: e.ip,
      userAgent: e.userAgent,
      data: e.data,
      prevHash: e.prevHash,
      hash: e.hash,
    })),
  };
}
