import { DEFAULT_LOCALE, escapeHtml } from "@q2c/domain";

/**
 * The signature block ("legal table") of the acceptance section: one table per signer (the customer's
 * signers, then the MSP's countersigner) with the signature once given, the name, title and date. Before
 * the document is sent it has no signers: one blank block for each party, so a preview shows the place.
 * Every value is escaped; a drawn signature is an <img> of a data: PNG, which the allowlist checks again.
 */

export interface LegalSigner {
  party: string;
  name: string;
  role: string;
  signedAt: Date | null;
  signatureKind: string | null;
  signatureValue: string | null;
}

export interface LegalParties {
  customerCompany: string;
  mspCompany: string;
}

const dateOf = new Intl.DateTimeFormat(DEFAULT_LOCALE, { dateStyle: "long", timeZone: "UTC" });
const LABEL = "padding:6px 8px;width:140px;color:#4b5563;vertical-align:bottom";
const VALUE = "padding:6px 8px;border-bottom:1px solid #1d1d1f;height:28px;vertical-align:bottom";
const DRAWN = /^data:image\/png;base64,[A-Za-z0-9+/=]+$/;

function signatureHtml(s: LegalSigner): string {
  if (!s.signedAt || !s.signatureValue) return "";
  if (s.signatureKind === "drawn") {
    return DRAWN.test(s.signatureValue)
      ? `<img src="${escapeHtml(s.signatureValue)}" alt="${escapeHtml(`Signature of ${s.name}`)}" style="max-height:60px;max-width:300px">`
      : "";
  }
  return `<span style="font-family:'Brush Script MT',cursive;font-size:24px">${escapeHtml(s.signatureValue)}</span>`;
}

function block(company: string, s: LegalSigner): string {
  const row = (label: string, value: string) =>
    `<tr><td style="${LABEL}">${escapeHtml(label)}</td><td style="${VALUE}">${value}</td></tr>`;
  return (
    `<table class="q2c-legal-table" style="width:100%;border-collapse:collapse;margin:16px 0;page-break-inside:avoid">` +
    `<caption style="text-align:left;font-weight:bold;padding:4px 8px">${escapeHtml(`For ${company}`)}</caption>` +
    `<tbody>${row("Signature", signatureHtml(s))}${row("Name", escapeHtml(s.name))}${row(
      "Title",
      escapeHtml(s.role),
    )}${row("Date", s.signedAt ? escapeHtml(dateOf.format(s.signedAt)) : "")}</tbody></table>`
  );
}

const BLANK = { name: "", role: "", signedAt: null, signatureKind: null, signatureValue: null };

/** The blocks of every signer, customers first; blank blocks of both parties when there are none yet. */
export function legalTableHtml(signers: readonly LegalSigner[], parties: LegalParties): string {
  const list =
    signers.length > 0
      ? [...signers.filter((s) => s.party === "customer"), ...signers.filter((s) => s.party !== "customer")]
      : [
          { ...BLANK, party: "customer" },
          { ...BLANK, party: "msp" },
        ];
  const blocks = list
    .map((s) => block(s.party === "customer" ? parties.customerCompany : parties.mspCompany, s))
    .join("");
  return `<div class="q2c-signatures">${blocks}</div>`;
}
