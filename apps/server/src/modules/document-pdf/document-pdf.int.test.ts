import { describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { FIXTURE_QUOTE, insertDraftDocument, insertSentDocument } from "../../test/documents-fixture.ts";
import { useTestServer } from "../../test/harness.ts";
import { pdfPagesText } from "../../test/poppler.ts";

// GET /quotes/{quoteId}/documents/{documentType}/pdf (issue #17 §2) through the real job queue on PGlite
// and PostgreSQL: 202 with the render's state after queueing it, then the PDF; one render however often
// it is asked; a customer only for sent documents; another tenant 404; bad input 400 with nothing written.

const s = useTestServer({ JOB_POLL_SECONDS: "0.5", JOB_RETRY_DELAY_SECONDS: "1" });
const token = tokensFor(() => s);
const pdfUrl = (type = "proposal", quote: string = FIXTURE_QUOTE) => `/quotes/${quote}/documents/${type}/pdf`;

async function get(email: Parameters<typeof token>[0], url = pdfUrl(), query?: Record<string, string>) {
  return s.api("GET", url, { token: await token(email), ...(query ? { query } : {}) });
}

/** Asks until the PDF is there (each ask after the first finds the render queued or done). */
async function pdfOf(email: Parameters<typeof token>[0], url = pdfUrl()) {
  const until = Date.now() + 60_000;
  for (;;) {
    const res = await get(email, url);
    if (res.statusCode === 200) return res;
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().status).not.toBe("failed");
    if (Date.now() > until) throw new Error(`no PDF: ${res.body}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const previews = async (documentId: string) =>
  s.sql<{ status: string; n: number }>(
    "select status, count(*)::int as n from document_pdfs where document_id = $1 and kind = 'preview' group by status order by status",
    [documentId],
  );

describe("GET /quotes/{quoteId}/documents/{documentType}/pdf", { timeout: 120_000 }, () => {
  it("answers 400 for a bad document type or quote id and 404 for a document not generated, writing nothing", async () => {
    await s.sql("delete from quote_documents where project_id = $1", [FIXTURE_QUOTE]);
    const badType = await get("sales@msp.demo", pdfUrl("invoice"));
    expect(badType.statusCode).toBe(400);
    expect(badType.json().fields).toHaveProperty("documentType");
    expect((await get("sales@msp.demo", "/quotes/not-a-uuid/documents/proposal/pdf")).statusCode).toBe(400);
    const missing = await get("sales@msp.demo");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("This document has not been generated yet.");
    expect(await s.sql("select 1 from document_pdfs")).toEqual([]);
  });

  it("queues a draft's PDF, then answers it: the visible sections with the header and footer on its page", async () => {
    const documentId = await insertDraftDocument(s);
    const first = await get("sales@msp.demo");
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ status: "queued" });
    expect(first.headers["cache-control"]).toBe("no-store");
    const res = await pdfOf("sales@msp.demo");
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="quote-\d+-managed-wi-fi-proposal\.pdf"/,
    );
    const [page] = pdfPagesText(res.rawPayload);
    expect(page).toContain("Draft cover");
    expect(page).toContain("Draft acceptance");
    expect(page).toContain("Northwind IT");
    expect(page).toContain("Draft footer");
    expect(page).not.toContain("HIDDEN-SECTION");
    const [row] = await s.sql<{ sha256: string; page_count: number; size: number; attempts: number }>(
      "select sha256, page_count, size, attempts from document_pdfs where document_id = $1",
      [documentId],
    );
    expect(row).toMatchObject({ page_count: 1, size: res.rawPayload.length, attempts: 1 });
    expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("queues one render however many ask at once, and renders again when the document changes", async () => {
    const documentId = await insertDraftDocument(s);
    const asks = await Promise.all([1, 2, 3].map(() => get("sales@msp.demo")));
    expect(asks.map((r) => r.statusCode)).toEqual([202, 202, 202]);
    expect(await previews(documentId)).toHaveLength(1);
    const jobs = await s.sql<{ n: number }>(
      "select count(*)::int as n from pgboss.job where name = 'render-document-pdf' and data->>'pdfId' in (select id::text from document_pdfs where document_id = $1)",
      [documentId],
    );
    expect(jobs[0]?.n).toBe(1);
    await pdfOf("sales@msp.demo");

    await s.sql(
      `update quote_documents set sections = jsonb_set(sections, '{0,html}', '"<h1>Changed cover</h1>"') where id = $1`,
      [documentId],
    );
    const changed = await pdfOf("sales@msp.demo");
    expect(pdfPagesText(changed.rawPayload)[0]).toContain("Changed cover");
    // The earlier render went when the new one was queued.
    expect(await previews(documentId)).toEqual([{ status: "done", n: 1 }]);
  });

  it("lets the customer read a sent document once the quote is shared, never a draft", async () => {
    await insertDraftDocument(s);
    await s.sql("update projects set shared_at = now() where id = $1", [FIXTURE_QUOTE]);
    const draft = await get("user@customer.demo");
    expect(draft.statusCode).toBe(404);
    expect(await s.sql("select 1 from document_pdfs")).toEqual([]);

    const { sentHtml } = await insertSentDocument(s, [
      { name: "Alex Adatum", email: "user@customer.demo", party: "customer", signed: false },
    ]);
    const sent = await pdfOf("user@customer.demo");
    const [page] = pdfPagesText(sent.rawPayload);
    expect(page).toContain("Managed Wi-Fi for Adatum");
    expect(page).toContain("Northwind IT · Proposal");
    expect(sentHtml).toContain("signed version");

    await s.sql("update projects set shared_at = null where id = $1", [FIXTURE_QUOTE]);
    expect((await get("user@customer.demo")).statusCode).toBe(404);
  });

  it("answers 404 to another tenant and 403 to a role without quotes", async () => {
    await insertSentDocument(s);
    expect((await get("admin@msp2.demo")).statusCode).toBe(404);
    expect((await get("editor@msp.demo")).statusCode).toBe(403);
    expect(await s.sql("select 1 from document_pdfs")).toEqual([]);
  });
});

describe("POST /quotes/{quoteId}/documents/{documentType}/seal/retry refusals", { timeout: 60_000 }, () => {
  const retry = async (email: Parameters<typeof token>[0], type = "proposal") =>
    s.api("POST", `/quotes/${FIXTURE_QUOTE}/documents/${type}/seal/retry`, { token: await token(email) });

  it("answers 409 for a document not signed by everyone, 404 to a customer and another tenant, 403 by role", async () => {
    const { documentId } = await insertSentDocument(s, [
      { name: "Alex Adatum", email: "user@customer.demo", party: "customer", signed: false },
    ]);
    const early = await retry("sales@msp.demo");
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      "Not every signer has signed this document: there is nothing to seal yet.",
    );
    expect((await retry("user@customer.demo")).statusCode).toBe(404);
    expect((await retry("admin@msp2.demo")).statusCode).toBe(404);
    expect((await retry("editor@msp.demo")).statusCode).toBe(403);
    expect((await retry("sales@msp.demo", "invoice")).statusCode).toBe(400);
    const [doc] = await s.sql<{ seal_status: string }>(
      "select seal_status from quote_documents where id = $1",
      [documentId],
    );
    expect(doc?.seal_status).toBe("none");
    expect(await s.sql("select 1 from pgboss.job where name = 'seal-document'")).toEqual([]);
  });
});
