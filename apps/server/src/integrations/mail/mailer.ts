import { type Database, mailOutbox, uuidv7 } from "@q2c/db";
import nodemailer from "nodemailer";
import { type MailReceipt, recordMailReceipt } from "../../documents/mail-receipt.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";

/** A file sent with a mail (a sealed PDF): its bytes as base64, so the mail job's data stays JSON. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** What to record once the SMTP peer accepted the mail (a signing link's `mail_delivered`). */
  receipt?: MailReceipt;
}

export interface Mailer {
  /**
   * SMTP_URL set: queues the mail (jobs/send-mail.ts) and resolves once it is stored; the SMTP peer is
   * reached off the request, with retries. Unset: keeps the mail in the outbox at once.
   */
  send(mail: Mail): Promise<void>;
  readonly transport: "smtp" | "outbox";
  /** The mail job's one try: hands the mail to the SMTP peer, then records the sent copy. */
  deliver(outboxId: string, mail: Mail): Promise<void>;
  /** After the last try failed: the outbox copy with the error, which the platform owner reads. */
  recordFailure(outboxId: string, mail: Mail, error: string): Promise<void>;
}

/**
 * The outbox is the platform's record of its mail (reference data, no tenant): written on the system
 * handle, by id, so a retried job that finally succeeds replaces its failure rather than adding a row.
 */
export function createMailer(
  database: Database,
  settings: { smtpUrl: string | undefined; mailFrom: string },
  queue: JobQueue,
): Mailer {
  const transporter = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : undefined;
  const record = async (id: string, mail: Mail, transport: "smtp" | "outbox", error: string | null) => {
    const row = {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      transport,
      error,
    };
    await database.db
      .insert(mailOutbox)
      .values({ id, ...row })
      .onConflictDoUpdate({ target: mailOutbox.id, set: { transport, error } });
  };
  return {
    transport: transporter ? "smtp" : "outbox",
    async send(mail) {
      const outboxId = uuidv7();
      if (!transporter) return record(outboxId, mail, "outbox", null);
      await queue.send(sendMailJob, { outboxId, mail });
    },
    async deliver(outboxId, mail) {
      if (!transporter) throw new Error("SMTP_URL is not set: mail can only be kept in the outbox");
      const { attachments, receipt, ...message } = mail;
      const info = await transporter.sendMail({
        from: settings.mailFrom,
        ...message,
        ...(attachments?.length
          ? {
              attachments: attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: a.contentBase64,
                encoding: "base64",
              })),
            }
          : {}),
      });
      await record(outboxId, mail, "smtp", null);
      if (receipt) await recordMailReceipt(database.db, receipt, { outboxId, messageId: info.messageId });
    },
    recordFailure: (outboxId, mail, error) => record(outboxId, mail, "smtp", error),
  };
}
