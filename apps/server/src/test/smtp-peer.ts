import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A message as the SMTP peer received it: the envelope, and the parsed message. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The message's attachments as parsed (bytes included). */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface SmtpPeer {
  /** `SMTP_URL` for a server under test (plain text on the loopback: ignoreTLS). */
  url: string;
  /** Every message received, in order. */
  inbox: ReceivedMail[];
  /** Every delivery attempt (RCPT TO), by recipient, refused ones included. */
  attempts: Map<string, number>;
  /** Recipients to refuse with 451, with how many more times each (Infinity: always). */
  refusals: Map<string, number>;
  /** How many messages reached this recipient. */
  receivedBy(address: string): number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port, counting what it receives: the witness of tests that mail
 * goes out once, or after refusals. It advertises STARTTLS with a self-signed certificate, so the client is
 * told (ignoreTLS in `url`) to stay in plain text on this trusted loopback.
 */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const inbox: ReceivedMail[] = [];
  const attempts = new Map<string, number>();
  const refusals = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      attempts.set(address.address, (attempts.get(address.address) ?? 0) + 1);
      const left = refusals.get(address.address) ?? 0;
      if (left <= 0) return callback();
      refusals.set(address.address, left - 1);
      callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((m) => {
          inbox.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: m.subject ?? "",
            text: m.text ?? "",
            html: typeof m.html === "string" ? m.html : "",
            attachments: m.attachments.map((a) => ({
              filename: a.filename ?? "",
              contentType: a.contentType,
              content: a.content,
            })),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    inbox,
    attempts,
    refusals,
    receivedBy: (address) => inbox.filter((m) => m.to.includes(address)).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
