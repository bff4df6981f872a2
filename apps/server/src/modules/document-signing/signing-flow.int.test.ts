import { CURRENT_DISCLOSURE } from "@q2c/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAuditLog, verifyAuditChain } from "../../documents/audit-log.ts";
import { sha256Hex } from "../../documents/sign-tokens.ts";
import { countOf, tokensFor, userIdOf } from "../../test/demo-helpers.ts";
import { createTestServer, type TestServer } from "../../test/harness.ts";
import { type SmtpPeer, startSmtpPeer } from "../../test/smtp-peer.ts";
import {
  DRAWN_SIGNATURE,
  quoteForSigning,
  resendTestDocument,
  resetTestDocument,
  SENT_HTML,
  type SentTestDocument,
  sendTestDocument,
  signingTokenFor,
} from "./signing-test-helpers.ts";

// Issue #17 §3: reading, pricing and signing with the signing token; the last signature completes.

let peer: SmtpPeer;
let s: TestServer;
const token = tokensFor(() => s);
let doc: SentTestDocument;
let quoteId = "";
const sessions: string[] = [];

beforeAll(async () => {
  peer = await startSmtpPeer();
  s = await createTestServer({
    SMTP_URL: peer.url,
    PUBLIC_URL: "https://app.q2c.test",
    JOB_POLL_SECONDS: "0.5",
    JOB_RETRY_DELAY_SECONDS: "1",
  });
  quoteId = await quoteForSigning(s, token);
  await s.api("POST", `/projects/${quoteId}/watch`, { token: await token("sales@msp.demo") });
  doc = await sendTestDocument(s, quoteId, [
    { name: "Ada Adatum", email: "ada.flow@adatum.test", party: "customer", role: "CEO" },
    { name: "Bob Adatum", email: "bob.flow@adatum.test", party: "customer", role: "CFO" },
    {
      name: "Nora Wind",
      email: "owner@msp.demo",
      party: "msp",
      role: "Owner",
      userId: await userIdOf(s, "owner@msp.demo"),
    },
  ]);
  for (const signer of doc.signers) sessions.push(await signingTokenFor(s, peer, doc, signer));
});
afterAll(async () => {
  await s?.close();
  await peer?.close();
});

const session = (i: number) => ({ "x-signing-token": sessions[i] ?? "" });
const readDocument = (i: number, q = quoteId) =>
  s.api("GET", `/quotes/${q}/sign/document`, { headers: session(i) });
const price = (i: number, choices: unknown) =>
  s.api("POST", `/quotes/${quoteId}/sign/price`, { headers: session(i), body: { choices } });
