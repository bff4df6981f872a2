import { CURRENT_DISCLOSURE } from "@q2c/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAuditLog, verifyAuditChain } from "../../documents/audit-log.ts";
import { sha256Hex } from "../../documents/sign-tokens.ts";
import { countOf, tokensFor, userIdOf } from "../../test/demo-helpers.ts";
import type { TestServer } from "../../test/harness.ts";
import type { SmtpPeer } from "../../test/smtp-peer.ts";
import {
  type ChoicesView as Choices,
  DRAWN_SIGNATURE,
  quoteForSigning,
  SENT_HTML,
  type SentTestDocument,
  sendTestDocument,
  signingTokenFor,
  signRequest,
  startSigningServer,
} from "./signing-test-helpers.ts";

// Issue #17 §3: the evidence of each signature, the customer's choices fixed by the first, and the last
// signature moving the quote to acceptance with those choices.

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
