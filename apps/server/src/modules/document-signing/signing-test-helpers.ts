import { DEMO_PROJECT_IDS, documentSigners, quoteDocuments, uuidv7 } from "@q2c/db";
import { CURRENT_DISCLOSURE, type QuoteDocumentType } from "@q2c/domain";
import { expect } from "vitest";
import { appendAudit } from "../../documents/audit-log.ts";
import { newSignToken, sha256Hex } from "../../documents/sign-tokens.ts";
import { createTestServer, type DemoEmail, type TestServer } from "../../test/harness.ts";
import { type ReceivedMail, type SmtpPeer, startSmtpPeer } from "../../test/smtp-peer.ts";

// Documents "sent" for the signing tests, written straight into the tables as sending would leave them
// (status sent, the frozen HTML and its hash, one live link per signer), so these tests do not depend on
// how a document is generated.

export const SENT_HTML =
  "<h1>Proposal</h1><p>Wi-Fi for <strong>Adatum</strong>: &lt;script&gt; stays text.</p><table><tbody><tr><td>Access points</td><td>2</td></tr></tbody></table>";

export interface TestSigner {
  name: string;
  email: string;
  party: "customer" | "msp";
  role?: string;
  userId?: string | null;
}

export interface SentTestDocument {
  quoteId: string;
  documentId: string;
  tenantId: string;
  documentType: QuoteDocumentType;
  html: string;
  signers: { id: string; token: string; email: string; name: string }[];
}

/**
 * A copy of the demo Adatum quote (sites, an optional site survey, the good/better/best access points),
 * in the Proposal stage and shared with the customer, as sending leaves it. Answers its id.
 */
