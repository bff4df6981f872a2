import { accounts, type Db, documentSigners, projectLines, projects, quoteDocuments, users } from "@q2c/db";
import { DOCUMENT_TYPE_LABELS, type DocumentType } from "@q2c/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import { type AuditEntry, readAuditLog, verifyAuditChain } from "../audit-log.ts";
import { sha256Hex } from "../sign-tokens.ts";
import type { SignerEvidence } from "./evidence-html.ts";

/**
 * What sealing a document reads (issue #17 §4): the document with its frozen HTML, the quote, both
 * parties' names, the signers, the audit log and the sales rep, each checked before anything is printed.
 */

/** A seal that cannot be made from what is stored: trying again would not help, so it fails at once. */
export class SealRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SealRefused";
  }
}

export type DocumentRow = typeof quoteDocuments.$inferSelect;

export interface SealSource {
  document: DocumentRow & { sentHtml: string; signedHtmlHash: string };
  title: string;
  quoteNumber: number;
  dealName: string;
  mspName: string;
  customerName: string;
  signers: SignerEvidence[];
  audit: AuditEntry[];
  /** The quote's line names by id, for the choices. */
  names: Map<string, string>;
  /** The sales rep (the quote's owner), who gets the sealed PDF too. */
  owner: { name: string; email: string } | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every id-looking key or value inside the choices. */
function idsIn(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === "string" && UUID.test(value)) into.add(value.toLowerCase());
  if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (UUID.test(k)) into.add(k.toLowerCase());
      idsIn(v, into);
    }
  }
  return into;
}

/** The document and what goes with it; undefined when the document is gone (deleted with its quote). */
export async function loadSealSource(
  db: Db,
  tenantId: string,
  documentId: string,
): Promise<SealSource | undefined> {
  const [document] = await db
    .select()
    .from(quoteDocuments)
    .where(and(eq(quoteDocuments.tenantId, tenantId), eq(quoteDocuments.id, documentId)));
  if (!document) return undefined;
  const { sentHtml, signedHtmlHash } = document;
  if (sentHtml === null || signedHtmlHash === null) {
    throw new SealRefused("The document was never sent: there is no signed text to seal.");
  }
  if (sha256Hex(sentHtml) !== signedHtmlHash) {
    throw new SealRefused("The sent document no longer matches the SHA-256 its signers signed.");
  }
  const signerRows = await db
    .select()
    .from(documentSigners)
    .where(and(eq(documentSigners.tenantId, tenantId), eq(documentSigners.documentId, documentId)))
    .orderBy(asc(documentSigners.position), asc(documentSigners.id));
  const signed = signerRows.filter((s) => s.status === "signed" && s.signedAt !== null);
  if (signerRows.length === 0 || signed.length < signerRows.length) {
    throw new SealRefused(`Not every signer has signed yet (${signed.length} of ${signerRows.length}).`);
  }
  const audit = await readAuditLog(db, tenantId, documentId);
  const chain = verifyAuditChain(audit);
  if (!chain.ok) throw new SealRefused(`The audit log's hash chain is broken at entry ${chain.seq}.`);

  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), eq(projects.id, document.projectId)));
  if (!project) return undefined;
  const parties = await db
    .select({ id: accounts.id, name: accounts.accountName })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), inArray(accounts.id, [tenantId, project.accountId])));
  const partyName = (id: string) => parties.find((p) => p.id === id)?.name ?? "";
  const [owner] = project.ownerUserId
    ? await db
        .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, project.ownerUserId)))
    : [];
  const ids = new Set<string>();
  for (const s of signerRows) idsIn(s.choices, ids);
  const lines =
    ids.size === 0
      ? []
      : await db
          .select({ id: projectLines.id, name: projectLines.name })
          .from(projectLines)
          .where(and(eq(projectLines.tenantId, tenantId), inArray(projectLines.id, [...ids])));

  return {
    document: { ...document, sentHtml, signedHtmlHash },
    title:
      document.title ||
      `${DOCUMENT_TYPE_LABELS[document.documentType as DocumentType] ?? document.documentType}: ${project.dealName}`,
    quoteNumber: project.quoteNumber,
    dealName: project.dealName,
    mspName: partyName(tenantId),
    customerName: partyName(project.accountId),
    signers: signerRows.map((s) => ({
      id: s.id,
      name: s.name,
      email: s.email,
      role: s.role,
      party: s.party,
      verifiedAt: s.verifiedAt,
      consentAt: s.consentAt,
      disclosureVersion: s.disclosureVersion,
      ip: s.ip,
      userAgent: s.userAgent,
      timeZone: s.timeZone,
      signedAt: s.signedAt,
      signatureKind: s.signatureKind,
      signatureValue: s.signatureValue,
      initials: s.initials,
      viewedHtmlHash: s.viewedHtmlHash,
      choices: s.choices,
    })),
    audit,
    names: new Map(lines.map((l) => [l.id, l.name])),
    owner: owner ? { name: `${owner.firstName} ${owner.lastName}`.trim(), email: owner.email } : undefined,
  };
}
