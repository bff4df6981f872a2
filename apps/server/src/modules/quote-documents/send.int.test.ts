import { createHash } from "node:crypto";
import { DOCUMENT_MESSAGES, PROJECT_MESSAGES, QUOTE_DOCUMENT_MESSAGES } from "@q2c/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countOf, tokensFor, userIdOf } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { versionOf } from "../../test/project-helpers.ts";
import { type ReceivedMail, type SmtpPeer, startSmtpPeer } from "../../test/smtp-peer.ts";
import {
  adatumCopy,
  auditTypes,
  bareQuote,
  documentRow,
  type Fixtures,
  generate,
  insertFixtures,
  moveTo,
  UNKNOWN_ID,
} from "./quote-documents-test-helpers.ts";

// Issue #17 §2: sending a document to its signers over a real SMTP peer, the stage move, signer links
// (notify, link), the status the MSP sees, and the reset of a sent document ("Need to edit this
// document?"), with signers that cannot be removed once sent.

let peer: SmtpPeer;
beforeAll(async () => {
  peer = await startSmtpPeer();
});
afterAll(async () => {
  await peer?.close();
});
const PUBLIC_URL = "https://app.q2c.test";
const s = useTestServer(() => ({
  SMTP_URL: peer.url,
  MAIL_FROM: "Quote-to-Cash <no-reply@q2c.test>",
  PUBLIC_URL,
  JOB_POLL_SECONDS: "0.5",
  JOB_RETRY_DELAY_SECONDS: "1",
}));
const token = tokensFor(() => s);
type Email = Parameters<typeof token>[0];
let f: Fixtures;
let customerUser: string;
let countersigner: string;

beforeAll(async () => {
  f = await insertFixtures(s);
  customerUser = await userIdOf(s, "user@customer.demo");
  countersigner = await userIdOf(s, "owner@msp.demo");
});

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const post = async (path: string, body: unknown, email: Email = "sales@msp.demo") =>
  s.api("POST", path, { token: await token(email), body });
const signers = () => [
  { userId: customerUser, name: "Casey Customer", email: "user@customer.demo", role: "CTO" },
];