const sign = (i: number, body: Record<string, unknown>, q = quoteId, headers = session(i)) =>
  s.api("POST", `/quotes/${q}/sign`, {
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

interface Choices {
  editable: boolean;
  optional: { lineId: string; name: string; chosen: boolean; totalsWhenChosen: { termTotal: string } }[];
  alternatives: {
    groupKey: string;
    chosenLineId: string;
    options: { lineId: string; name: string; totalsWhenChosen: { termTotal: string } }[];
  }[];
  current: unknown;
}

/** What a signer's row and the document's log hold, to prove a refusal wrote nothing. */
const written = async () => ({
  signers: await s.sql(
    "select id, status, signed_at, choices from document_signers where document_id = $1 order by position",
    [doc.documentId],
  ),
  audit: await countOf(s, "select 1 from document_audit_log where document_id = $1", [doc.documentId]),
  project: await s.sql("select version, stage from projects where id = $1", [quoteId]),
});

describe("GET /quotes/{quoteId}/sign/document", () => {
  it("answers the sent HTML with its hash, the disclosure, the choices and prices only; viewed once", async () => {
    const res = await readDocument(0);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.html).toBe(SENT_HTML);
    expect(body.documentHash).toBe(sha256Hex(SENT_HTML));
    expect(body.headerHtml).toBe("<p>Northwind IT</p>");
    expect(body.disclosure).toEqual(CURRENT_DISCLOSURE);
    const choices = body.choices as Choices;
    expect(choices.editable).toBe(true);
    expect(choices.optional).toHaveLength(1);
    expect(choices.optional[0]).toMatchObject({ name: expect.stringMatching(/survey/i), chosen: false });
    const [group] = choices.alternatives;
    expect(group?.options).toHaveLength(3);
    expect(group?.options.find((o) => o.lineId === group.chosenLineId)?.name).toMatch(/MR46/);
    // The same engine as the builder: the quote's stored totals.
    const [stored] = await s.sql<{ totals: { termTotal: string; oneTimeTotal: string } }>(
      "select totals from projects where id = $1",
      [quoteId],
    );
    expect(body.totals.termTotal).toBe(stored?.totals.termTotal);
    expect(body.totals.oneTimeTotal).toBe(stored?.totals.oneTimeTotal);
    expect(res.body).not.toMatch(/cost|margin|profit/i);
    await readDocument(0);
    expect(
      await countOf(
        s,
        "select 1 from document_audit_log where document_id = $1 and type = 'viewed' and signer_id = $2",
        [doc.documentId, doc.signers[0]?.id],
      ),
    ).toBe(1);
  });

  it("refuses a missing, forged or other quote's signing token with 401", async () => {
    const other = await quoteForSigning(s, token);
    const otherDoc = await sendTestDocument(s, other, [
      { name: "Carl", email: "carl.flow@adatum.test", party: "customer" },
    ]);
    const otherSession = await signingTokenFor(
      s,
      peer,
      otherDoc,
      otherDoc.signers[0] as SentTestDocument["signers"][0],
    );
    const forged = `${sessions[0]?.slice(0, -4)}AAAA`;
    for (const headers of [
      {} as Record<string, string>,
      { "x-signing-token": forged },
      { "x-signing-token": otherSession },
    ]) {
      const res = await s.api("GET", `/quotes/${quoteId}/sign/document`, { headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe("signing_session_invalid");
    }
    // Nor may it sign here; on its own quote it reads.
    expect((await sign(0, {}, quoteId, { "x-signing-token": otherSession })).statusCode).toBe(401);
    expect(
      (await s.api("GET", `/quotes/${other}/sign/document`, { headers: { "x-signing-token": otherSession } }))
        .statusCode,
    ).toBe(200);
    // An access token is not a signing token.
    const access = await token("owner@msp.demo");
    expect(
      (await s.api("GET", `/quotes/${quoteId}/sign/document`, { headers: { "x-signing-token": access } }))
        .statusCode,
    ).toBe(401);
  });
});

describe("POST /quotes/{quoteId}/sign/price", () => {
  it("prices a choice with the builder's engine and writes nothing", async () => {
    const choices = (await readDocument(0)).json().choices as Choices;
    const survey = choices.optional[0];
    const group = choices.alternatives[0];
    const good = group?.options[0];
    const before = await written();
    const on = await price(0, { optional: [{ lineId: survey?.lineId, chosen: true }] });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().termTotal).toBe(survey?.totalsWhenChosen.termTotal);
    const cheaper = await price(0, { alternatives: [{ groupKey: group?.groupKey, lineId: good?.lineId }] });
    expect(cheaper.json().termTotal).toBe(good?.totalsWhenChosen.termTotal);
    expect(Object.keys(cheaper.json()).sort()).toEqual(
      ["discount", "estimatedSalesTax", "oneTimeTotal", "recurringTotals", "termMonths", "termTotal"].sort(),
    );
    expect(await written()).toEqual(before);
  });

  it("refuses a choice the quote does not offer, or two lines of one group, with 400", async () => {
    const choices = (await readDocument(0)).json().choices as Choices;
    const group = choices.alternatives[0];
    const unknown = await price(0, { optional: [{ lineId: group?.options[0]?.lineId, chosen: true }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({
      "choices.optional.0.lineId": "This is not a choice the quote offers.",
    });
    const twice = await price(0, {
      alternatives: [
        { groupKey: group?.groupKey, lineId: group?.options[0]?.lineId },
        { groupKey: group?.groupKey, lineId: group?.options[1]?.lineId },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields["choices.alternatives.1.groupKey"]).toBe("Pick one option of each group.");
  });
});

describe("POST /quotes/{quoteId}/sign refusals", () => {
  it("refuses a stale hash 409, no or another consent 400, a bad signature 400, no initials 400, writing nothing", async () => {
    const before = await written();
    const stale = await sign(0, { documentHash: "0".repeat(64) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      "The document has changed since you opened it. Review it again before signing.",
    );
    const noConsent = await sign(0, { consent: undefined });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().fields.consent).toBe("Agree to sign electronically to continue.");
    expect((await sign(0, { consent: { disclosureVersion: "1999-01-01" } })).statusCode).toBe(400);
    const notPng = await sign(0, {
      signature: {
        kind: "drawn",
        value: `data:image/png;base64,${Buffer.from("GIF89a-not-a-png-at-all".repeat(4)).toString("base64")}`,
      },
    });
    expect(notPng.statusCode).toBe(400);
    expect(notPng.json().fields["signature.value"]).toBe(
      "A drawn signature must be a PNG image of at most 512 KB.",
    );
    expect(
      (await sign(0, { signature: { kind: "drawn", value: "data:image/svg+xml;base64,PHN2Zz4=" } }))
        .statusCode,
    ).toBe(400);
    expect((await sign(0, { signature: { kind: "typed", value: "  " } })).statusCode).toBe(400);
    const noInitials = await sign(0, { initials: "" });
    expect(noInitials.statusCode).toBe(400);
    expect(noInitials.json().fields.initials).toBe("Add your initials.");
    expect((await sign(0, { timeZone: "Mars/Olympus" })).statusCode).toBe(400);
    expect(await written()).toEqual(before);
  });

  it("answers 410 to a signing token from before a reset, and 404 to the old link", async () => {
    const agreement = await sendTestDocument(
      s,
      quoteId,
      [{ name: "Ada Adatum", email: "ada.flow@adatum.test", party: "customer" }],
      {
        documentType: "agreement",
      },
    );
    const signer = agreement.signers[0] as SentTestDocument["signers"][0];
    const before = await signingTokenFor(s, peer, agreement, signer);
    await resetTestDocument(s, agreement.documentId);
    const [fresh] = await resendTestDocument(s, agreement);
    const headers = { "x-signing-token": before };
    const read = await s.api("GET", `/quotes/${quoteId}/sign/document`, { headers });
    expect(read.statusCode).toBe(410);
    expect(read.json().message).toBe("This signing link is no longer valid. Ask the sender for a new one.");
    expect((await sign(0, {}, quoteId, headers)).statusCode).toBe(410);
    const oldLink = await s.api("GET", `/quotes/${quoteId}/sign`, {
      query: { documentType: "agreement", signToken: signer.token },
    });
    expect(oldLink.statusCode).toBe(404);
    const newLink = await s.api("GET", `/quotes/${quoteId}/sign`, {
      query: { documentType: "agreement", signToken: fresh ?? "" },
    });
    expect(newLink.statusCode).toBe(200);
  });

  it("refuses to sign a declined quote with 409", async () => {
    const [{ status } = { status: "" }] = await s.sql<{ status: string }>(
      "select status from projects where id = $1",
      [quoteId],
    );
    await s.sql("update projects set status = 'declined' where id = $1", [quoteId]);
    try {
      const res = await sign(0, {});
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        "This quote can no longer be signed as it stands. Ask the sender to send it again.",
      );
    } finally {
      await s.sql("update projects set status = $2 where id = $1", [quoteId, status]);
    }
  });
});

describe("signing to completion", () => {
  it("keeps the evidence, fixes the first customer's choices, and the last signature accepts the quote", async () => {
    const choices = (await readDocument(0)).json().choices as Choices;
    const survey = choices.optional[0];
    const group = choices.alternatives[0];
    const good = group?.options[0];
    const picked = {
      optional: [{ lineId: survey?.lineId, chosen: true }],
      alternatives: [{ groupKey: group?.groupKey, lineId: good?.lineId }],
    };
    const expected = (await price(0, picked)).json();
    const versionBefore =
      (await s.sql<{ version: number }>("select version from projects where id = $1", [quoteId]))[0]
        ?.version ?? 0;

    const first = await sign(0, { choices: picked });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ signedAt: expect.any(String), documentStatus: "sent", completed: false });
    const [ada] = await s.sql<Record<string, unknown>>(
      `select status, consent_at, disclosure_version, ip, user_agent, time_zone, signature_kind, signature_value,
              initials, viewed_html_hash, choices from document_signers where id = $1`,
      [doc.signers[0]?.id],
    );
    expect(ada).toMatchObject({
      status: "signed",
      consent_at: expect.any(Date),
      disclosure_version: CURRENT_DISCLOSURE.version,
      ip: "198.51.100.23",
      user_agent: "Phone Browser/2.0",
      time_zone: "Europe/Berlin",
      signature_kind: "drawn",
      signature_value: DRAWN_SIGNATURE,
      initials: "AA",
      viewed_html_hash: sha256Hex(SENT_HTML),
    });
    const [signedEntry] = await s.sql<{ ip: string; user_agent: string; data: Record<string, unknown> }>(
      "select ip, user_agent, data from document_audit_log where signer_id = $1 and type = 'signed'",
      [doc.signers[0]?.id],
    );
    expect(signedEntry).toMatchObject({
      ip: "198.51.100.23",
      user_agent: "Phone Browser/2.0",
      data: {
        documentHash: sha256Hex(SENT_HTML),
        disclosureVersion: CURRENT_DISCLOSURE.version,
        signatureKind: "drawn",
        timeZone: "Europe/Berlin",
        choices: picked,
        peerAddress: "127.0.0.1",
      },
    });
    expect((await sign(0, {})).statusCode).toBe(409);

    // The second customer sees the first one's choices, fixed.
    const bob = (await readDocument(1)).json();
    expect(bob.choices.editable).toBe(false);
    expect(bob.choices.current).toEqual(picked);
    expect(bob.totals.termTotal).toBe(expected.termTotal);
    const differing = await sign(1, {
      choices: { optional: [{ lineId: survey?.lineId, chosen: false }] },
      initials: "BA",
    });
    expect(differing.statusCode).toBe(409);
    expect(differing.json().message).toBe(
      "The choices were fixed by the customer who signed first. Review them again before signing.",
    );
    expect((await sign(1, { choices: picked, initials: "BA" })).json().completed).toBe(false);

    // The MSP countersigns last, with a typed signature.
    const last = await sign(2, { signature: { kind: "typed", value: "Nora Wind" }, initials: "NW" });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json()).toMatchObject({ documentStatus: "signed", completed: true });

    const [project] = await s.sql<{
      stage: string;
      accepted_at: Date | null;
      version: number;
      totals: { termTotal: string };
    }>("select stage, accepted_at, version, totals from projects where id = $1", [quoteId]);
    expect(project?.stage).toBe("acceptance");
    expect(project?.accepted_at).toBeInstanceOf(Date);
    expect(project?.version).toBe(versionBefore + 1);
    expect(project?.totals.termTotal).toBe(expected.termTotal);
    const lines = await s.sql<{ id: string; chosen: boolean }>(
      "select id, chosen from project_lines where id = any($1::uuid[])",
      [[survey?.lineId, ...(group?.options.map((o) => o.lineId) ?? [])]],
    );
    const chosen = Object.fromEntries(lines.map((l) => [l.id, l.chosen]));
    expect(chosen[survey?.lineId ?? ""]).toBe(true);
    expect(group?.options.map((o) => chosen[o.lineId])).toEqual([true, false, false]);
    const [document] = await s.sql<{ status: string; seal_status: string }>(
      "select status, seal_status from quote_documents where id = $1",
      [doc.documentId],
    );
    expect(document).toEqual({ status: "signed", seal_status: "pending" });

    const entries = await readAuditLog(s.deps.database.db, doc.tenantId, doc.documentId);
    expect(entries.filter((e) => e.type === "signed")).toHaveLength(3);
    expect(entries.at(-1)?.type).toBe("completed");
    expect(verifyAuditChain(entries)).toEqual({ ok: true });
    expect(
      await countOf(
        s,
        "select 1 from project_events where project_id = $1 and type = 'accepted' and data->>'by' = 'signature'",
        [quoteId],
      ),
    ).toBe(1);
    const salesId = await userIdOf(s, "sales@msp.demo");
    expect(
      await countOf(s, "select 1 from notifications where user_id = $1 and data->>'projectId' = $2", [
        salesId,
        quoteId,
      ]),
    ).toBeGreaterThan(0);
    // Every signer has signed: a signing token of this document signs nothing more.
    expect((await sign(1, { choices: picked, initials: "BA" })).statusCode).toBe(409);
  });
});

describe("signatures at once", () => {
  it("complete the document exactly once", async () => {
    const other = await quoteForSigning(s, token);
    const pair = await sendTestDocument(s, other, [
      { name: "Cy Adatum", email: "cy.flow@adatum.test", party: "customer" },
      { name: "Di Adatum", email: "di.flow@adatum.test", party: "customer" },
    ]);
    const [cy, di] = pair.signers as [SentTestDocument["signers"][0], SentTestDocument["signers"][0]];
    const both = [await signingTokenFor(s, peer, pair, cy), await signingTokenFor(s, peer, pair, di)];
    const answers = await Promise.all(
      both.map((t, i) => sign(0, { initials: i ? "DA" : "CA" }, other, { "x-signing-token": t })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers.map((r) => r.json().completed).sort()).toEqual([false, true]);
    expect(
      await countOf(s, "select 1 from document_audit_log where document_id = $1 and type = 'completed'", [
        pair.documentId,
      ]),
    ).toBe(1);
    expect(
      await countOf(s, "select 1 from project_events where project_id = $1 and type = 'accepted'", [other]),
    ).toBe(1);
    const entries = await readAuditLog(s.deps.database.db, pair.tenantId, pair.documentId);
    expect(verifyAuditChain(entries)).toEqual({ ok: true });
  });
});
