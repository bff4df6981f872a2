import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import forge from "node-forge";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findChromium } from "../../../../../scripts/ensure-tools.mjs";
import { pdfInfo, pdfPagesText, pdfSig } from "../../test/poppler.ts";
import { GENESIS } from "../audit-log.ts";
import { sha256Hex } from "../sign-tokens.ts";
import { evidenceHtml, type SignerEvidence } from "./evidence-html.ts";
import { createPdfRenderer, type PdfRenderer } from "./renderer.ts";
import { sealPdf } from "./seal-pdf.ts";
import { GENERATED_CERT_FILE, openSigningIdentity, type SigningIdentity } from "./signing-identity.ts";

// The sealed PDF (issue #17 §4): the document, the evidence pages, and a detached CMS signature that
// Poppler's pdfsig reports valid over the whole file (its self-signed issuer unknown, as expected), and
// invalid once one byte changes. The signing certificate: generated once into the data folder, or a
// PKCS#12 file given with its password.

let renderer: PdfRenderer;
const dir = mkdtempSync(join(tmpdir(), "q2c-seal-"));
beforeAll(() => {
  renderer = createPdfRenderer({ chromiumPath: findChromium() });
});
afterAll(async () => {
  await renderer?.close();
  rmSync(dir, { recursive: true, force: true });
});

const at = new Date("2026-11-20T15:04:05Z");
const signedHtml = "<h1>Managed Wi-Fi proposal</h1><p>Scope of services for Adatum.</p>";
const signedHtmlHash = sha256Hex(signedHtml);

function signer(overrides: Partial<SignerEvidence>): SignerEvidence {
  return {
    id: "s1",
    name: "Alex Adatum",
    email: "alex@adatum.test",
    role: "CFO",
    party: "customer",
    verifiedAt: new Date("2026-11-20T14:50:00Z"),
    consentAt: new Date("2026-11-20T14:55:00Z"),
    disclosureVersion: "2026-11-27",
    ip: "203.0.113.7",
    userAgent: "Mozilla/5.0 (iPhone) Safari/605.1",
    timeZone: "America/Chicago",
    signedAt: new Date("2026-11-20T14:56:30Z"),
    signatureKind: "typed",
    signatureValue: "Alex Adatum",
    initials: "AA",
    viewedHtmlHash: signedHtmlHash,
    choices: null,
    ...overrides,
  };
}

async function sealWith(identity: SigningIdentity) {
  const drawn = `data:image/png;base64,${(await renderer.screenshotPng({ html: "<p>~ signature ~</p>", width: 200, height: 60 })).toString("base64")}`;
  const certificate = await identity.status();
  if (certificate.status !== "ok") throw new Error(certificate.problem);
  const document = await renderer.renderPdf({
    html: signedHtml,
    headerHtml: "Northwind IT",
    footerHtml: "Q-7",
  });
  const evidence = await renderer.renderPdf({
    html: evidenceHtml({
      documentId: "0190a000-0000-7000-8000-00000000d001",
      documentType: "proposal",
      title: "Managed Wi-Fi",
      quoteNumber: 7,
      dealName: "Adatum Wi-Fi <refresh>",
      mspName: "Northwind IT",
      customerName: "Adatum",
      sentAt: new Date("2026-11-19T10:00:00Z"),
      signedHtmlHash,
      signers: [
        signer({ choices: { optional: { "line-1": false }, groups: { g1: "line-2" } } }),
        signer({
          id: "s2",
          name: "Nora Wind",
          email: "owner@msp.demo",
          party: "msp",
          signatureKind: "drawn",
          signatureValue: drawn,
          initials: "NW",
        }),
      ],
      audit: [
        {
          tenantId: "t",
          id: "a1",
          documentId: "d",
          projectId: "p",
          seq: 1,
          type: "sent",
          signerId: null,
          actorUserId: null,
          actorName: "Sam Sales",
          actorEmail: "sales@msp.demo",
          ip: null,
          userAgent: null,
          data: {},
          createdAt: new Date("2026-11-19T10:00:00Z"),
          prevHash: GENESIS,
          hash: "ab".repeat(32),
        },
      ],
      names: new Map([
        ["line-1", "Site survey"],
        ["line-2", "Better access points"],
      ]),
      certificate: certificate.certificate,
      sealedAt: at,
    }),
    footerHtml: "Evidence of signing",
  });
  return sealPdf({
    documentPdf: document.bytes,
    evidencePdf: evidence.bytes,
    title: "Managed Wi-Fi (sealed)",
    subject: "Proposal for quote 7",
    at,
    location: "https://app.q2c.test",
    identity,
  });
}

