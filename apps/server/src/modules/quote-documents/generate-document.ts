import { type Db, quoteDocuments, uuidv7 } from "@q2c/db";
import {
  AppError,
  DOCUMENT_TYPE_LABELS,
  QUOTE_DOCUMENT_MESSAGES,
  type QuoteDocumentType,
  type TQuoteDocument,
} from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { appendAudit } from "../../documents/audit-log.ts";
import { safeHtml } from "../../documents/safe-html.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import type { Principal } from "../../lib/principal.ts";
import { displayNameOf } from "../project-approvals/approval-notices.ts";
import { loadAggregate } from "../project-core/aggregate.ts";
import type { ProjectRow } from "../project-core/project-scope.ts";
import { sectionsFromTemplate } from "./build-sections.ts";
import { type DocumentRow, documentView } from "./document-view.ts";
import { loadItemTexts } from "./item-texts.ts";
import {
  assertDraft,
  findQuoteForDocumentWrite,
  loadDocument,
  loadSigners,
  requireDocument,
  saveDocument,
} from "./repo.ts";
import { defaultTemplate, findTemplate, librarySectionsOf, type TemplateRow } from "./template-source.ts";

/**
 * Generating a quote's proposal or agreement from a template (issue #17 §2), and starting one again
 * (regenerate, proposal reset): the template's sections, header and footer are copied into the document
 * with the quoted items' own texts (build-sections.ts); the audit log records `created`.
 */

/** What a document holds when made from a template now. */
export async function contentFrom(
  deps: Deps,
  project: ProjectRow,
  template: TemplateRow,
  type: QuoteDocumentType,
) {
  const platformId = deps.config.platformAccountId;
  const [library, agg] = await Promise.all([
    librarySectionsOf(deps.db, project, platformId, template),
    loadAggregate(deps.db, project),
  ]);
  const items = await loadItemTexts(deps.db, agg, platformId, type, template.id);
  return {
    templateId: template.id,
    title: `${DOCUMENT_TYPE_LABELS[type]}: ${project.dealName}`,
    sections: sectionsFromTemplate(template, library, items),
    headerHtml: safeHtml(template.headerHtml),
    footerHtml: safeHtml(template.footerHtml),
    config: {},
  };
}

async function auditCreated(
  tx: Db,
  principal: Principal,
  doc: DocumentRow,
  data: Record<string, unknown>,
): Promise<void> {
  await appendAudit(tx, {
    tenantId: doc.tenantId,
    documentId: doc.id,
    projectId: doc.projectId,
    type: "created",
    actorUserId: principal.userId,
    actorName: await displayNameOf(tx, principal),
    actorEmail: principal.email,
    data: { templateId: doc.templateId, ...data },
  });
}

async function answer(deps: Deps, doc: DocumentRow): Promise<TQuoteDocument> {
  return documentView(doc, await loadSigners(deps.db, doc.tenantId, [doc.id]), true);
}

/** POST /quotes/{quoteId}/documents/generate: a quote's first document of a type. */
export async function generateDocument(
  deps: Deps,
  principal: Principal,
  quoteId: string,
  body: { documentType: QuoteDocumentType; templateId?: string | undefined },
): Promise<TQuoteDocument> {
  const project = await findQuoteForDocumentWrite(deps.db, principal, quoteId);
  const type = body.documentType;
  const existing = await loadDocument(deps.db, project, type);
  if (existing) throw alreadyGenerated(type, existing);
  const template = await chooseTemplate(deps, project, type, body.templateId, "templateId");
  const content = await contentFrom(deps, project, template, type);
  try {
    const doc = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(quoteDocuments)
        .values({
          tenantId: project.tenantId,
          id: uuidv7(),
          projectId: project.id,
          documentType: type,
          createdBy: principal.userId,
          ...content,
        })
        .returning();
      if (!row) throw new Error("insert returned nothing");
      await auditCreated(tx, principal, row, {});
      return row;
    });
    return answer(deps, doc);
  } catch (err) {
    // Two generations at once: the second finds the first's document.
    if (!isUniqueViolation(err)) throw err;
    const raced = await loadDocument(deps.db, project, type);
    throw raced ? alreadyGenerated(type, raced) : err;
  }
}

const alreadyGenerated = (type: QuoteDocumentType, doc: DocumentRow) =>
  new AppError("conflict", {
    message: QUOTE_DOCUMENT_MESSAGES.alreadyGenerated(DOCUMENT_TYPE_LABELS[type]),
    details: { documentId: doc.id, version: doc.version },
  });

