import { CURRENT_DISCLOSURE } from "@q2c/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../../documents/sign-tokens.ts";
import { countOf, tokensFor, userIdOf } from "../../test/demo-helpers.ts";
import type { TestServer } from "../../test/harness.ts";
import type { SmtpPeer } from "../../test/smtp-peer.ts";
import {
  type ChoicesView as Choices,
  quoteForSigning,
  resendTestDocument,
  resetTestDocument,
  SENT_HTML,
  type SentTestDocument,
  sendTestDocument,
  signingTokenFor,
  signRequest,
  startSigningServer,
} from "./signing-test-helpers.ts";

// Issue #17 §3: reading, pricing and the refusals of signing, with the signing token.

let peer: SmtpPeer;
let s: TestServer;
const token = tokensFor(() => s);
let doc: SentTestDocument;
let quoteId = "";
const sessions: string[] = [];

beforeAll(async () => {
  ({ s, peer } = await startSigningServer());
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
  signRequest(s, q, headers, body);

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
