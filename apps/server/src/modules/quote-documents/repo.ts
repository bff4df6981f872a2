import { type Db, documentSigners, quoteDocuments } from "@q2c/db";
import {
  AppError,
  DOCUMENT_MESSAGES,
  PROJECT_MESSAGES,
  QUOTE_DOCUMENT_MESSAGES,
  QUOTE_DOCUMENT_TYPES,
  type QuoteDocumentType,
} from "@q2c/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Principal } from "../../lib/principal.ts";
import { seesCosts } from "../project-core/cost-redaction.ts";
import { findEditableProject, findProjectInScope, type ProjectRow } from "../project-core/project-scope.ts";
import type { DocumentRow, SignerRow } from "./document-view.ts";

// The reads and writes every call of the module shares: the quote in the caller's scope, its document
// of a type, the rules that keep a document from changing, and the versioned save.

/** Stages in which a quote's documents no longer change (domain §4). */
const LOCKED_STAGES: readonly string[] = ["acceptance", "completed"];

/** The quote as a reader sees it (404 outside the caller's sight). */
export const findQuote = (db: Db, principal: Principal, quoteId: string): Promise<ProjectRow> =>
  findProjectInScope(db, principal, quoteId);

/** Whether the caller works for the quote's MSP (or is the platform owner): drafts and templates are theirs. */
export const isProvider = (principal: Principal, project: ProjectRow): boolean =>
  seesCosts(principal, project);

/** A quote whose documents the caller may change: its MSP's, in a stage where documents still change. */
export async function findQuoteForDocumentWrite(
  db: Db,
  principal: Principal,
  quoteId: string,
): Promise<ProjectRow> {
  const project = await findEditableProject(db, principal, quoteId);
  if (LOCKED_STAGES.includes(project.stage)) throw new AppError("document_locked");
  if (project.status === "declined") {
    throw new AppError("bad_request", {
      message: PROJECT_MESSAGES.declinedReadOnly,
      fields: { status: PROJECT_MESSAGES.declinedReadOnly },
    });
  }
  return project;
}

export async function loadDocument(
  db: Db,
  project: ProjectRow,
  documentType: QuoteDocumentType,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(quoteDocuments)
    .where(
      and(
        eq(quoteDocuments.tenantId, project.tenantId),
        eq(quoteDocuments.projectId, project.id),
        eq(quoteDocuments.documentType, documentType),
      ),
    );
  return row;
}

/** The document of a type, or 404 saying it was not generated yet. */
export async function requireDocument(
  db: Db,
  project: ProjectRow,
  documentType: QuoteDocumentType,
): Promise<DocumentRow> {
  const row = await loadDocument(db, project, documentType);
  if (!row) throw new AppError("not_found", { message: DOCUMENT_MESSAGES.notGenerated });
  return row;
}

const TYPE_ORDER: readonly string[] = QUOTE_DOCUMENT_TYPES;

/** Every document of the quote: the proposal, then the agreement. */
export async function loadDocuments(db: Db, project: ProjectRow): Promise<DocumentRow[]> {
  const rows = await db
    .select()
    .from(quoteDocuments)
    .where(and(eq(quoteDocuments.tenantId, project.tenantId), eq(quoteDocuments.projectId, project.id)));
  return rows.sort((a, b) => TYPE_ORDER.indexOf(a.documentType) - TYPE_ORDER.indexOf(b.documentType));
}

/** The signers of these documents, in their order. */
export async function loadSigners(
  db: Db,
  tenantId: string,
  documentIds: readonly string[],
): Promise<SignerRow[]> {
  if (documentIds.length === 0) return [];
  return db
    .select()
    .from(documentSigners)
    .where(and(eq(documentSigners.tenantId, tenantId), inArray(documentSigners.documentId, [...documentIds])))
    .orderBy(asc(documentSigners.position), asc(documentSigners.id));
}

/**
 * A document's content changes only as a draft: a sent one answers 409 `document_sent` ("Need to edit this
 * document?": the web then offers POST /reset-documents); a signed one no longer changes.
 */
export function assertDraft(doc: DocumentRow): void {
  if (doc.status === "sent") throw new AppError("document_sent");
  if (doc.status !== "draft") {
    throw new AppError("document_locked", { message: QUOTE_DOCUMENT_MESSAGES.signedFinal });
  }
}

export const conflict = (version: number) => new AppError("conflict", { details: { version } });

export function assertVersion(doc: DocumentRow, version: number): void {
  if (doc.version !== version) throw conflict(doc.version);
}

/**
 * Writes fields of a document read at `version`: 409 with the current version when it changed meanwhile
 * (the update's own condition decides, so two racing saves cannot both win).
 */
export async function saveDocument(
  db: Db,
  doc: DocumentRow,
  version: number,
  fields: Partial<Omit<DocumentRow, "tenantId" | "id" | "projectId" | "version">>,
): Promise<DocumentRow> {
  const [row] = await db
    .update(quoteDocuments)
    .set({ ...fields, version: sql`${quoteDocuments.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(quoteDocuments.tenantId, doc.tenantId),
        eq(quoteDocuments.id, doc.id),
        eq(quoteDocuments.version, version),
      ),
    )
    .returning();
  if (row) return row;
  const [current] = await db
    .select({ version: quoteDocuments.version })
    .from(quoteDocuments)
    .where(and(eq(quoteDocuments.tenantId, doc.tenantId), eq(quoteDocuments.id, doc.id)));
  throw conflict(current?.version ?? version);
}
