import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAuditLog, verifyAuditChain } from "../documents/audit-log.ts";
import { tenantJobDeps } from "../documents/pdf/document-pdfs.ts";
import { sha256Hex } from "../documents/sign-tokens.ts";
import { tokensFor } from "../test/demo-helpers.ts";
import { FIXTURE_QUOTE, FIXTURE_TENANT, insertSentDocument, TWO_SIGNERS } from "../test/documents-fixture.ts";
import { createTestServer, type TestServer } from "../test/harness.ts";
import { pdfPagesText, pdfSig } from "../test/poppler.ts";
import { type SmtpPeer, startSmtpPeer } from "../test/smtp-peer.ts";
import { enqueueSeal } from "./seal-document.ts";
import { sweepUnsealedDocuments } from "./seal-document-sweep.ts";

// The seal job through the real queue on PGlite and PostgreSQL (issue #17 §4): a signed document becomes
// a sealed PDF that pdfsig reports valid, stored with its SHA-256, the document completed with the
// `sealed` audit entry, the PDF mailed (as an attachment) to every signer and the sales rep; queued once
// however often asked. What cannot be sealed, and a broken renderer, end as a visible failure with why,
// never a silent pending; the retry route queues it again.

type Doc = { status: string; seal_status: string; seal_error: string | null; completed_at: Date | null };
const docOf = async (s: TestServer, id: string) =>
  (
    await s.sql<Doc>(
      "select status, seal_status, seal_error, completed_at from quote_documents where id = $1",
      [id],
    )
  )[0];

async function sealSettles(s: TestServer, id: string, timeout = 90_000): Promise<Doc> {
  await expect
    .poll(async () => (await docOf(s, id))?.seal_status, { timeout, interval: 250 })
    .toMatch(/^(sealed|failed)$/);
  return (await docOf(s, id)) as Doc;
}

const sealJobs = async (s: TestServer, documentId: string) =>
  s.sql<{ state: string; retry_count: number }>(
    "select state, retry_count from pgboss.job where name = 'seal-document' and data->>'documentId' = $1 order by created_on",
    [documentId],
  );

