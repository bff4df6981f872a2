import { createHash } from "node:crypto";
import { afterAll, beforeAll, expect } from "vitest";
import { tokensFor, userIdOf } from "../../test/demo-helpers.ts";
import { type DemoEmail, useTestServer } from "../../test/harness.ts";
import { type ReceivedMail, type SmtpPeer, startSmtpPeer } from "../../test/smtp-peer.ts";
import { type Fixtures, generate, insertFixtures } from "./quote-documents-test-helpers.ts";

// A test file's server that mails through a real SMTP peer, with the templates of the fixtures, and the
// steps of sending a document as the sending tests take them.

export const PUBLIC_URL = "https://app.q2c.test";
export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Call at a test file's top level: the peer, the server mailing to it, the fixtures and the demo people. */
export function useSendingServer() {
  let peer: SmtpPeer | undefined;
  beforeAll(async () => {
    peer = await startSmtpPeer();
  });
  afterAll(async () => {
    await peer?.close();
  });
  const s = useTestServer(() => ({
    SMTP_URL: peer?.url ?? "",
    MAIL_FROM: "Quote-to-Cash <no-reply@q2c.test>",
    PUBLIC_URL,
    JOB_POLL_SECONDS: "0.5",
    JOB_RETRY_DELAY_SECONDS: "1",
  }));
  const token = tokensFor(() => s);
  const ctx = { f: {} as Fixtures, customerUser: "", countersigner: "" };
  beforeAll(async () => {
    ctx.f = await insertFixtures(s);
    ctx.customerUser = await userIdOf(s, "user@customer.demo");
    ctx.countersigner = await userIdOf(s, "owner@msp.demo");
  });
  const inbox = () => peer?.inbox ?? [];

  const post = async (path: string, body: unknown, email: DemoEmail = "sales@msp.demo") =>
    s.api("POST", path, { token: await token(email), body });
  const signers = () => [
    { userId: ctx.customerUser, name: "Casey Customer", email: "user@customer.demo", role: "CTO" },
  ];
  const received = (address: string) => inbox().filter((m) => m.to.includes(address)).length;

  /** The mails the peer received for an address after `skip` earlier ones, waiting for `count` of them. */
  async function mailsFor(address: string, count: number, skip = 0): Promise<ReceivedMail[]> {
    const until = performance.now() + 10_000;
    for (;;) {
      const found = inbox()
        .filter((m) => m.to.includes(address))
        .slice(skip);
      if (found.length >= count) return found;
      if (performance.now() > until)
        throw new Error(`the SMTP peer got no mail #${skip + count} for ${address}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  function linkToken(mail: ReceivedMail, quote: string, type: string): string {
    const match = new RegExp(
      `${PUBLIC_URL.replaceAll(".", "\\.")}/quotes/${quote}/sign\\?documentType=${type}&signToken=([a-z2-7]{32})`,
    ).exec(mail.text);
    if (!match) throw new Error(`no signing link in:\n${mail.text}`);
    return match[1] as string;
  }

  const signerRows = (documentId: string) =>
    s.sql<{ id: string; party: string; email: string; token_hash: string | null; status: string }>(
      "select id, party, email, token_hash, status from document_signers where document_id = $1 order by position",
      [documentId],
    );

  /** Generates the quote's proposal and sends it; answers it with the mail each signer received. */
  async function sentProposal(quote: string) {
    const doc = await generate(s, token, quote, {
      documentType: "proposal",
      templateId: ctx.f.platformProposal,
    });
    const before = { customer: received("user@customer.demo"), owner: received("owner@msp.demo") };
    const res = await post(`/quotes/${quote}/documents/proposal/send`, {
      version: doc.version,
      signers: signers(),
      countersignerUserId: ctx.countersigner,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [customerMail] = await mailsFor("user@customer.demo", 1, before.customer);
    const [ownerMail] = await mailsFor("owner@msp.demo", 1, before.owner);
    return {
      doc: res.json(),
      customerMail: customerMail as ReceivedMail,
      ownerMail: ownerMail as ReceivedMail,
    };
  }

  return { s, token, ctx, inbox, post, signers, received, mailsFor, linkToken, signerRows, sentProposal };
}