export async function quoteForSigning(s: TestServer, token: (email: DemoEmail) => Promise<string>) {
  const res = await s.api("POST", `/projects/${DEMO_PROJECT_IDS.adatumWifi}/duplicate`, {
    token: await token("sales@msp.demo"),
    body: { dealName: "Adatum Wi-Fi (signing)" },
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as string;
  await s.sql("update projects set stage = 'proposal', shared_at = now() where id = $1", [id]);
  return id;
}

/** Writes a sent document of the quote with its signers, and the `sent` entry of its audit log. */
export async function sendTestDocument(
  s: TestServer,
  quoteId: string,
  signers: TestSigner[],
  opts: { documentType?: QuoteDocumentType; html?: string } = {},
): Promise<SentTestDocument> {
  const db = s.deps.database.db;
  const [project] = await s.sql<{ tenant_id: string }>("select tenant_id from projects where id = $1", [
    quoteId,
  ]);
  const tenantId = project?.tenant_id ?? "";
  const documentType = opts.documentType ?? "proposal";
  const html = opts.html ?? SENT_HTML;
  const documentId = uuidv7();
  await db.insert(quoteDocuments).values({
    tenantId,
    id: documentId,
    projectId: quoteId,
    documentType,
    title: "Proposal",
    status: "sent",
    sentAt: new Date(),
    sentHtml: html,
    sentHeaderHtml: "<p>Northwind IT</p>",
    sentFooterHtml: "<p>Page footer</p>",
    signedHtmlHash: sha256Hex(html),
  });
  const made = signers.map((signer, position) => ({
    ...signer,
    id: uuidv7(),
    token: newSignToken(),
    position,
  }));
  await db.insert(documentSigners).values(
    made.map((m) => ({
      tenantId,
      id: m.id,
      documentId,
      projectId: quoteId,
      party: m.party,
      userId: m.userId ?? null,
      name: m.name,
      email: m.email,
      role: m.role ?? "",
      position: m.position,
      tokenHash: sha256Hex(m.token),
      status: "sent",
      sentAt: new Date(),
    })),
  );
  await db.transaction((tx) =>
    appendAudit(tx, { tenantId, documentId, projectId: quoteId, type: "sent", actorName: "Sam Sales" }),
  );
  return {
    quoteId,
    documentId,
    tenantId,
    documentType,
    html,
    signers: made.map(({ id, token, email, name }) => ({ id, token, email, name })),
  };
}

/** What "Need to edit this document?" yes leaves: the links stop, signatures go, the reset is counted. */
export async function resetTestDocument(s: TestServer, documentId: string): Promise<void> {
  await s.sql(
    "update quote_documents set status = 'draft', reset_count = reset_count + 1, sent_html = null, signed_html_hash = null where id = $1",
    [documentId],
  );
  await s.sql(
    "update document_signers set token_hash = null, status = 'pending', signed_at = null, signature_value = null, initials = null where document_id = $1",
    [documentId],
  );
}

/** Sends the document again after a reset: the same HTML, a new link per signer. Answers the new tokens. */
export async function resendTestDocument(s: TestServer, doc: SentTestDocument): Promise<string[]> {
  await s.sql(
    "update quote_documents set status = 'sent', sent_html = $2, signed_html_hash = $3 where id = $1",
    [doc.documentId, doc.html, sha256Hex(doc.html)],
  );
  const tokens: string[] = [];
  for (const signer of doc.signers) {
    const token = newSignToken();
    tokens.push(token);
    await s.sql("update document_signers set token_hash = $2, status = 'sent' where id = $1", [
      signer.id,
      sha256Hex(token),
    ]);
  }
  return tokens;
}

/** The next mail the SMTP peer receives for `address` after `seen` of them were received. */
export async function nextMailTo(
  peer: SmtpPeer,
  address: string,
  seen: number,
  timeoutMs = 8000,
): Promise<ReceivedMail> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const mails = peer.inbox.filter((m) => m.to.includes(address));
    const mail = mails[seen];
    if (mail) return mail;
    if (performance.now() > until) throw new Error(`the SMTP peer got no mail #${seen + 1} for ${address}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The six-digit code of a signing-code mail. */
export function codeOf(mail: ReceivedMail): string {
  const code = /^\d{6}$/m.exec(mail.text)?.[0];
  if (!code) throw new Error(`no code in the mail: ${mail.text}`);
  return code;
}

/** Asks for a code, reads it from the mail and answers the signing token. */
export async function signingTokenFor(
  s: TestServer,
  peer: SmtpPeer,
  doc: SentTestDocument,
  signer: { token: string; email: string },
): Promise<string> {
  const link = { documentType: doc.documentType, signToken: signer.token };
  const seen = peer.receivedBy(signer.email);
  const sent = await s.api("POST", `/quotes/${doc.quoteId}/one-time-password`, { body: link });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = codeOf(await nextMailTo(peer, signer.email, seen));
  const res = await s.api("POST", `/quotes/${doc.quoteId}/sign/otp/validate`, { body: { ...link, code } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().signingToken as string;
}

/** A 1×1 PNG as a drawn signature. */
export const DRAWN_SIGNATURE =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

/** A test server that mails through a real SMTP peer, quickly (the code mails go through the job queue). */
export async function startSigningServer(): Promise<{ s: TestServer; peer: SmtpPeer }> {
  const peer = await startSmtpPeer();
  const s = await createTestServer({
    SMTP_URL: peer.url,
    PUBLIC_URL: "https://app.q2c.test",
    JOB_POLL_SECONDS: "0.5",
    JOB_RETRY_DELAY_SECONDS: "1",
  });
  return { s, peer };
}

/** POST /quotes/{quoteId}/sign with a valid body unless `body` says otherwise, from a known address and browser. */
export function signRequest(
  s: TestServer,
  quoteId: string,
  headers: Record<string, string>,
  body: Record<string, unknown> = {},
) {
  return s.api("POST", `/quotes/${quoteId}/sign`, {
    headers: { ...headers, "x-forwarded-for": "198.51.100.23", "user-agent": "Phone Browser/2.0" },
    body: {
      documentHash: sha256Hex(SENT_HTML),
      consent: { disclosureVersion: CURRENT_DISCLOSURE.version },
      signature: { kind: "drawn", value: DRAWN_SIGNATURE },
      initials: "AA",
      timeZone: "Europe/Berlin",
      ...body,
    },
  });
}

/** The choices of GET sign/document, as far as the tests read them. */
export interface ChoicesView {
  editable: boolean;
  optional: { lineId: string; name: string; chosen: boolean; totalsWhenChosen: { termTotal: string } }[];
  alternatives: {
    groupKey: string;
    chosenLineId: string;
    options: { lineId: string; name: string; totalsWhenChosen: { termTotal: string } }[];
  }[];
  current: unknown;
}
