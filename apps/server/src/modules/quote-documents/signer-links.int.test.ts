import { DOCUMENT_MESSAGES, QUOTE_DOCUMENT_MESSAGES } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { userIdOf } from "../../test/demo-helpers.ts";
import type { ReceivedMail } from "../../test/smtp-peer.ts";
import { adatumCopy, auditTypes, documentRow, generate, UNKNOWN_ID } from "./quote-documents-test-helpers.ts";
import { PUBLIC_URL, sha256, useSendingServer } from "./send-test-helpers.ts";

// Issue #17 §2: a signer's fresh link (notify, link) and the reset of a sent document ("Need to edit this
// document?"), with signers that cannot be removed once sent; over a real SMTP peer.

const t = useSendingServer();
const { s, token, ctx, post, signers, received, mailsFor, linkToken, signerRows, sentProposal } = t;

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
      templateId: ctx.f.platformAgreement,
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
      countersignerUserId: ctx.countersigner,
    });
    expect(withoutCustomer.statusCode).toBe(400);
    const otherCounter = await post(url, {
      version,
      signers: signers(),
      countersignerUserId: await userIdOf(s, "admin@msp.demo"),
    });
    expect(otherCounter.statusCode).toBe(400);
    expect(otherCounter.json().fields.countersignerUserId).toBe(DOCUMENT_MESSAGES.signerNotRemovable);
    const noCustomer = await post(url, { version, signers: [], countersignerUserId: ctx.countersigner });
    expect(noCustomer.json().fields.signers).toBe(DOCUMENT_MESSAGES.signersRequired);
    const seen = received("user@customer.demo");
    const again = await post(url, { version, signers: signers(), countersignerUserId: ctx.countersigner });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().signers.map((x: { id: string }) => x.id)).toEqual([customerRow?.id, ownerRow?.id]);
    const [mail] = await mailsFor("user@customer.demo", 1, seen);
    const fresh = linkToken(mail as ReceivedMail, quote, "proposal");
    expect((await signerRows(doc.id))[0]?.token_hash).toBe(sha256(fresh));
    expect(String((await documentRow(s, quote, "proposal"))?.sent_html)).toContain("<h1>New cover</h1>");
  });

  it("refuses a draft (400), a signed document (409 document_locked), and answers 403/404 to others", async () => {
    const quote = await adatumCopy(s, token);
    const doc = await generate(s, token, quote, {
      documentType: "proposal",
      templateId: ctx.f.platformProposal,
    });
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