describe("sealing a signed document", { timeout: 180_000 }, () => {
  let peer: SmtpPeer;
  let s: TestServer;
  const token = tokensFor(() => s);
  beforeAll(async () => {
    peer = await startSmtpPeer();
    s = await createTestServer({
      SMTP_URL: peer.url,
      PUBLIC_URL: "https://app.q2c.test",
      JOB_POLL_SECONDS: "0.5",
      JOB_RETRY_DELAY_SECONDS: "1",
    });
  });
  afterAll(async () => {
    await s?.close();
    await peer?.close();
  });

  it("stores a sealed PDF pdfsig reports valid, completes the document and mails the PDF to every signer and the sales rep", async () => {
    const { documentId, sentHtml } = await insertSentDocument(s);
    const deps = tenantJobDeps(s.deps, FIXTURE_TENANT);
    expect(await enqueueSeal(deps, { tenantId: FIXTURE_TENANT, documentId })).toEqual({
      sealStatus: "pending",
      sealError: null,
    });
    // Asked again at once: one job waits at most beside the one running (a stately queue), and a second
    // run finds the document sealed; below, one PDF, one `sealed` entry and one mail each say so.
    await Promise.all([1, 2, 3].map(() => enqueueSeal(deps, { tenantId: FIXTURE_TENANT, documentId })));
    expect((await sealJobs(s, documentId)).length).toBeLessThanOrEqual(2);

    const doc = await sealSettles(s, documentId);
    expect(doc).toMatchObject({ status: "completed", seal_status: "sealed", seal_error: null });
    expect(doc.completed_at).not.toBeNull();

    const sealedRows = await s.sql<{
      data_base64: string;
      sha256: string;
      page_count: number;
      html_hash: string;
    }>(
      "select data_base64, sha256, page_count, html_hash from document_pdfs where document_id = $1 and kind = 'sealed'",
      [documentId],
    );
    expect(sealedRows).toHaveLength(1);
    const [row] = sealedRows;
    const pdf = Buffer.from(row?.data_base64 ?? "", "base64");
    expect(sha256Hex(pdf)).toBe(row?.sha256);
    expect(row?.html_hash).toBe(sha256Hex(sentHtml));
    const report = pdfSig(pdf);
    expect(report).toContain("Signature Validation: Signature is Valid.");
    expect(report).toContain("Total document signed");
    // One byte changed inside the signed range.
    const copy = Buffer.from(pdf);
    const at = Math.floor(Number(/\/ByteRange\s*\[\s*0\s+(\d+)/.exec(pdf.toString("latin1"))?.[1]) / 2);
    copy[at] = (copy[at] ?? 0) ^ 0x01;
    expect(pdfSig(copy)).not.toContain("Signature is Valid.");

    const pages = pdfPagesText(pdf);
    expect(pages).toHaveLength(row?.page_count ?? -1);
    expect(pages[0]).toContain("Managed Wi-Fi for Adatum");
    expect(pages[0]).toContain("Northwind IT · Proposal");
    const text = pages.join("\n");
    expect(text).toContain("Certificate of completion");
    expect(text).toContain(sha256Hex(sentHtml));
    for (const signer of TWO_SIGNERS) expect(text).toContain(signer.email);
    expect(text).toContain("Audit trail");

    const audit = await readAuditLog(s.deps.database.db, FIXTURE_TENANT, documentId);
    expect(verifyAuditChain(audit)).toEqual({ ok: true });
    expect(audit.filter((a) => a.type === "sealed")).toHaveLength(1);
    expect(audit.at(-1)).toMatchObject({ type: "sealed", data: { pdfSha256: row?.sha256 } });

    // The sales rep of the quote, then every signer, each once, with the PDF attached byte for byte.
    const [owner] = await s.sql<{ email: string }>(
      "select u.email from users u join projects p on p.owner_user_id = u.id where p.id = $1",
      [FIXTURE_QUOTE],
    );
    const recipients = [...new Set([...TWO_SIGNERS.map((x) => x.email), ...(owner ? [owner.email] : [])])];
    await expect
      .poll(() => recipients.every((to) => peer.receivedBy(to) === 1), { timeout: 20_000 })
      .toBe(true);
    for (const to of recipients) {
      const mail = peer.inbox.find((m) => m.to.includes(to));
      expect(mail?.subject).toBe("Signed and sealed: Managed Wi-Fi proposal");
      expect(mail?.text).toContain(row?.sha256);
      expect(mail?.text).toContain("https://app.q2c.test/verify");
      expect(mail?.attachments).toHaveLength(1);
      expect(mail?.attachments[0]).toMatchObject({
        filename: "managed-wi-fi-proposal-sealed.pdf",
        contentType: "application/pdf",
      });
      expect(sha256Hex(mail?.attachments[0]?.content ?? Buffer.alloc(0))).toBe(row?.sha256);
    }

    // The route answers the sealed PDF, byte for byte.
    const res = await s.api("GET", `/quotes/${FIXTURE_QUOTE}/documents/proposal/pdf`, {
      token: await token("sales@msp.demo"),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/-sealed\.pdf"/);
    expect(sha256Hex(res.rawPayload)).toBe(row?.sha256);

    // Sealed stays sealed: no second job, the retry route refuses.
    expect(await enqueueSeal(deps, { tenantId: FIXTURE_TENANT, documentId })).toMatchObject({
      sealStatus: "sealed",
    });
    const retry = await s.api("POST", `/quotes/${FIXTURE_QUOTE}/documents/proposal/seal/retry`, {
      token: await token("sales@msp.demo"),
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe("The document is already sealed.");
    await expect
      .poll(async () =>
        (await sealJobs(s, documentId)).every((j) => j.state === "completed" && j.retry_count === 0),
      )
      .toBe(true);
  });

  it("seals at start-up a signed document left without a seal (its process died before queueing it)", async () => {
    const { documentId } = await insertSentDocument(s);
    expect(await docOf(s, documentId)).toMatchObject({ status: "signed", seal_status: "none" });
    expect(await sweepUnsealedDocuments(s.deps, s.app.log)).toBe(1);
    expect(await sealSettles(s, documentId)).toMatchObject({ status: "completed", seal_status: "sealed" });
    expect(await sweepUnsealedDocuments(s.deps, s.app.log)).toBe(0);
  });

  it("fails at once, saying why, when not every signer has signed; the document stays sent", async () => {
    const { documentId } = await insertSentDocument(s, [
      { name: "Alex Adatum", email: "user@customer.demo", party: "customer", signed: true },
      { name: "Nora Wind", email: "owner@msp.demo", party: "msp", signed: false },
    ]);
    await enqueueSeal(tenantJobDeps(s.deps, FIXTURE_TENANT), { tenantId: FIXTURE_TENANT, documentId });
    const doc = await sealSettles(s, documentId);
    expect(doc).toMatchObject({
      status: "sent",
      seal_status: "failed",
      seal_error: "Not every signer has signed yet (1 of 2).",
      completed_at: null,
    });
    expect(await s.sql("select 1 from document_pdfs where document_id = $1", [documentId])).toEqual([]);
    // Not retried: the same rows would fail the same way.
    await expect.poll(() => sealJobs(s, documentId)).toEqual([{ state: "completed", retry_count: 0 }]);
  });
});

describe("sealing with the renderer broken", { timeout: 180_000 }, () => {
  let s: TestServer;
  const token = tokensFor(() => s);
  beforeAll(async () => {
    s = await createTestServer({
      CHROMIUM_PATH: "/nonexistent/chromium",
      JOB_POLL_SECONDS: "0.5",
      JOB_RETRY_DELAY_SECONDS: "1",
    });
  });
  afterAll(async () => s?.close());

  it("ends failed with the reason after its tries (never pending), and the retry route queues it again", async () => {
    const { documentId } = await insertSentDocument(s);
    await enqueueSeal(tenantJobDeps(s.deps, FIXTURE_TENANT), { tenantId: FIXTURE_TENANT, documentId });
    const doc = await sealSettles(s, documentId, 60_000);
    expect(doc).toMatchObject({ status: "completed", seal_status: "failed" });
    expect(doc.seal_error).toMatch(/^Chromium could not be started: /);
    expect(doc.completed_at).not.toBeNull();
    expect(await s.sql("select 1 from document_pdfs where document_id = $1", [documentId])).toEqual([]);
    expect((await s.app.inject({ method: "GET", url: "/api/health" })).json()).toMatchObject({
      pdf: "degraded",
    });

    const res = await s.api("POST", `/quotes/${FIXTURE_QUOTE}/documents/proposal/seal/retry`, {
      token: await token("sales@msp.demo"),
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sealStatus: "pending", sealError: null });
    expect((await sealJobs(s, documentId)).some((j) => j.state === "created" || j.state === "active")).toBe(
      true,
    );
  });
});
