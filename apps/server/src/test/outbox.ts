import type { TestServer } from "./harness.ts";

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  transport: string;
  error: string | null;
}

/** Mails to this address, oldest first. */
export const mailsTo = (s: TestServer, to: string): Promise<OutboxMail[]> =>
  s.sql<OutboxMail>(
    `select "to", subject, text, html, transport, error from mail_outbox where "to" = $1 order by created_at, id`,
    [to],
  );

/**
 * Waits for the `count`-th mail to an address (some mails go out after the HTTP answer) and returns it.
 */
export async function waitForMail(
  s: TestServer,
  to: string,
  count = 1,
  timeoutMs = 5000,
): Promise<OutboxMail> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(s, to);
    if (mails.length >= count) return mails[count - 1]!;
    if (performance.now() > until) throw new Error(`no mail #${count} to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The token at the end of a link like `<publicUrl>/<path>/<token>` in a mail's text. */
export function linkToken(text: string, publicUrl: string, path: string): string {
  const prefix = `${publicUrl}/${path}/`;
  const match = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${prefix}<token> link in:\n${text}`);
  return match[1]!;
}
