import { type Db, documentSigners } from "@q2c/db";
import { and, eq } from "drizzle-orm";
import { appendAudit } from "./audit-log.ts";

/**
 * What a mail asks to be recorded once the SMTP peer has accepted it (integrations/mail/mailer.ts): a
 * signer's link mail writes `mail_delivered` into its document's audit log (issue #17 §4). Carried in the
 * mail job's data, so it names everything it needs.
 */
export interface MailReceipt {
  kind: "document-signer";
  tenantId: string;
  projectId: string;
  documentId: string;
  signerId: string;
}

/**
 * Records a delivered mail. Called by the mailer after delivery with its system handle (the job has no
 * caller); a document or signer deleted meanwhile records nothing, so the mail is never sent twice for it.
 */
export async function recordMailReceipt(
  db: Db,
  receipt: MailReceipt,
  delivery: { outboxId: string; messageId: string | undefined },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [signer] = await tx
      .select({ email: documentSigners.email, name: documentSigners.name })
      .from(documentSigners)
      .where(
        and(
          eq(documentSigners.tenantId, receipt.tenantId),
          eq(documentSigners.documentId, receipt.documentId),
          eq(documentSigners.id, receipt.signerId),
        ),
      );
    if (!signer) return;
    await appendAudit(tx, {
      tenantId: receipt.tenantId,
      documentId: receipt.documentId,
      projectId: receipt.projectId,
      type: "mail_delivered",
      signerId: receipt.signerId,
      data: { to: signer.email, outboxId: delivery.outboxId, messageId: delivery.messageId ?? null },
    });
  });
}
