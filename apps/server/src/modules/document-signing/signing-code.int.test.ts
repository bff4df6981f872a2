import { OTP_RESEND_AFTER_MS, OTP_VALID_MS } from "@q2c/domain";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { createTestServer, type TestServer } from "../../test/harness.ts";
import { type SmtpPeer, startSmtpPeer } from "../../test/smtp-peer.ts";
import {
  codeOf,
  nextMailTo,
  quoteForSigning,
  resetTestDocument,
  type SentTestDocument,
  sendTestDocument,
} from "./signing-test-helpers.ts";

// Issue #17 §3: the signing link before the code, and the one-time code over a real SMTP peer.

let peer: SmtpPeer;
let s: TestServer;
const token = tokensFor(() => s);
let doc: SentTestDocument;
let quoteId = "";

beforeAll(async () => {
  peer = await startSmtpPeer();
  s = await createTestServer({
    SMTP_URL: peer.url,
    PUBLIC_URL: "https://app.q2c.test",
    JOB_POLL_SECONDS: "0.5",
    JOB_RETRY_DELAY_SECONDS: "1",
  });
  quoteId = await quoteForSigning(s, token);
  doc = await sendTestDocument(s, quoteId, [
    { name: "Ada Adatum", email: "ada.signer@adatum.test", party: "customer", role: "CEO" },
    { name: "Nora Wind", email: "nora.signer@northwind.test", party: "msp", role: "Owner" },
  ]);
});
afterAll(async () => {
  await s?.close();
  await peer?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const MINUTE = 60_000;

/** Moves the server's clock by `ms` from now on. */
function moveClock(ms: number) {
  const real = Date.now;
  vi.spyOn(s.deps.clock, "now").mockImplementation(() => new Date(real() + ms));
}

const link = (i = 0) => ({ documentType: doc.documentType, signToken: doc.signers[i]?.token ?? "" });
const signer = (i: number) => doc.signers[i] as SentTestDocument["signers"][number];
const askCode = (i = 0) => s.api("POST", `/quotes/${quoteId}/one-time-password`, { body: link(i) });
const validate = (code: string, i = 0) =>
  s.api("POST", `/quotes/${quoteId}/sign/otp/validate`, { body: { ...link(i), code } });
const auditTypes = async (signerId: string) =>
  (
    await s.sql<{ type: string }>(
      "select type from document_audit_log where document_id = $1 and signer_id = $2 order by seq",
      [doc.documentId, signerId],
    )
  ).map((r) => r.type);

/** Asks for a code and reads it from the mail. */
async function mailedCode(i = 0): Promise<string> {
  const seen = peer.receivedBy(signer(i).email);
  const res = await askCode(i);
  expect(res.statusCode, res.body).toBe(200);
  return codeOf(await nextMailTo(peer, signer(i).email, seen));
}

describe("GET /quotes/{quoteId}/sign", () => {
  it("shows who signs, the MSP and the document's state, never its content, and records the first opening", async () => {
    const res = await s.api("GET", `/quotes/${quoteId}/sign`, {
      query: link(),
      headers: { "user-agent": "Signer Browser/1.0", "x-forwarded-for": "203.0.113.9" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json();
    expect(body).toEqual({
      quoteId,
      documentType: "proposal",
      documentStatus: "sent",
      signer: {
        name: "Ada Adatum",
        maskedEmail: "a***@a***.test",
        party: "customer",
        status: "opened",
        signed: false,
      },
      msp: { name: "Northwind IT", logoUrl: null, primaryColor: "#1D4ED8", secondaryColor: "" },
    });
    expect(res.body).not.toContain("Wi-Fi for");
    expect(res.body).not.toContain("ada.signer@adatum.test");
    // Opened once: a second visit records nothing more.
    await s.api("GET", `/quotes/${quoteId}/sign`, { query: link() });
    expect(await auditTypes(signer(0).id)).toEqual(["opened"]);
    const [row] = await s.sql<{ status: string; opened_at: Date | null }>(
      "select status, opened_at from document_signers where id = $1",
      [signer(0).id],
    );
    expect(row?.status).toBe("opened");
    expect(row?.opened_at).not.toBeNull();
    const [entry] = await s.sql<{ ip: string; user_agent: string }>(
      "select ip, user_agent from document_audit_log where document_id = $1 and type = 'opened'",
      [doc.documentId],
    );
    expect(entry).toEqual({ ip: "203.0.113.9", user_agent: "Signer Browser/1.0" });
  });

  it("shows the MSP's logo through the public files route", async () => {
    const logoFileId = "0190a000-0000-7000-8000-00000000106f";
    await s.sql("update accounts set branding = branding || $2::jsonb where id = $1", [
      doc.tenantId,
      JSON.stringify({ logoFileId }),
    ]);
    try {
      const res = await s.api("GET", `/quotes/${quoteId}/sign`, { query: link() });
      expect(res.json().msp.logoUrl).toBe(`/api/v1/files/${logoFileId}`);
    } finally {
      await s.sql("update accounts set branding = branding - 'logoFileId' where id = $1", [doc.tenantId]);
    }
  });

  it("answers a wrong token, another document type and an unknown quote with the same 404", async () => {
    const unknownQuote = await s.api("GET", "/quotes/0190a000-0000-7000-8000-00000000dead/sign", {
      query: link(),
    });
    const wrongToken = await s.api("GET", `/quotes/${quoteId}/sign`, {
      query: { documentType: "proposal", signToken: "a".repeat(32) },
    });
    const otherType = await s.api("GET", `/quotes/${quoteId}/sign`, {
      query: { documentType: "agreement", signToken: signer(0).token },
    });
    for (const res of [unknownQuote, wrongToken, otherType]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknownQuote.body);
    }
  });

  it("refuses a missing token or an unknown document type with 400", async () => {
    const res = await s.api("GET", `/quotes/${quoteId}/sign`, { query: { documentType: "invoice" } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(["documentType", "signToken"]);
  });
});

describe("the one-time code", () => {
  it("is mailed, accepted once, and answers a signing token", async () => {
    const code = await mailedCode();
    const mail = peer.inbox.filter((m) => m.to.includes(signer(0).email)).at(-1);
    expect(mail?.subject).toBe("Your code to sign the proposal from Northwind IT");
    const [stored] = await s.sql<{ otp_hash: string }>(
      "select otp_hash from document_signers where id = $1",
      [signer(0).id],
    );
    expect(stored?.otp_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.otp_hash).not.toContain(code);

    const ok = await validate(code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ signingToken: expect.any(String), expiresAt: expect.any(String) });
    const again = await validate(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().fields.code).toBe("The code has expired. Ask for a new code.");
    const [row] = await s.sql<{ status: string; verified_at: Date | null }>(
      "select status, verified_at from document_signers where id = $1",
      [signer(0).id],
    );
    expect(row?.status).toBe("verified");
    expect(row?.verified_at).not.toBeNull();
    expect(await auditTypes(signer(0).id)).toEqual(["opened", "code_sent", "code_verified", "code_failed"]);
  });

  it("refuses another code within 30 seconds of the last with 429, and sends one after", async () => {
    await mailedCode(1);
    const seen = peer.receivedBy(signer(1).email);
    const soon = await askCode(1);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe("A code was just sent. Wait 30 seconds before asking for another.");
    moveClock(OTP_RESEND_AFTER_MS + 1000);
    const later = await askCode(1);
    expect(later.statusCode).toBe(200);
    await nextMailTo(peer, signer(1).email, seen);
    // The refused request sent nothing.
    expect(peer.receivedBy(signer(1).email)).toBe(seen + 1);
  });

  it("sends one code when two requests arrive at once", async () => {
    moveClock(MINUTE);
    const seen = peer.receivedBy(signer(0).email);
    const answers = await Promise.all([askCode(0), askCode(0)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    await nextMailTo(peer, signer(0).email, seen);
    await new Promise((r) => setTimeout(r, 1500));
    expect(peer.receivedBy(signer(0).email)).toBe(seen + 1);
  });

  it("expires after ten minutes (a fake clock)", async () => {
    moveClock(2 * MINUTE);
    const code = await mailedCode(1);
    moveClock(2 * MINUTE + OTP_VALID_MS + 1000);
    const res = await validate(code, 1);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.code).toBe("The code has expired. Ask for a new code.");
  });

  it("refuses the sixth try even with the right code, until a new code is sent", async () => {
    moveClock(15 * MINUTE);
    const code = await mailedCode(1);
    const wrong = code === "000000" ? "000001" : "000000";
    for (let i = 1; i <= 5; i++) {
      const res = await validate(wrong, 1);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.code).toBe("The code is not correct.");
    }
    const sixth = await validate(code, 1);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe("Too many wrong codes. Ask for a new code.");
    const [row] = await s.sql<{ otp_failures: number; verified_at: Date | null }>(
      "select otp_failures, verified_at from document_signers where id = $1",
      [signer(1).id],
    );
    expect(row).toEqual({ otp_failures: 5, verified_at: null });
    // A new code starts the count again.
    moveClock(16 * MINUTE);
    const fresh = await mailedCode(1);
    expect((await validate(fresh, 1)).statusCode).toBe(200);
  });

  it("refuses a malformed code with 400 and records nothing", async () => {
    const before = await auditTypes(signer(1).id);
    const res = await validate("12ab", 1);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.code).toBe("The code is not correct.");
    expect(await auditTypes(signer(1).id)).toEqual(before);
  });

  it("answers 404 for a link reset since, as for an unknown quote", async () => {
    const other = await sendTestDocument(
      s,
      quoteId,
      [{ name: "Ada Adatum", email: "ada.signer@adatum.test", party: "customer" }],
      { documentType: "agreement" },
    );
    const otherLink = { documentType: "agreement", signToken: other.signers[0]?.token ?? "" };
    expect((await s.api("GET", `/quotes/${quoteId}/sign`, { query: otherLink })).statusCode).toBe(200);
    await resetTestDocument(s, other.documentId);
    const seen = peer.receivedBy("ada.signer@adatum.test");
    for (const res of [
      await s.api("GET", `/quotes/${quoteId}/sign`, { query: otherLink }),
      await s.api("POST", `/quotes/${quoteId}/one-time-password`, { body: otherLink }),
      await s.api("POST", `/quotes/${quoteId}/sign/otp/validate`, { body: { ...otherLink, code: "123456" } }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("not_found");
    }
    expect(peer.receivedBy("ada.signer@adatum.test")).toBe(seen);
  });
});
