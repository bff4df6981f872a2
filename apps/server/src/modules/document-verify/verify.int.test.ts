import { documentPdfs, uuidv7 } from "@q2c/db";
import { DOCUMENT_VERIFY_LIMIT, DOCUMENT_VERIFY_WINDOW_MS } from "@q2c/domain";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type Started, startServer } from "../../bootstrap.ts";
import { sha256Hex } from "../../documents/sign-tokens.ts";
import { countOf, multipartFile, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import {
  quoteForSigning,
  type SentTestDocument,
  sendTestDocument,
} from "../document-signing/signing-test-helpers.ts";

// Issue #17 §4: anyone may check whether a PDF is byte for byte one of our sealed documents.

const s = useTestServer();
const token = tokensFor(() => s);
let doc: SentTestDocument;
const SEALED = Buffer.from("%PDF-1.7\n% a sealed document of the verify tests\n%%EOF\n");
const PREVIEW = Buffer.from("%PDF-1.7\n% a preview, never a proof\n%%EOF\n");
const signedAt = new Date("2026-11-30T10:15:00.000Z");

async function storePdf(kind: "sealed" | "preview", bytes: Buffer) {
  await s.deps.database.db.insert(documentPdfs).values({
    tenantId: doc.tenantId,
    id: uuidv7(),
    documentId: doc.documentId,
    projectId: doc.quoteId,
    kind,
    htmlHash: sha256Hex(doc.html),
    status: "done",
    dataBase64: bytes.toString("base64"),
    sha256: sha256Hex(bytes),
    size: bytes.length,
  });
}

beforeAll(async () => {
  const quoteId = await quoteForSigning(s, token);
  doc = await sendTestDocument(s, quoteId, [
    { name: "Ada Adatum", email: "ada.verify@adatum.test", party: "customer", role: "CEO" },
    { name: "Nora Wind", email: "owner@msp.demo", party: "msp", role: "Owner" },
  ]);
  await s.sql("update document_signers set status = 'signed', signed_at = $2 where document_id = $1", [
    doc.documentId,
    signedAt,
  ]);
  await s.sql(
    "update quote_documents set status = 'completed', seal_status = 'sealed', completed_at = $2 where id = $1",
    [doc.documentId, new Date("2026-11-30T10:16:00.000Z")],
  );
  await storePdf("sealed", SEALED);
  await storePdf("preview", PREVIEW);
});
afterEach(() => {
  vi.restoreAllMocks();
});

let ipCount = 0;
/** Each test checks from an address of its own, so the limit of one test does not reach the next. */
const newIp = () => `198.51.100.${++ipCount}`;

const verify = (bytes: Buffer, ip: string, app = s.app) => {
  const { body, headers } = multipartFile("signed.pdf", bytes, "application/pdf");
  return app.inject({
    method: "POST",
    url: "/api/v1/documents/verify",
    headers: { ...headers, "x-forwarded-for": ip },
    payload: body,
  });
};

describe("POST /documents/verify", () => {
  it("verifies a sealed PDF byte for byte, with its signers and completion", async () => {
    const res = await verify(SEALED, newIp());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: "verified",
      quoteId: doc.quoteId,
      documentType: "proposal",
      signers: [
        {
          name: "Ada Adatum",
          email: "ada.verify@adatum.test",
          role: "CEO",
          party: "customer",
          signedAt: signedAt.toISOString(),
        },
        {
          name: "Nora Wind",
          email: "owner@msp.demo",
          role: "Owner",
          party: "msp",
          signedAt: signedAt.toISOString(),
        },
      ],
      completedAt: "2026-11-30T10:16:00.000Z",
      sha256: sha256Hex(SEALED),
    });
  });

  it("does not find a copy with one byte changed, nor a preview PDF", async () => {
    const changed = Buffer.from(SEALED);
    changed[10] = (changed[10] ?? 0) ^ 1;
    const ip = newIp();
    expect((await verify(changed, ip)).json()).toEqual({ status: "not_found" });
    expect((await verify(PREVIEW, ip)).json()).toEqual({ status: "not_found" });
  });

  it("refuses a request without a file with 400, counting nothing", async () => {
    const before = await countOf(s, "select 1 from rate_limit_hits");
    const json = await s.api("POST", "/documents/verify", { body: { file: "x" } });
    expect(json.statusCode).toBe(400);
    expect(json.json().fields.file).toBe("Choose the PDF file to verify.");
    expect((await verify(Buffer.alloc(0), newIp())).statusCode).toBe(400);
    expect(await countOf(s, "select 1 from rate_limit_hits")).toBe(before);
  });

  it(`answers 429 after ${DOCUMENT_VERIFY_LIMIT} checks from one address in the window; other addresses go on`, async () => {
    const ip = newIp();
    for (let i = 0; i < DOCUMENT_VERIFY_LIMIT; i++) expect((await verify(SEALED, ip)).statusCode).toBe(200);
    const refused = await verify(SEALED, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      "Too many documents were checked from your address. Try again in a few minutes.",
    );
    expect((await verify(SEALED, newIp())).statusCode).toBe(200);
    // The window passes (a fake clock): the address may check again, and the old counts are cleared.
    const real = Date.now;
    vi.spyOn(s.deps.clock, "now").mockImplementation(
      () => new Date(real() + DOCUMENT_VERIFY_WINDOW_MS + 1000),
    );
    expect((await verify(SEALED, ip)).statusCode).toBe(200);
    expect(
      await countOf(s, "select 1 from rate_limit_hits where bucket = $1", [`documents.verify:${ip}`]),
    ).toBe(1);
  });
});

// Two servers on one PostgreSQL database, as two processes behind a load balancer: the limit is counted
// in the database under a lock, so a burst spread over both is refused beyond the limit all the same.
describe.runIf(process.env.TEST_DATABASE_URL)("the verify limit across two server processes", () => {
  let second: Started;
  beforeAll(async () => {
    second = await startServer(s.config);
  });
  afterAll(async () => second?.close());

  it("lets exactly the limit through when checks land on both at once", async () => {
    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: DOCUMENT_VERIFY_LIMIT + 6 }, (_, i) =>
        verify(SEALED, ip, i % 2 ? second.app : s.app),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(DOCUMENT_VERIFY_LIMIT);
    expect(codes.filter((c) => c === 429)).toHaveLength(6);
  });
});
