import { documentSigners, quoteDocuments } from "@q2c/db";
import { AppError, QUOTE_DOCUMENT_MESSAGES, type QuoteDocumentType, type TSignerLink } from "@q2c/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { appendAudit } from "../../documents/audit-log.ts";
import { loadMspName } from "../../documents/merge-values.ts";
import type { Principal } from "../../lib/principal.ts";
import { displayNameOf } from "../project-approvals/approval-notices.ts";
import { findQuoteForDocumentWrite, loadSigners, requireDocument } from "./repo.ts";
import { mailOf } from "./send-document.ts";
import { newLinkToken, signLink } from "./sign-request-mail.ts";

/**
 * A signer's fresh link (issue #17 §2): POST .../notify mails it, POST .../link answers it for the MSP to
 * pass on. Either way a new token's hash replaces the old one, so the old link stops working, and the
 * audit log records `sent` (with `via`). Only a sent document's signers who have not signed get one.
 */

const refuse = (message: string) => new AppError("bad_request", { message, fields: { signerId: message } });

async function renewLink(
  deps: Deps,
  principal: Principal,
  quoteId: string,
  documentType: QuoteDocumentType,
  signerId: string,
  via: "mail" | "link",
) {
  const project = await findQuoteForDocumentWrite(deps.db, principal, quoteId);
  const doc = await requireDocument(deps.db, project, documentType);
  if (doc.status !== "sent") throw refuse(QUOTE_DOCUMENT_MESSAGES.documentNotSent);
  const signer = (await loadSigners(deps.db, doc.tenantId, [doc.id])).find((s) => s.id === signerId);
  if (!signer) throw refuse(QUOTE_DOCUMENT_MESSAGES.unknownSigner);
  if (signer.signedAt !== null) throw refuse(QUOTE_DOCUMENT_MESSAGES.signerAlreadySigned);
  const { token, tokenHash } = newLinkToken();
  const sentAt = new Date();
  const renewed = await deps.db.transaction(async (tx) => {
    // The document first, as a reset locks it: a reset that slipped in leaves no live link on a draft.
    const [locked] = await tx
      .select({ status: quoteDocuments.status })
      .from(quoteDocuments)
      .where(and(eq(quoteDocuments.tenantId, doc.tenantId), eq(quoteDocuments.id, doc.id)))
      .for("update");
    if (locked?.status !== "sent") throw refuse(QUOTE_DOCUMENT_MESSAGES.documentNotSent);
    const [row] = await tx
      .update(documentSigners)
      .set({ tokenHash, sentAt, version: sql`${documentSigners.version} + 1` })
      .where(
        and(
          eq(documentSigners.tenantId, signer.tenantId),
          eq(documentSigners.id, signer.id),
          // Signed meanwhile: no new link.
          sql`${documentSigners.signedAt} is null`,
        ),
      )
      .returning();
    if (!row) throw refuse(QUOTE_DOCUMENT_MESSAGES.signerAlreadySigned);
    await appendAudit(tx, {
      tenantId: doc.tenantId,
      documentId: doc.id,
      projectId: doc.projectId,
      type: "sent",
      signerId: signer.id,
      actorUserId: principal.userId,
      actorName: await displayNameOf(tx, principal),
      actorEmail: principal.email,
      at: sentAt,
      data: { to: signer.email, party: signer.party, via, documentHash: doc.signedHtmlHash },
    });
    return row;
  });
  return { project, token, signer: renewed, sentAt };
}

/** POST /quotes/{quoteId}/documents/{documentType}/notify: the signer mailed a fresh link. */
export async function notifySigner(
  deps: Deps,
  principal: Principal,
  quoteId: string,
  documentType: QuoteDocumentType,
  signerId: string,
): Promise<{ signerId: string; sentAt: string }> {
  const { project, token, signer, sentAt } = await renewLink(
    deps,
    principal,
    quoteId,
    documentType,
    signerId,
    "mail",
  );
  const mspName = await loadMspName(deps.db, project);
  await deps.mailer.send(mailOf(deps, project, documentType, mspName, signer, token));
  return { signerId, sentAt: sentAt.toISOString() };
}

/** POST /quotes/{quoteId}/documents/{documentType}/link: a fresh link answered for the MSP to copy. */
export async function linkForSigner(
  deps: Deps,
  principal: Principal,
  quoteId: string,
  documentType: QuoteDocumentType,
  signerId: string,
): Promise<TSignerLink> {
  const { project, token, sentAt } = await renewLink(
    deps,
    principal,
    quoteId,
    documentType,
    signerId,
    "link",
  );
  return {
    signerId,
    link: signLink(deps.config.publicUrl, project.id, documentType, token),
    sentAt: sentAt.toISOString(),
  };
}
