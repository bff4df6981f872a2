import { documentSigners } from "@q2c/db";
import {
  AppError,
  QUOTE_DOCUMENT_MESSAGES,
  type TQuoteDocument,
  type TResetDocumentsRequest,
} from "@q2c/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { appendAudit } from "../../documents/audit-log.ts";
import type { Principal } from "../../lib/principal.ts";
import { displayNameOf } from "../project-approvals/approval-notices.ts";
import { documentView } from "./document-view.ts";
import {
  assertVersion,
  findQuoteForDocumentWrite,
  loadSigners,
  requireDocument,
  saveDocument,
} from "./repo.ts";

/**
 * POST /quotes/{quoteId}/reset-documents: the "yes" to "Need to edit this document?" (domain §4). In one
 * transaction: every signer's signature, initials, evidence and progress cleared and its link's hash
 * removed (an earlier link then finds no signer: the signing routes answer it as gone), the frozen HTML
 * dropped, the document a draft again with resetCount + 1, and `reset` in the audit log. The signers stay
 * listed: sending again cannot drop them. A document every signer signed is final.
 */
export async function resetDocument(
  deps: Deps,
  principal: Principal,
  quoteId: string,
  body: TResetDocumentsRequest,
): Promise<TQuoteDocument> {
  const project = await findQuoteForDocumentWrite(deps.db, principal, quoteId);
  const doc = await requireDocument(deps.db, project, body.documentType);
  if (doc.status === "draft") {
    throw new AppError("bad_request", {
      message: QUOTE_DOCUMENT_MESSAGES.notSent,
      fields: { documentType: QUOTE_DOCUMENT_MESSAGES.notSent },
    });
  }
  if (doc.status !== "sent")
    throw new AppError("document_locked", { message: QUOTE_DOCUMENT_MESSAGES.signedFinal });
  assertVersion(doc, body.version);
  const saved = await deps.db.transaction(async (tx) => {
    const before = await loadSigners(tx, doc.tenantId, [doc.id]);
    const row = await saveDocument(tx, doc, body.version, {
      status: "draft",
      sentAt: null,
      sentHtml: null,
      sentHeaderHtml: null,
      sentFooterHtml: null,
      signedHtmlHash: null,
      sealStatus: "none",
      sealError: null,
      resetCount: doc.resetCount + 1,
    });
    const cleared = await tx
      .update(documentSigners)
      .set({
        tokenHash: null,
        status: "pending",
        sentAt: null,
        openedAt: null,
        verifiedAt: null,
        signedAt: null,
        otpHash: null,
        otpSentAt: null,
        otpExpiresAt: null,
        otpFailures: 0,
        consentAt: null,
        disclosureVersion: null,
        ip: null,
        userAgent: null,
        timeZone: null,
        signatureKind: null,
        signatureValue: null,
        initials: null,
        viewedHtmlHash: null,
        choices: null,
        version: sql`${documentSigners.version} + 1`,
      })
      .where(and(eq(documentSigners.tenantId, doc.tenantId), eq(documentSigners.documentId, doc.id)))
      .returning({ id: documentSigners.id });
    await appendAudit(tx, {
      tenantId: doc.tenantId,
      documentId: doc.id,
      projectId: doc.projectId,
      type: "reset",
      actorUserId: principal.userId,
      actorName: await displayNameOf(tx, principal),
      actorEmail: principal.email,
      data: {
        resetCount: row.resetCount,
        signersCleared: cleared.length,
        signaturesCleared: before.filter((s) => s.signedAt !== null).length,
        previousHash: doc.signedHtmlHash,
      },
    });
    return row;
  });
  return documentView(saved, await loadSigners(deps.db, saved.tenantId, [saved.id]), true);
}
