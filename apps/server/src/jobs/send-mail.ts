import type { Mail } from "../integrations/mail/mailer.ts";
import type { JobKind } from "./job-kind.ts";

export interface SendMailData {
  /** The outbox row the mail's outcome is recorded in (time-ordered: the outbox lists by it). */
  outboxId: string;
  mail: Mail;
}

/**
 * Outgoing mail over SMTP_URL. Five tries over about a quarter of an hour (30 s, then doubling, with
 * jitter) ride out a mail server's restart or greylisting; a try that hangs is given two minutes. After
 * the last try, the outbox keeps the mail with the SMTP error, so the platform owner sees it failed and
 * can retry it from the jobs page. Platform work: it carries no tenant (reset and sign-in mails have no
 * signed-in caller) and writes only the outbox.
 */
export const sendMailJob: JobKind<SendMailData> = {
  name: "send-mail",
  policy: { retryLimit: 4, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 120 },
  tenantOf: () => undefined,
  describe: (data) => `Mail to ${data.mail.to}: ${data.mail.subject}`,
  async run({ app }, job) {
    await app.mailer.deliver(job.data.outboxId, job.data.mail);
  },
  async afterLastTry({ app }, data, error) {
    await app.mailer.recordFailure(data.outboxId, data.mail, error);
  },
};
