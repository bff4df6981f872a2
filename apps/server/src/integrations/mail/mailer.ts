import { type Database, mailOutbox, uuidv7 } from "@q2c/db";
import nodemailer from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  readonly transport: "smtp" | "outbox";
}

/**
 * SMTP_URL set: mail goes over SMTP and a copy is logged in the outbox table.
 * Unset: mail only lands in the outbox, which the platform owner reads in the app.
 */
export function createMailer(database: Database, smtpUrl: string | undefined, from: string): Mailer {
  const transporter = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    transport: transporter ? "smtp" : "outbox",
    async send(mail) {
      let error: string | null = null;
      if (transporter) {
        try {
          await transporter.sendMail({ from, ...mail });
        } catch (err) {
          error = (err as Error).message;
        }
      }
      await database.db.insert(mailOutbox).values({
        id: uuidv7(),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        transport: transporter ? "smtp" : "outbox",
        error,
      });
      if (error) throw new Error(`Mail to ${mail.to} failed: ${error}`);
    },
  };
}
