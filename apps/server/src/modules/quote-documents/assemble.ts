import { type Db, documentSigners, projects, type QuoteDocumentSection, quoteDocuments } from "@q2c/db";
import {
  ACCEPTANCE_SECTION,
  AppError,
  DOCUMENT_PAGE_WIDTH_PX,
  fillMergeFields,
  type MergeValues,
  type TDocumentConfig,
} from "@q2c/domain";
import { and, asc, eq } from "drizzle-orm";
import {
  companyName,
  type InitialledSigner,
  loadParties,
  mergeValuesOf,
} from "../../documents/merge-values.ts";
import { safeHtml } from "../../documents/safe-html.ts";
import { loadAggregate } from "../project-core/aggregate.ts";
import type { ProjectRow } from "../project-core/project-scope.ts";
import { pricingTableOf } from "../projects/generate-table.ts";
import { configOf } from "./document-view.ts";
import { type LegalSigner, legalTableHtml } from "./legal-table.ts";
import { pricingTableHtml } from "./pricing-table-html.ts";

/**
 * A document's assembled HTML (issue #17 §2; docs/documents.md): its visible sections in order, each
 * sanitised again (safeHtml) and then filled (fillMergeFields: text values escaped, one pass), with the
 * pricing table drawn from generate-table and the signature block of every signer in the acceptance
 * section (at the end when no acceptance section shows, as in a document made from a static template);
 * the header and footer filled the same way. What a draft previews, what sending freezes into sentHtml,
 * what the PDF renderer prints.
 */
export interface AssembledDocument {
  html: string;
  headerHtml: string;
  footerHtml: string;
}

/** What a document is filled with: the quote's values, its pricing table and its signature block. */
export interface AssemblyContext {
  values: MergeValues;
  /** Sanitised HTML of the pricing table, drawn per document config. */
  pricingTable: (config: TDocumentConfig) => string;
  legalTable: string;
}

export type SignerForAssembly = LegalSigner & InitialledSigner;

/** The values, pricing table and signature block of a quote with these signers. */
export async function loadAssemblyContext(
  db: Db,
  project: ProjectRow,
  signers: readonly SignerForAssembly[],
): Promise<AssemblyContext> {
  const [agg, parties] = await Promise.all([loadAggregate(db, project), loadParties(db, project)]);
  const table = pricingTableOf(agg);
  const values = mergeValuesOf(project, parties, signers);
  const legalTable = safeHtml(
    legalTableHtml(signers, {
      customerCompany: companyName(parties.customer),
      mspCompany: companyName(parties.msp),
    }),
  );
  return { values, pricingTable: (config) => safeHtml(pricingTableHtml(table, config)), legalTable };
}

export interface AssemblySource {
  sections: readonly QuoteDocumentSection[];
  headerHtml: string;
  footerHtml: string;
  config: TDocumentConfig;
}

/** One section as the document prints it (safeHtml, then the merge fields; the legal table if asked). */
export function fillSection(
  section: Pick<QuoteDocumentSection, "html">,
  ctx: AssemblyContext,
  config: TDocumentConfig,
  withLegalTable: boolean,
): string {
  const usesTable = section.html.includes("pricingTable");
  const filled = fillMergeFields(safeHtml(section.html), ctx.values, {
    pricingTable: usesTable ? ctx.pricingTable(config) : "",
  });
  return withLegalTable ? `${filled}${ctx.legalTable}` : filled;
}

/** Assembles a document, saved or not (a template preview), with a loaded context. */
export function assembleParts(source: AssemblySource, ctx: AssemblyContext): AssembledDocument {
  const visible = source.sections.filter((s) => s.visible);
  const acceptanceAt = visible.findIndex((s) => s.sectionType === ACCEPTANCE_SECTION);
  const pageBreak = source.config.sectionPageBreaks;
  const body = visible
    .map((s, i) => {
      const style = pageBreak && i > 0 ? ' style="page-break-before:always"' : "";
      return `<section class="q2c-section"${style}>${fillSection(s, ctx, source.config, i === acceptanceAt)}</section>`;
    })
    .join("");
  const trailing = acceptanceAt === -1 ? ctx.legalTable : "";
  const html = `<div class="q2c-document" style="width:${DOCUMENT_PAGE_WIDTH_PX}px;max-width:100%;margin:0 auto">${body}${trailing}</div>`;
  return {
    html,
    headerHtml: fillMergeFields(safeHtml(source.headerHtml), ctx.values),
    footerHtml: fillMergeFields(safeHtml(source.footerHtml), ctx.values),
  };
}

/** The signers of a document in their order, as assembly reads them. */
export async function loadSignersForAssembly(
  db: Db,
  tenantId: string,
  documentId: string,
): Promise<SignerForAssembly[]> {
  return db
    .select({
      party: documentSigners.party,
      name: documentSigners.name,
      role: documentSigners.role,
      signedAt: documentSigners.signedAt,
      signatureKind: documentSigners.signatureKind,
      signatureValue: documentSigners.signatureValue,
      initials: documentSigners.initials,
    })
    .from(documentSigners)
    .where(and(eq(documentSigners.tenantId, tenantId), eq(documentSigners.documentId, documentId)))
    .orderBy(asc(documentSigners.position), asc(documentSigners.id));
}

/**
 * The assembled HTML of a stored document, read with the given handle (a request's scoped handle, a
 * job's, or a transaction). The caller has decided the document may be read: this only finds it.
 */
export async function assembleDocumentHtml(
  deps: { db: Db },
  tenantId: string,
  documentId: string,
): Promise<AssembledDocument> {
  const { db } = deps;
  const [doc] = await db
    .select()
    .from(quoteDocuments)
    .where(and(eq(quoteDocuments.tenantId, tenantId), eq(quoteDocuments.id, documentId)));
  if (!doc) throw new AppError("not_found");
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), eq(projects.id, doc.projectId)));
  if (!project) throw new AppError("not_found");
  const signers = await loadSignersForAssembly(db, tenantId, documentId);
  const ctx = await loadAssemblyContext(db, project, signers);
  return assembleParts({ ...doc, config: configOf(doc.config) }, ctx);
}
