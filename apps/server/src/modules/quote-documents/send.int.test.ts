import { DOCUMENT_MESSAGES, PROJECT_MESSAGES, QUOTE_DOCUMENT_MESSAGES } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { countOf, userIdOf } from "../../test/demo-helpers.ts";
import { versionOf } from "../../test/project-helpers.ts";
import {
  adatumCopy,
  auditTypes,
  bareQuote,
  documentRow,
  generate,
  moveTo,
  UNKNOWN_ID,
} from "./quote-documents-test-helpers.ts";
import { PUBLIC_URL, sha256, useSendingServer } from "./send-test-helpers.ts";

// Issue #17 §2: sending a document to its signers over a real SMTP peer (the links read from the mails),
// the stage move, the status the MSP sees, and the refusals that write and mail nothing.

const t = useSendingServer();
const { s, token, ctx, post, signers, linkToken, signerRows, sentProposal } = t;
type Email = Parameters<typeof token>[0];

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
      templateId: ctx.f.platformAgreement,
    });
    const res = await post(`/quotes/${quote}/documents/agreement/send`, {
      version: agreement.version,
      signers: signers(),
      countersignerUserId: ctx.countersigner,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await s.sql("select stage from projects where id = $1", [quote])).toEqual([
      { stage: "agreement" },
    ]);
  });

  it("refuses bad signers with 400 and a stale version with 409, writing and mailing nothing", async () => {
    const quote = await bareQuote(s, token, "Refused send");
    const doc = await generate(s, token, quote, {
      documentType: "proposal",
      templateId: ctx.f.platformProposal,
    });
    const url = `/quotes/${quote}/documents/proposal/send`;
    const before = await documentRow(s, quote, "proposal");
    const send = (body: Record<string, unknown>, email: Email = "sales@msp.demo") =>
      post(
        url,
        { version: doc.version, signers: signers(), countersignerUserId: ctx.countersigner, ...body },
        email,
      );
    const none = await send({ signers: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.signers).toBe(DOCUMENT_MESSAGES.signersRequired);
    const stranger = await send({ signers: [{ name: "Eve", email: "eve@evil.example", role: "" }] });
    expect(stranger.json().fields["signers.0.email"]).toBe(QUOTE_DOCUMENT_MESSAGES.signerNotContact);
    const msp = await send({
      signers: [{ userId: ctx.countersigner, name: "Nora", email: "owner@msp.demo" }],
    });
    expect(msp.json().fields["signers.0.userId"]).toBe(QUOTE_DOCUMENT_MESSAGES.signerNotContact);
    const mismatch = await send({
      signers: [{ userId: ctx.customerUser, name: "Casey", email: "other@customer.demo" }],
    });
    expect(mismatch.json().fields["signers.0.email"]).toBe(QUOTE_DOCUMENT_MESSAGES.signerEmailMismatch);
    const twice = await send({ signers: [...signers(), { name: "Casey", email: "USER@customer.demo" }] });
    expect(twice.json().fields["signers.1"]).toBe(QUOTE_DOCUMENT_MESSAGES.signerTwice);
    const counter = await send({ countersignerUserId: ctx.customerUser });
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
    expect(t.inbox().filter((m) => m.subject.includes("Refused send"))).toEqual([]);
  });

  it("refuses a quote with nothing priced (the stage rules), an expired one, and one in acceptance", async () => {
    const bare = await bareQuote(s, token);
    const doc = await generate(s, token, bare, {
      documentType: "proposal",
      templateId: ctx.f.platformProposal,
    });
    const body = { version: doc.version, signers: signers(), countersignerUserId: ctx.countersigner };
    const unpriced = await post(`/quotes/${bare}/documents/proposal/send`, body);
    expect(unpriced.statusCode).toBe(400);
    expect(unpriced.json().fields.stage).toBe(PROJECT_MESSAGES.stageNothingPriced);
    await s.sql("update projects set valid_until = '2020-01-01' where id = $1", [bare]);
    const expired = await post(`/quotes/${bare}/documents/proposal/send`, body);
    expect(expired.json().fields.validUntil).toBe(PROJECT_MESSAGES.expiredCannotSend);
    const quote = await adatumCopy(s, token);
    const proposal = await generate(s, token, quote, {
      documentType: "proposal",
      templateId: ctx.f.platformProposal,
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
