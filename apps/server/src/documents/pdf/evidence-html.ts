import { CURRENT_DISCLOSURE, DOCUMENT_TYPE_LABELS, type DocumentType, escapeHtml } from "@q2c/domain";
import type { AuditEntry } from "../audit-log.ts";
import type { CertificateInfo } from "./signing-identity.ts";

/**
 * The evidence pages of a sealed PDF (issue #17 §4; research §3 "fields to capture"): a certificate page
 * per signer, then the audit trail with each entry's hash. Built here from stored values, every one
 * HTML-escaped; the only images are signatures drawn as PNG data URLs, checked to be exactly that. Printed
 * by the same hardened renderer as the document.
 */

export interface SignerEvidence {
  id: string;
  name: string;
  email: string;
  role: string;
  party: string;
  verifiedAt: Date | null;
  consentAt: Date | null;
  disclosureVersion: string | null;
  ip: string | null;
  userAgent: string | null;
  timeZone: string | null;
  signedAt: Date | null;
  signatureKind: string | null;
  signatureValue: string | null;
  initials: string | null;
  viewedHtmlHash: string | null;
  choices: Record<string, unknown> | null;
}

export interface EvidenceInput {
  documentId: string;
  documentType: string;
  title: string;
  quoteNumber: number;
  dealName: string;
  mspName: string;
  customerName: string;
  sentAt: Date | null;
  signedHtmlHash: string;
  signers: SignerEvidence[];
  audit: AuditEntry[];
  /** Names for ids the choices mention (the quote's lines), so a reader sees what was chosen. */
  names: ReadonlyMap<string, string>;
  certificate: CertificateInfo;
  sealedAt: Date;
}

/** A drawn signature: a PNG data URL and nothing else. */
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/** Times print in UTC, to the second, as the audit log stores them. */
export const utc = (d: Date | null | undefined): string =>
  d ? `${d.toISOString().slice(0, 19).replace("T", " ")} UTC` : "—";

const e = (value: unknown): string => escapeHtml(value === null || value === undefined ? "" : String(value));
const orDash = (value: string | null | undefined): string => (value ? e(value) : "—");

const row = (label: string, valueHtml: string) => `<tr><th>${e(label)}</th><td>${valueHtml}</td></tr>`;

const EVIDENCE_STYLE = [
  ".evidence{font-size:12px}",
  ".evidence h1{font-size:20px;margin:0 0 4px}",
  ".evidence h2{font-size:15px;margin:18px 0 6px}",
  ".evidence .muted{color:#555}",
  ".evidence table{width:100%;border-collapse:collapse;margin:6px 0}",
  ".evidence th,.evidence td{border:1px solid #ccd;padding:4px 6px;text-align:left;vertical-align:top}",
  ".evidence th{width:32%;background:#f3f4f7;font-weight:600}",
  ".evidence .hash{font-family:'DejaVu Sans Mono','Liberation Mono',monospace;font-size:10px;word-break:break-all}",
  ".evidence .page{break-before:page;page-break-before:always}",
  ".evidence .page:first-child{break-before:auto;page-break-before:auto}",
  ".evidence .signature{min-height:60px;padding:6px 0}",
  ".evidence .signature img{max-height:90px;max-width:320px}",
  // A typed signature: a cursive face where the system has one, an italic serif otherwise.
  ".evidence .typed{font-family:'Z003','URW Chancery L','Brush Script MT','Segoe Script','Apple Chancery',cursive;",
  "font-style:italic;font-size:30px}",
  ".evidence .log th,.evidence .log td{width:auto;font-size:9.5px;padding:3px 4px}",
].join("");

function signatureHtml(kind: string | null, value: string | null): string {
  if (kind === "drawn" && value && PNG_DATA_URL.test(value)) {
    return `<div class="signature"><img src="${e(value)}" alt="Drawn signature"></div>`;
  }
  if (kind === "typed" && value) return `<div class="signature typed">${e(value)}</div>`;
  if (kind === "drawn") return '<div class="signature muted">The drawn signature is not a PNG image.</div>';
  return '<div class="signature muted">—</div>';
}

/** The customer's choices as lines of text: nested keys joined, ids named where the quote knows them. */
function choicesHtml(choices: Record<string, unknown> | null, names: ReadonlyMap<string, string>): string {
  if (!choices || Object.keys(choices).length === 0) return "—";
  const named = (text: string) => (names.has(text) ? `${names.get(text)} (${text})` : text);
  const lines: string[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (value !== null && typeof value === "object") {
      const entries = Array.isArray(value)
        ? value.map((v, i) => [String(i), v] as const)
        : Object.entries(value);
      if (entries.length === 0) lines.push(`${path.map(named).join(" › ")}: none`);
      for (const [k, v] of entries) walk(v, Array.isArray(value) ? path : [...path, k]);
      return;
    }
    const shown = typeof value === "boolean" ? (value ? "included" : "left out") : named(String(value));
    lines.push(path.length > 0 ? `${path.map(named).join(" › ")}: ${shown}` : shown);
  };
  walk(choices, []);
  return lines.map((l) => e(l)).join("<br>");
}

