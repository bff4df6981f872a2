import { documentSettings, documentTemplates, productDocumentSections } from "@q2c/db";
import { AppError, DOCUMENT_TYPE_LABELS, type DocumentType, TEMPLATE_MESSAGES } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { findWritableTemplate } from "./repo.ts";

/**
 * DELETE /templates/{id}. A template some company uses as its default (/settings/documents) is refused
 * with 409 naming the document type, rather than silently leaving that company without its choice: the
 * default is changed first. Catalogue items' texts written for this template go with it; documents
 * already generated from it keep their own copy of its sections.
 */
export async function deleteTemplate(deps: Deps, principal: Principal, id: string): Promise<{ id: string }> {
  const { db } = deps;
  const row = await findWritableTemplate(db, principal, deps.config.platformAccountId, id);
  await db.transaction(async (tx) => {
    // The row lock orders this delete against a concurrent PUT /document-settings choosing the template.
    await tx
      .select({ id: documentTemplates.id })
      .from(documentTemplates)
      .where(and(eq(documentTemplates.tenantId, row.tenantId), eq(documentTemplates.id, row.id)))
      .for("update");
    const defaults = await tx
      .select({ documentType: documentSettings.documentType })
      .from(documentSettings)
      .where(eq(documentSettings.templateId, row.id));
    if (defaults.length > 0) {
      const types = [...new Set(defaults.map((d) => DOCUMENT_TYPE_LABELS[d.documentType as DocumentType]))];
      const message = TEMPLATE_MESSAGES.templateIsDefault(types.join(", ").toLowerCase());
      throw new AppError("conflict", { message });
    }
    await tx.delete(productDocumentSections).where(eq(productDocumentSections.templateId, row.id));
    await tx
      .delete(documentTemplates)
      .where(and(eq(documentTemplates.tenantId, row.tenantId), eq(documentTemplates.id, row.id)));
    await recordAudit(tx, {
      tenantId: row.tenantId,
      actorUserId: principal.userId,
      type: "document_template.deleted",
      subjectId: row.id,
      data: { title: row.title, documentType: row.documentType },
    });
  });
  return { id: row.id };
}
