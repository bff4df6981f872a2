import { DEMO_IDS, DEMO_PROJECT_IDS, documentSigners, quoteDocuments, uuidv7 } from "@q2c/db";
import { CURRENT_DISCLOSURE } from "@q2c/domain";
import { appendAudit } from "../documents/audit-log.ts";
import { sha256Hex } from "../documents/sign-tokens.ts";
import type { TestServer } from "./harness.ts";

/**
 * Quote documents for the PDF and sealing tests, written straight to the database as the generating,
 * sending and signing modules leave them: Northwind's Adatum quote, a document of one type (replacing one
 * already there), its signers and its audit log.
 */

export const FIXTURE_TENANT = DEMO_IDS.northwind;
export const FIXTURE_QUOTE = DEMO_PROJECT_IDS.adatumWifi;

export interface FixtureSigner {
  name: string;
  email: string;
  party: "customer" | "msp";
  signed: boolean;
}

export const TWO_SIGNERS: FixtureSigner[] = [
  { name: "Alex Adatum", email: "user@customer.demo", party: "customer", signed: true },
  { name: "Nora Wind", email: "owner@msp.demo", party: "msp", signed: true },
];

export interface FixtureDocument {
  documentId: string;
  sentHtml: string;
  signerIds: string[];
}

/** A draft document with two visible sections and one hidden. */
export async function insertDraftDocument(
  s: TestServer,
  documentType: "proposal" | "agreement" = "proposal",
): Promise<string> {
  await s.sql("delete from quote_documents where project_id = $1 and document_type = $2", [
    FIXTURE_QUOTE,
    documentType,
  ]);
  const documentId = uuidv7();
  await s.deps.database.db.insert(quoteDocuments).values({
    tenantId: FIXTURE_TENANT,
    id: documentId,
    projectId: FIXTURE_QUOTE,
    documentType,
    title: "Managed Wi-Fi proposal",
    sections: [
      { key: "cover", sectionType: "cover", title: "Cover", html: "<h1>Draft cover</h1>", visible: true },
      {
        key: "hidden",
        sectionType: "appendix",
        title: "Hidden",
        html: "<p>HIDDEN-SECTION</p>",
        visible: false,
      },
      {
        key: "acceptance",
        sectionType: "acceptance",
        title: "Acceptance",
        html: "<p>Draft acceptance</p>",
        visible: true,
      },
    ],
    headerHtml: "Northwind IT",
    footerHtml: "Draft footer",
  });
  return documentId;
}

/**
 * A sent document with its signers (signed or not as given) and the audit log a signing leaves; status
 * `signed` when every signer has signed, else `sent`.
 */
export async function insertSentDocument(
  s: TestServer,
  signers: FixtureSigner[] = TWO_SIGNERS,
  documentType: "proposal" | "agreement" = "proposal",
): Promise<FixtureDocument> {
  const documentId = await insertDraftDocument(s, documentType);
  const sentHtml = `<h1>Managed Wi-Fi for Adatum</h1><p>Scope of services, signed version ${documentId}.</p>`;
  const allSigned = signers.every((x) => x.signed);
  const db = s.deps.database.db;
  const sentAt = new Date(Date.now() - 3_600_000);
  await s.sql(
    "update quote_documents set status = $2, sent_at = $3, sent_html = $4, sent_header_html = $5, sent_footer_html = $6, signed_html_hash = $7 where id = $1",
    [
      documentId,
      allSigned ? "signed" : "sent",
      sentAt,
      sentHtml,
      "Northwind IT · Proposal",
      "Confidential",
      sha256Hex(sentHtml),
    ],
  );
  const base = { tenantId: FIXTURE_TENANT, documentId, projectId: FIXTURE_QUOTE };
  await db.transaction((tx) => appendAudit(tx, { ...base, type: "created", actorName: "Sam Sales" }));
  await db.transaction((tx) => appendAudit(tx, { ...base, type: "sent", actorName: "Sam Sales" }));
  const signerIds: string[] = [];
  for (const [i, signer] of signers.entries()) {
    const id = uuidv7();
    signerIds.push(id);
    const at = new Date(sentAt.getTime() + (i + 1) * 60_000);
    await db.insert(documentSigners).values({
      tenantId: FIXTURE_TENANT,
      id,
      documentId,
      projectId: FIXTURE_QUOTE,
      party: signer.party,
      name: signer.name,
      email: signer.email,
      role: signer.party === "msp" ? "Countersigner" : "IT director",
      position: i,
      status: signer.signed ? "signed" : "sent",
      sentAt,
      ...(signer.signed
        ? {
            openedAt: at,
            verifiedAt: at,
            consentAt: at,
            signedAt: at,
            disclosureVersion: CURRENT_DISCLOSURE.version,
            ip: `198.51.100.${i + 10}`,
            userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0",
            timeZone: "America/Chicago",
            signatureKind: "typed",
            signatureValue: signer.name,
            initials: signer.name
              .split(" ")
              .map((w) => w[0])
              .join(""),
            viewedHtmlHash: sha256Hex(sentHtml),
            choices: signer.party === "customer" ? { optionalLines: {}, note: "chosen at signing" } : null,
          }
        : {}),
    });
    if (signer.signed) {
      for (const type of ["code_verified", "viewed", "signed"] as const) {
        await db.transaction((tx) =>
          appendAudit(tx, {
            ...base,
            type,
            signerId: id,
            actorName: signer.name,
            actorEmail: signer.email,
            ip: `198.51.100.${i + 10}`,
          }),
        );
      }
    }
  }
  return { documentId, sentHtml, signerIds };
}