function signerPage(input: EvidenceInput, s: SignerEvidence, index: number): string {
  const disclosure =
    s.disclosureVersion === CURRENT_DISCLOSURE.version
      ? `${s.disclosureVersion} (current)`
      : s.disclosureVersion;
  const viewed = s.viewedHtmlHash
    ? `<span class="hash">${e(s.viewedHtmlHash)}</span>${s.viewedHtmlHash === input.signedHtmlHash ? " — the signed document" : " — differs from the signed document"}`
    : "—";
  return `<section class="page">
<h1>Certificate of signing ${index + 1} of ${input.signers.length}</h1>
<p class="muted">${e(input.title)} · ${e(DOCUMENT_TYPE_LABELS[input.documentType as DocumentType] ?? input.documentType)} for quote ${e(input.quoteNumber)} (${e(input.dealName)})</p>
<table>
${row("Signer", e(s.name))}
${row("E-mail", e(s.email))}
${row("Role", orDash(s.role))}
${row("Party", e(s.party === "msp" ? `${input.mspName} (provider, countersigner)` : `${input.customerName} (customer)`))}
${row("Code verified at", e(utc(s.verifiedAt)))}
${row("Consented to sign electronically at", e(utc(s.consentAt)))}
${row("Disclosure version", orDash(disclosure))}
${row("IP address", orDash(s.ip))}
${row("User agent", orDash(s.userAgent))}
${row("Time zone", orDash(s.timeZone))}
${row("Signed at", e(utc(s.signedAt)))}
${row("Document hash viewed (SHA-256)", viewed)}
${row("Choices", choicesHtml(s.choices, input.names))}
</table>
<h2>Signature</h2>
${signatureHtml(s.signatureKind, s.signatureValue)}
<h2>Initials</h2>
<div class="signature typed">${orDash(s.initials)}</div>
</section>`;
}

function summaryPage(input: EvidenceInput): string {
  const c = input.certificate;
  return `<section class="page">
<h1>Certificate of completion</h1>
<p class="muted">Everything below was recorded by ${e("Quote-to-Cash")} while the document was signed; the next pages hold a certificate per signer and the audit trail.</p>
<table>
${row("Document", e(input.title))}
${row("Type", e(DOCUMENT_TYPE_LABELS[input.documentType as DocumentType] ?? input.documentType))}
${row("Quote", e(`${input.quoteNumber} · ${input.dealName}`))}
${row("From", e(input.mspName))}
${row("For", e(input.customerName))}
${row("Document id", `<span class="hash">${e(input.documentId)}</span>`)}
${row("Sent at", e(utc(input.sentAt)))}
${row("Signers", input.signers.map((s) => `${e(s.name)} &lt;${e(s.email)}&gt; — signed ${e(utc(s.signedAt))}`).join("<br>"))}
${row("SHA-256 of the signed HTML", `<span class="hash">${e(input.signedHtmlHash)}</span>`)}
${row("Sealed at", e(utc(input.sealedAt)))}
${row("Sealed with", `${e(c.subject)}<br><span class="muted">issued by ${e(c.issuer)}${c.selfSigned ? " (self-signed)" : ""}</span>`)}
${row("Certificate fingerprint (SHA-256)", `<span class="hash">${e(c.fingerprint)}</span>`)}
</table>
<p class="muted">This PDF carries a digital signature over all of its bytes: a PDF reader shows whether anything changed since it was sealed. Its own SHA-256 is recorded in the audit log's "sealed" entry, written as it was stored.</p>
</section>`;
}

function auditPage(input: EvidenceInput): string {
  const rows = input.audit
    .map(
      (a) =>
        `<tr><td>${e(a.seq)}</td><td>${e(utc(a.createdAt))}</td><td>${e(a.type)}</td><td>${e(a.actorName)}${a.actorEmail ? `<br>${e(a.actorEmail)}` : ""}</td><td>${orDash(a.ip)}</td><td>${Object.keys(a.data ?? {}).length > 0 ? e(JSON.stringify(a.data)) : ""}</td><td class="hash">${e(a.hash)}</td></tr>`,
    )
    .join("\n");
  return `<section class="page">
<h1>Audit trail</h1>
<p class="muted">Each entry carries the SHA-256 of the one before it (the first chains to sixty-four zeros); the chain below was verified when this PDF was sealed.</p>
<table class="log"><thead><tr><th>#</th><th>Time</th><th>Event</th><th>By</th><th>IP</th><th>Details</th><th>SHA-256 of the entry</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</section>`;
}

/** The evidence pages as one HTML body with its own style sheet (each section starts a page). */
export function evidenceHtml(input: EvidenceInput): string {
  return `<style>${EVIDENCE_STYLE}</style><div class="evidence">${summaryPage(input)}${input.signers.map((s, i) => signerPage(input, s, i)).join("")}${auditPage(input)}</div>`;
}
