import { beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import {
  quoteForSigning,
  type SentTestDocument,
  sendTestDocument,
} from "../document-signing/signing-test-helpers.ts";
import { parseCsv } from "../product-import/csv.ts";
import { AUDIT_CSV_COLUMNS } from "./audit-csv.ts";

// Issue #17 §4: a document's audit log, as JSON and CSV, for the quote's MSP and its customer's users.

const s = useTestServer();
const token = tokensFor(() => s);
let quoteId = "";
let doc: SentTestDocument;

const NAME = 'Ada "The Signer", CEO';
const AGENT = '=HYPERLINK("https://evil.test","x")';

beforeAll(async () => {
  quoteId = await quoteForSigning(s, token);
  doc = await sendTestDocument(s, quoteId, [
    { name: NAME, email: "ada.audit@adatum.test", party: "customer" },
  ]);
  const opened = await s.api("GET", `/quotes/${quoteId}/sign`, {
    query: { documentType: "proposal", signToken: doc.signers[0]?.token ?? "" },
    headers: { "user-agent": AGENT, "x-forwarded-for": "192.0.2.44" },
  });
  expect(opened.statusCode).toBe(200);
});

const auditLog = async (
  as: Parameters<typeof token>[0],
  query?: Record<string, string>,
  q = quoteId,
  type = "proposal",
) =>
  s.api("GET", `/quotes/${q}/documents/${type}/audit-log`, {
    token: await token(as),
    ...(query ? { query } : {}),
  });

describe("GET /quotes/{quoteId}/documents/{documentType}/audit-log", () => {
  it("answers the MSP the entries in order with a verifying chain", async () => {
    const res = await auditLog("sales@msp.demo");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      quoteId,
      documentId: doc.documentId,
      documentType: "proposal",
      chain: { verified: true, brokenAtSeq: null },
    });
    expect(body.entries.map((e: { seq: number; type: string }) => [e.seq, e.type])).toEqual([
      [1, "sent"],
      [2, "opened"],
    ]);
    expect(body.entries[1]).toMatchObject({
      signerId: doc.signers[0]?.id,
      actorName: NAME,
      actorEmail: "ada.audit@adatum.test",
      ip: "192.0.2.44",
      userAgent: AGENT,
      prevHash: body.entries[0].hash,
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it("answers CSV as an attachment, quoted, with formula-like values guarded and the chain's verdict", async () => {
    const res = await auditLog("sales@msp.demo", { format: "csv" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="audit-log-proposal-${quoteId}.csv"`,
    );
    expect(res.headers["x-audit-chain"]).toBe("verified");
    expect(res.body).toContain('"Ada ""The Signer"", CEO"');
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([...AUDIT_CSV_COLUMNS]);
    expect(rows).toHaveLength(3);
    const opened = rows[2] ?? [];
    expect(opened.slice(0, 3)).toEqual(["2", expect.any(String), "opened"]);
    expect(opened[3]).toBe(NAME);
    expect(opened[7]).toBe(`'${AGENT}`);
    expect(res.body.endsWith("\r\n")).toBe(true);
  });

  it("lets the customer's users read it once the quote is shared with them, else 404", async () => {
    expect((await auditLog("user@customer.demo")).statusCode).toBe(200);
    await s.sql("update projects set shared_at = null where id = $1", [quoteId]);
    try {
      expect((await auditLog("user@customer.demo")).statusCode).toBe(404);
    } finally {
      await s.sql("update projects set shared_at = now() where id = $1", [quoteId]);
    }
  });

  it("answers 404 to another tenant and for an unknown quote, 403 to a role outside the quotes rule", async () => {
    const other = await auditLog("admin@msp2.demo");
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(doc.documentId);
    expect(
      (await auditLog("sales@msp.demo", undefined, "0190a000-0000-7000-8000-00000000dead")).statusCode,
    ).toBe(404);
    expect((await auditLog("editor@msp.demo")).statusCode).toBe(403);
  });

  it("answers 404 for a document not generated, 400 for a bad type or format", async () => {
    const none = await auditLog("sales@msp.demo", undefined, quoteId, "agreement");
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("This document has not been generated yet.");
    const badType = await auditLog("sales@msp.demo", undefined, quoteId, "invoice");
    expect(badType.statusCode).toBe(400);
    expect(badType.json().fields).toHaveProperty("documentType");
    expect((await auditLog("sales@msp.demo", { format: "xml" })).statusCode).toBe(400);
  });

  it("tells when the chain is broken, and where", async () => {
    const other = await quoteForSigning(s, token);
    const broken = await sendTestDocument(s, other, [
      { name: "Bo", email: "bo.audit@adatum.test", party: "customer" },
    ]);
    await s.api("GET", `/quotes/${other}/sign`, {
      query: { documentType: "proposal", signToken: broken.signers[0]?.token ?? "" },
    });
    // Only the owner of the table could do this: the trigger refuses every update.
    await s.sql("alter table document_audit_log disable trigger document_audit_log_append_only");
    try {
      await s.sql("update document_audit_log set actor_name = 'Mallory' where document_id = $1 and seq = 2", [
        broken.documentId,
      ]);
    } finally {
      await s.sql("alter table document_audit_log enable trigger document_audit_log_append_only");
    }
    const res = await auditLog("sales@msp.demo", undefined, other);
    expect(res.json().chain).toEqual({ verified: false, brokenAtSeq: 2 });
    const csv = await auditLog("sales@msp.demo", { format: "csv" }, other);
    expect(csv.headers["x-audit-chain"]).toBe("broken at 2");
  });
});