/** The mails the peer received for an address after `skip` earlier ones, waiting for `count` of them. */
async function mailsFor(address: string, count: number, skip = 0): Promise<ReceivedMail[]> {
  const until = performance.now() + 10_000;
  for (;;) {
    const found = peer.inbox.filter((m) => m.to.includes(address)).slice(skip);
    if (found.length >= count) return found;
    if (performance.now() > until)
      throw new Error(`the SMTP peer got no mail #${skip + count} for ${address}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
const received = (address: string) => peer.inbox.filter((m) => m.to.includes(address)).length;

function linkToken(mail: ReceivedMail, quote: string, type: string): string {
  const match = new RegExp(
    `${PUBLIC_URL.replaceAll(".", "\\.")}/quotes/${quote}/sign\\?documentType=${type}&signToken=([a-z2-7]{32})`,
  ).exec(mail.text);
  if (!match) throw new Error(`no signing link in:\n${mail.text}`);
  return match[1] as string;
}

async function signerRows(documentId: string) {
  return s.sql<{ id: string; party: string; email: string; token_hash: string | null; status: string }>(
    "select id, party, email, token_hash, status from document_signers where document_id = $1 order by position",
    [documentId],
  );
}

async function sentProposal(quote: string) {
  const doc = await generate(s, token, quote, { documentType: "proposal", templateId: f.platformProposal });
  const before = { customer: received("user@customer.demo"), owner: received("owner@msp.demo") };
  const res = await post(`/quotes/${quote}/documents/proposal/send`, {
    version: doc.version,
    signers: signers(),
    countersignerUserId: countersigner,
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

describe("POST /quotes/{quoteId}/documents/{documentType}/send", () => {
  it("mails each signer their own link, stores only the hashes, freezes the HTML and moves the quote to Proposal", async () => {
    const quote = await adatumCopy(s, token, "Adatum send");
    const watch = await s.api("POST", `/projects/${quote}/watch`, { token: await token("manager@msp.demo") });
    expect(watch.statusCode, watch.body).toBe(200);
    const { doc, customerMail, ownerMail } = await sentProposal(quote);
    expect(doc).toMatchObject({ status: "sent", version: 2 });
    expect(
      doc.signers.map((x: { party: string; status: string; role: string }) => [x.party, x.status, x.role]),
    ).toEqual([
      ["customer", "sent", "CTO"],
      ["msp", "sent", "Authorized signatory"],
    ]);
    expect(customerMail.subject).toBe("Please review and sign the proposal for Adatum send");
    expect(customerMail.text).toContain("Hello Casey Customer,");
    expect(ownerMail.subject).toBe("Please countersign the proposal for Adatum send");
    const customerToken = linkToken(customerMail, quote, "proposal");
    const ownerToken = linkToken(ownerMail, quote, "proposal");
    expect(customerMail.html).toContain(
      `href="${PUBLIC_URL}/quotes/${quote}/sign?documentType=proposal&#38;signToken=${customerToken}"`,
    );
    const rows = await signerRows(doc.id);
    expect(rows.map((r) => r.token_hash)).toEqual([sha256(customerToken), sha256(ownerToken)]);
    const stored = await documentRow(s, quote, "proposal");
    expect(stored?.signed_html_hash).toBe(sha256(String(stored?.sent_html)));
    expect(String(stored?.sent_html)).toContain("<h1>Adatum send</h1>");
    expect(String(stored?.sent_html)).toContain("Casey Customer");
    expect(String(stored?.sent_header_html)).toContain("Quote");
    // The quote reached its customer and the Proposal stage, which the watcher is told.
    const [project] = await s.sql<{ stage: string; shared: boolean }>(
      "select stage, shared_at is not null as shared from projects where id = $1",
      [quote],
    );
    expect(project).toEqual({ stage: "proposal", shared: true });
    const events = await s.sql<{ type: string }>(
      "select type from project_events where project_id = $1 order by id",
      [quote],
    );
    expect(events.map((e) => e.type).slice(-2)).toEqual(["shared", "stage_changed"]);
    const manager = await userIdOf(s, "manager@msp.demo");
    const notes = await s.sql<{ message: string }>(
      "select message from notifications where user_id = $1 and data->>'projectId' = $2",
      [manager, quote],
    );
    expect(notes.map((n) => n.message).join()).toContain("to Proposal");
    // created, sent per signer, then mail_delivered once the peer accepted each mail.
    await expect
      .poll(async () => (await auditTypes(s, doc.id)).sort(), { timeout: 10_000 })
      .toEqual(["created", "mail_delivered", "mail_delivered", "sent", "sent"]);
    const status = await s.api("GET", `/quotes/${quote}/documents/status`, {
      token: await token("sales@msp.demo"),
    });
    expect(status.json().documents).toEqual([
      expect.objectContaining({ documentType: "proposal", status: "sent", sealStatus: "none" }),
    ]);
    expect(status.json().documents[0].signers[0]).toMatchObject({
      name: "Casey Customer",
      status: "sent",
      sentAt: expect.any(String),
      openedAt: null,
      verifiedAt: null,
      signedAt: null,
    });
    // The customer now reads the sent document and its status.
    const customer = await s.api("GET", `/quotes/${quote}/documents/status`, {
      token: await token("user@customer.demo"),
    });
    expect(customer.statusCode).toBe(200);
    expect(customer.json().documents).toHaveLength(1);
  });

  it("moves a quote at Proposal on to Agreement when the agreement is sent", async () => {
    const quote = await adatumCopy(s, token, "Adatum agreement");
    await sentProposal(quote);
    const agreement = await generate(s, token, quote, {
      documentType: "agreement",
      templateId: f.platformAgreement,
    });
    const res = await post(`/quotes/${quote}/documents/agreement/send`, {
      version: agreement.version,
      signers: signers(),
      countersignerUserId: countersigner,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await s.sql("select stage from projects where id = $1", [quote])).toEqual([
      { stage: "agreement" },
    ]);
  });

  it("refuses bad signers with 400 and a stale version with 409, writing and mailing nothing", async () => {
    const quote = await bareQuote(s, token, "Refused send");
    const doc = await generate(s, token, quote, { documentType: "proposal", templateId: f.platformProposal });
    const url = `/quotes/${quote}/documents/proposal/send`;
    const before = await documentRow(s, quote, "proposal");
    const send = (body: Record<string, unknown>, email: Email = "sales@msp.demo") =>
      post(
        url,
        { version: doc.version, signers: signers(), countersignerUserId: countersigner, ...body },
        email,
      );
    const none = await send({ signers: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.signers).toBe(DOCUMENT_MESSAGES.signersRequired);
    const stranger = await send({ signers: [{ name: "Eve", email: "eve@evil.example", role: "" }] });
    expect(stranger.json().fields["signers.0.email"]).toBe(QUOTE_DOCUMENT_MESSAGES.signerNotContact);
    const msp = await send({ signers: [{ userId: countersigner, name: "Nora", email: "owner@msp.demo" }] });
    expect(msp.json().fields["signers.0.userId"]).toBe(QUOTE_DOCUMENT_MESSAGES.signerNotContact);
    const mismatch = await send({
      signers: [{ userId: customerUser, name: "Casey", email: "other@customer.demo" }],
    });
    expect(mismatch.json().fields["signers.0.email"]).toBe(QUOTE_DOCUMENT_MESSAGES.signerEmailMismatch);
    const twice = await send({ signers: [...signers(), { name: "Casey", email: "USER@customer.demo" }] });
    expect(twice.json().fields["signers.1"]).toBe(QUOTE_DOCUMENT_MESSAGES.signerTwice);
    const counter = await send({ countersignerUserId: customerUser });
    expect(counter.json().fields.countersignerUserId).toBe(QUOTE_DOCUMENT_MESSAGES.countersignerUnknown);
    const badEmail = await send({ signers: [{ name: "X", email: "not-an-email" }] });
    expect(badEmail.json().fields["signers.0.email"]).toBeTruthy();
    expect((await send({ version: doc.version + 1 })).statusCode).toBe(409);
    expect((await send({}, "editor@msp.demo")).statusCode).toBe(403);
    expect((await send({}, "admin@msp2.demo")).statusCode).toBe(404);
    expect((await send({}, "user@customer.demo")).statusCode).toBe(404);
    expect((await post(`/quotes/${UNKNOWN_ID}/documents/proposal/send`, {})).statusCode).toBe(400);
    expect(await documentRow(s, quote, "proposal")).toEqual(before);
    expect(await countOf(s, "select 1 from document_signers where document_id = $1", [doc.id])).toBe(0);
    expect(await s.sql("select stage, shared_at from projects where id = $1", [quote])).toEqual([
      { stage: "build", shared_at: null },
    ]);
    await new Promise((r) => setTimeout(r, 1000));
    expect(peer.inbox.filter((m) => m.subject.includes("Refused send"))).toEqual([]);
  });

  it("refuses a quote with nothing priced (the stage rules), an expired one, and one in acceptance", async () => {
    const bare = await bareQuote(s, token);
    const doc = await generate(s, token, bare, { documentType: "proposal", templateId: f.platformProposal });
    const body = { version: doc.version, signers: signers(), countersignerUserId: countersigner };
    const unpriced = await post(`/quotes/${bare}/documents/proposal/send`, body);
    expect(unpriced.statusCode).toBe(400);
    expect(unpriced.json().fields.stage).toBe(PROJECT_MESSAGES.stageNothingPriced);
    await s.sql("update projects set valid_until = '2020-01-01' where id = $1", [bare]);
    const expired = await post(`/quotes/${bare}/documents/proposal/send`, body);
    expect(expired.json().fields.validUntil).toBe(PROJECT_MESSAGES.expiredCannotSend);
    const quote = await adatumCopy(s, token);
    const proposal = await generate(s, token, quote, {
      documentType: "proposal",
      templateId: f.platformProposal,
    });
    await moveTo(s, token, quote, ["review", "price", "proposal"]);
    const accepted = await post(`/projects/${quote}/accept`, {
      version: await versionOf(s, quote),
      reason: "PO",
    });
    expect(accepted.statusCode).toBe(200);
    const locked = await post(`/quotes/${quote}/documents/proposal/send`, {
      ...body,
      version: proposal.version,
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe("document_locked");
    expect(
      await countOf(s, "select 1 from document_signers where project_id in ($1, $2)", [bare, quote]),
    ).toBe(0);
  });
});

describe("signer links: notify and link", () => {
  it("notify mails a fresh link and link answers one; each time the old link's hash is gone", async () => {
    const quote = await adatumCopy(s, token);
    const { doc, customerMail } = await sentProposal(quote);
    const first = linkToken(customerMail, quote, "proposal");
    const [customerRow] = await signerRows(doc.id);
    const seen = received("user@customer.demo");
    const notify = await post(`/quotes/${quote}/documents/proposal/notify`, { signerId: customerRow?.id });
    expect(notify.statusCode, notify.body).toBe(200);
    const [again] = await mailsFor("user@customer.demo", 1, seen);
    const second = linkToken(again as ReceivedMail, quote, "proposal");
    expect(second).not.toBe(first);
    expect((await signerRows(doc.id))[0]?.token_hash).toBe(sha256(second));
    const link = await post(`/quotes/${quote}/documents/proposal/link`, { signerId: customerRow?.id });
    expect(link.statusCode, link.body).toBe(200);
    const third = new URL(link.json().link).searchParams.get("signToken") ?? "";
    expect(link.json().link).toBe(
      `${PUBLIC_URL}/quotes/${quote}/sign?documentType=proposal&signToken=${third}`,
    );
    const hashes = (await signerRows(doc.id)).map((r) => r.token_hash);
    expect(hashes[0]).toBe(sha256(third));
    expect(hashes).not.toContain(sha256(first));
    expect(hashes).not.toContain(sha256(second));
    const audit = await s.sql<{ type: string; data: { via?: string } }>(
      "select type, data from document_audit_log where document_id = $1 and type = 'sent' order by seq",
      [doc.id],
    );
    expect(audit.map((a) => a.data.via ?? "send")).toEqual(["send", "send", "mail", "link"]);
  });

  it("refuses an unknown signer, a signer who signed, a draft document; 403 to the editor, 404 to another MSP", async () => {
    const quote = await adatumCopy(s, token);
    const { doc } = await sentProposal(quote);
    const [customerRow] = await signerRows(doc.id);
    const url = `/quotes/${quote}/documents/proposal`;
    const unknown = await post(`${url}/notify`, { signerId: UNKNOWN_ID });
    expect(unknown.json().fields.signerId).toBe(QUOTE_DOCUMENT_MESSAGES.unknownSigner);
    expect((await post(`${url}/link`, { signerId: "x" })).statusCode).toBe(400);
    expect((await post(`${url}/link`, { signerId: customerRow?.id }, "editor@msp.demo")).statusCode).toBe(
      403,
    );
    expect((await post(`${url}/link`, { signerId: customerRow?.id }, "admin@msp2.demo")).statusCode).toBe(
      404,
    );
    await s.sql("update document_signers set signed_at = now(), status = 'signed' where id = $1", [
      customerRow?.id,
    ]);
    const signed = await post(`${url}/notify`, { signerId: customerRow?.id });
    expect(signed.json().fields.signerId).toBe(QUOTE_DOCUMENT_MESSAGES.signerAlreadySigned);
    const agreement = await generate(s, token, quote, {
      documentType: "agreement",
      templateId: f.platformAgreement,
    });
    const draft = await post(`/quotes/${quote}/documents/agreement/link`, { signerId: customerRow?.id });
    expect(draft.json().fields.signerId).toBe(QUOTE_DOCUMENT_MESSAGES.documentNotSent);
    expect(agreement.status).toBe("draft");
  });
});

describe("POST /quotes/{quoteId}/reset-documents", () => {
  it("clears every signature, initials and progress, stops the links, logs `reset`; the document is sent again", async () => {
    const quote = await adatumCopy(s, token);
    const { doc } = await sentProposal(quote);
    const [customerRow, ownerRow] = await signerRows(doc.id);
    await s.sql(
      `update document_signers set status = 'signed', signed_at = now(), opened_at = now(), verified_at = now(),
         signature_kind = 'typed', signature_value = 'Casey', initials = 'CC', consent_at = now(),
         disclosure_version = '2026-11-27', ip = '127.0.0.1', otp_failures = 2, choices = '{"x": true}'
       where id = $1`,
      [customerRow?.id],
    );
    const edit = await s.api("PUT", `/quotes/${quote}/documents/proposal/sections/cover`, {
      token: await token("sales@msp.demo"),
      body: { version: doc.version, html: "<h1>New cover</h1>" },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: "document_sent", message: DOCUMENT_MESSAGES.needToEdit });
    const stale = await post(`/quotes/${quote}/reset-documents`, { documentType: "proposal", version: 1 });
    expect(stale.statusCode).toBe(409);
    const res = await post(`/quotes/${quote}/reset-documents`, {
      documentType: "proposal",
      version: doc.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "draft",
      resetCount: 1,
      signedHtmlHash: null,
      version: doc.version + 1,
    });
    const cleared = await s.sql(
      `select token_hash, status, sent_at, opened_at, verified_at, signed_at, signature_kind, signature_value,
         initials, consent_at, disclosure_version, ip, otp_failures, choices
       from document_signers where document_id = $1 order by position`,
      [doc.id],
    );
    const empty = {
      token_hash: null,
      status: "pending",
      sent_at: null,
      opened_at: null,
      verified_at: null,
      signed_at: null,
      signature_kind: null,
      signature_value: null,
      initials: null,
      consent_at: null,
      disclosure_version: null,
      ip: null,
      otp_failures: 0,
      choices: null,
    };
    expect(cleared).toEqual([empty, empty]);
    const row = await documentRow(s, quote, "proposal");
    expect(row).toMatchObject({ sent_html: null, signed_html_hash: null, status: "draft", reset_count: 1 });
    expect((await auditTypes(s, doc.id)).at(-1)).toBe("reset");
    const [reset] = await s.sql<{ data: Record<string, unknown> }>(
      "select data from document_audit_log where document_id = $1 and type = 'reset'",
      [doc.id],
    );
    expect(reset?.data).toMatchObject({ resetCount: 1, signersCleared: 2, signaturesCleared: 1 });
    // A draft again: it is edited, then sent again to the same signers with new links.
    const edited = await s.api("PUT", `/quotes/${quote}/documents/proposal/sections/cover`, {
      token: await token("sales@msp.demo"),
      body: { version: res.json().version, html: "<h1>New cover</h1>" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const url = `/quotes/${quote}/documents/proposal/send`;
    const version = edited.json().version;
    const withoutCustomer = await post(url, {
      version,
      signers: [{ name: "Other", email: "other@customer.demo" }],
      countersignerUserId: countersigner,
    });
    expect(withoutCustomer.statusCode).toBe(400);
    const otherCounter = await post(url, {
      version,
      signers: signers(),
      countersignerUserId: await userIdOf(s, "admin@msp.demo"),
    });
    expect(otherCounter.statusCode).toBe(400);
    expect(otherCounter.json().fields.countersignerUserId).toBe(DOCUMENT_MESSAGES.signerNotRemovable);
    const noCustomer = await post(url, { version, signers: [], countersignerUserId: countersigner });
    expect(noCustomer.json().fields.signers).toBe(DOCUMENT_MESSAGES.signersRequired);
    const seen = received("user@customer.demo");
    const again = await post(url, { version, signers: signers(), countersignerUserId: countersigner });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().signers.map((x: { id: string }) => x.id)).toEqual([customerRow?.id, ownerRow?.id]);
    const [mail] = await mailsFor("user@customer.demo", 1, seen);
    const fresh = linkToken(mail as ReceivedMail, quote, "proposal");
    expect((await signerRows(doc.id))[0]?.token_hash).toBe(sha256(fresh));
    expect(String((await documentRow(s, quote, "proposal"))?.sent_html)).toContain("<h1>New cover</h1>");
  });

  it("refuses a draft (400), a signed document (409 document_locked), and answers 403/404 to others", async () => {
    const quote = await adatumCopy(s, token);
    const doc = await generate(s, token, quote, { documentType: "proposal", templateId: f.platformProposal });
    const url = `/quotes/${quote}/reset-documents`;
    const draft = await post(url, { documentType: "proposal", version: doc.version });
    expect(draft.statusCode).toBe(400);
    expect(draft.json().fields.documentType).toBe(QUOTE_DOCUMENT_MESSAGES.notSent);
    await s.sql("update quote_documents set status = 'signed' where id = $1", [doc.id]);
    const signed = await post(url, { documentType: "proposal", version: doc.version });
    expect(signed.statusCode).toBe(409);
    expect(signed.json().code).toBe("document_locked");
    expect(
      (await post(url, { documentType: "proposal", version: doc.version }, "editor@msp.demo")).statusCode,
    ).toBe(403);
    expect(
      (await post(url, { documentType: "proposal", version: doc.version }, "admin@msp2.demo")).statusCode,
    ).toBe(404);
    expect((await post(url, { documentType: "agreement", version: 1 })).statusCode).toBe(404);
    expect((await post(url, { documentType: "proposal" })).statusCode).toBe(400);
    expect(await auditTypes(s, doc.id)).toEqual(["created"]);
  });
});