function chooseTemplate(
  deps: Deps,
  project: ProjectRow,
  type: QuoteDocumentType,
  templateId: string | undefined,
  field: string,
): Promise<TemplateRow> {
  const platformId = deps.config.platformAccountId;
  return templateId
    ? findTemplate(deps.db, project, platformId, templateId, type, field)
    : defaultTemplate(deps.db, project, platformId, type, field);
}

/**
 * Makes a draft document again from a template, dropping its edits (its title, header, footer, sections
 * and config); the signers of a document sent before stay listed, so sending again cannot drop them.
 */
async function remake(
  deps: Deps,
  principal: Principal,
  project: ProjectRow,
  doc: DocumentRow,
  template: TemplateRow,
  data: Record<string, unknown>,
): Promise<TQuoteDocument> {
  assertDraft(doc);
  const content = await contentFrom(deps, project, template, doc.documentType as QuoteDocumentType);
  const saved = await deps.db.transaction(async (tx) => {
    const row = await saveDocument(tx, doc, doc.version, content);
    await auditCreated(tx, principal, row, data);
    return row;
  });
  return answer(deps, saved);
}

/** The template a document was made from, when the quote can still use it; else the default. */
async function ownTemplate(deps: Deps, project: ProjectRow, doc: DocumentRow): Promise<TemplateRow> {
  const type = doc.documentType as QuoteDocumentType;
  if (doc.templateId) {
    try {
      return await findTemplate(
        deps.db,
        project,
        deps.config.platformAccountId,
        doc.templateId,
        type,
        "templateId",
      );
    } catch (err) {
      if (!(err instanceof AppError && err.code === "not_found")) throw err;
    }
  }
  return chooseTemplate(deps, project, type, undefined, "templateId");
}

/**
 * POST /quotes/{quoteId}/regenerate-agreements: the agreement made again from `agreementTemplateId`, or
 * from its own template (the default when it has none); generated when the quote has none yet.
 */
export async function regenerateAgreements(
  deps: Deps,
  principal: Principal,
  quoteId: string,
  body: { agreementTemplateId?: string | undefined },
): Promise<TQuoteDocument[]> {
  const project = await findQuoteForDocumentWrite(deps.db, principal, quoteId);
  const doc = await loadDocument(deps.db, project, "agreement");
  if (!doc) {
    return [
      await generateDocument(deps, principal, quoteId, {
        documentType: "agreement",
        templateId: body.agreementTemplateId,
      }),
    ];
  }
  const template = body.agreementTemplateId
    ? await chooseTemplate(deps, project, "agreement", body.agreementTemplateId, "agreementTemplateId")
    : await ownTemplate(deps, project, doc);
  return [await remake(deps, principal, project, doc, template, { regenerated: true })];
}

/**
 * POST /quotes/{quoteId}/regenerate-document: the document of `type` made again from `newTemplateId`;
 * 409 when it is no longer made from `oldTemplateId` (someone regenerated it meanwhile).
 */
export async function regenerateDocument(
  deps: Deps,
  principal: Principal,
  quoteId: string,
  body: { newTemplateId: string; oldTemplateId: string; type: QuoteDocumentType },
): Promise<TQuoteDocument> {
  const project = await findQuoteForDocumentWrite(deps.db, principal, quoteId);
  const doc = await requireDocument(deps.db, project, body.type);
  if (doc.templateId !== body.oldTemplateId) {
    throw new AppError("conflict", {
      message: QUOTE_DOCUMENT_MESSAGES.templateChanged,
      details: { version: doc.version, templateId: doc.templateId },
    });
  }
  const template = await chooseTemplate(deps, project, body.type, body.newTemplateId, "newTemplateId");
  return remake(deps, principal, project, doc, template, {
    regenerated: true,
    previousTemplateId: body.oldTemplateId,
  });
}

/** POST /quotes/{quoteId}/proposal-reset: the proposal back to its template, every edit dropped. */
export async function resetProposal(
  deps: Deps,
  principal: Principal,
  quoteId: string,
): Promise<TQuoteDocument> {
  const project = await findQuoteForDocumentWrite(deps.db, principal, quoteId);
  const doc = await requireDocument(deps.db, project, "proposal");
  const template = await ownTemplate(deps, project, doc);
  return remake(deps, principal, project, doc, template, { reset: true });
}