/** One byte of the signed range changed (inside the first range, before the signature). */
function tampered(bytes: Buffer): Buffer {
  const range = /\/ByteRange\s*\[\s*0\s+(\d+)/.exec(bytes.toString("latin1"));
  const copy = Buffer.from(bytes);
  const offset = Math.floor(Number(range?.[1]) / 2);
  copy[offset] = (copy[offset] ?? 0) ^ 0x01;
  return copy;
}

describe("sealing a PDF", { timeout: 60_000 }, () => {
  it("generates the certificate once into the data folder, readable by its owner only, and reuses it", async () => {
    const dataDir = join(dir, "generated");
    const first = await openSigningIdentity({ dataDir, signingCert: undefined }).status();
    const again = await openSigningIdentity({ dataDir, signingCert: undefined }).status();
    expect(first).toMatchObject({ status: "ok", certificate: { source: "generated", selfSigned: true } });
    expect(again.status === "ok" && first.status === "ok" && again.certificate.fingerprint).toBe(
      first.status === "ok" && first.certificate.fingerprint,
    );
    expect(statSync(join(dataDir, GENERATED_CERT_FILE)).mode & 0o777).toBe(0o600);
  });

  it("makes a PDF whose signature pdfsig reports valid over the whole file, and a one-byte change invalid", async () => {
    const sealed = await sealWith(
      openSigningIdentity({ dataDir: join(dir, "generated"), signingCert: undefined }),
    );
    expect(pdfInfo(sealed.bytes).Pages).toBe(String(sealed.pageCount));
    const report = pdfSig(sealed.bytes);
    expect(report).toContain("Signature Validation: Signature is Valid.");
    expect(report).toContain("Total document signed");
    expect(report).toContain("Signature Type: adbe.pkcs7.detached");
    expect(report).toContain("Signing Hash Algorithm: SHA-256");
    // Self-signed: pdfsig cannot chain it to a trusted issuer, which is expected.
    expect(report).toMatch(/Certificate Validation: Certificate issuer is unknown/);
    expect(pdfSig(tampered(sealed.bytes))).toMatch(
      /Signature Validation: (Digest Mismatch|Signature is Invalid)/,
    );

    const pages = pdfPagesText(sealed.bytes);
    expect(pages[0]).toContain("Managed Wi-Fi proposal");
    const text = pages.join("\n");
    expect(text).toContain("Certificate of completion");
    expect(text).toContain(signedHtmlHash);
    expect(text).toContain("Adatum Wi-Fi <refresh>");
    for (const field of [
      "Alex Adatum",
      "alex@adatum.test",
      "CFO",
      "203.0.113.7",
      "America/Chicago",
      "2026-11-20 14:56:30 UTC",
      "Code verified at",
      "2026-11-27 (current)",
    ]) {
      expect(text).toContain(field);
    }
    expect(text).toContain("Site survey (line-1): left out");
    expect(text).toContain("Better access points (line-2)");
    expect(text).toContain("Nora Wind");
    expect(text).toContain("Audit trail");
    expect(text).toContain("ab".repeat(32));
  });

  it("signs with a PKCS#12 file given by SIGNING_CERT_P12, and refuses one the password does not open", async () => {
    const keys = forge.pki.rsa.generateKeyPair(1024);
    const cert = forge.pki.createCertificate();
    cert.publicKey = keys.publicKey;
    cert.serialNumber = "0a";
    cert.validity.notBefore = new Date("2026-01-01T00:00:00Z");
    cert.validity.notAfter = new Date("2030-01-01T00:00:00Z");
    const subject = [{ name: "commonName", value: "Northwind Sealing CA test" }];
    cert.setSubject(subject);
    cert.setIssuer(subject);
    cert.sign(keys.privateKey, forge.md.sha256.create());
    const p12Path = join(dir, "given.p12");
    const der = forge.asn1.toDer(
      forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], "s3cret", { algorithm: "aes256" }),
    );
    writeFileSync(p12Path, Buffer.from(der.getBytes(), "binary"));

    const given = openSigningIdentity({
      dataDir: join(dir, "unused"),
      signingCert: { p12Path, password: "s3cret" },
    });
    expect(await given.status()).toMatchObject({
      status: "ok",
      certificate: { source: "configured", subject: "CN=Northwind Sealing CA test" },
    });
    const report = pdfSig((await sealWith(given)).bytes);
    expect(report).toContain("Signer Certificate Common Name: Northwind Sealing CA test");
    expect(report).toContain("Signature Validation: Signature is Valid.");

    expect(() => openSigningIdentity({ dataDir: dir, signingCert: { p12Path, password: "wrong" } })).toThrow(
      `SIGNING_CERT_P12 (${p12Path}) cannot be used: the password does not open it`,
    );
  });

  it("is degraded, and seals nothing, with an expired certificate or an unreadable kept one", async () => {
    const later = () => new Date("2099-01-01T00:00:00Z");
    const expired = openSigningIdentity({ dataDir: join(dir, "generated"), signingCert: undefined }, later);
    expect(await expired.status()).toMatchObject({
      status: "degraded",
      problem: expect.stringMatching(/expired on 20\d\d-/),
    });
    await expect(sealWith(expired)).rejects.toThrow(/expired on/);

    const broken = join(dir, "broken");
    await openSigningIdentity({ dataDir: broken, signingCert: undefined }).status();
    const file = join(broken, GENERATED_CERT_FILE);
    writeFileSync(file, readFileSync(file, "utf8").replace(/-----BEGIN PRIVATE KEY-----[\s\S]*$/, ""));
    expect(await openSigningIdentity({ dataDir: broken, signingCert: undefined }).status()).toEqual({
      status: "degraded",
      problem: `The signing certificate kept in ${file} cannot be read: it holds no PRIVATE KEY`,
    });
  });
});
