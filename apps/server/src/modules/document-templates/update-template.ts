import { documentTemplates } from "@q2c/db";
import { AppError, type TDocumentTemplate, type TUpdateTemplateRequest } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { enqueueTemplateThumbnail } from "../../jobs/render-template-thumbnail.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { defaultTemplateIds, findWritableTemplate, templateView } from "./repo.ts";
import { savedHtml } from "./saved-html.ts";
import { checkSectionRefs } from "./section-refs.ts";

/**
 * PUT /templates/{id}: changes a template the caller may write (403 on one it only reads, 404 on one it
 * does not see). Fields sent are set, after the same checks as create; a stale version answers 409 with
 * the current one, writing nothing.
 */
export async function updateTemplate(
  deps: Deps,
  principal: Principal,
  id: string,
  input: TUpdateTemplateRequest,
): Promise<TDocumentTemplate> {
  const { db } = deps;
  const platform = deps.config.platformAccountId;
  const current = await findWritableTemplate(db, principal, platform, id);
  const texts = savedHtml({ html: input.html, headerHtml: input.headerHtml, footerHtml: input.footerHtml });
  if (input.sectionTypes !== undefined) {
    const target = {
      tenantId: current.tenantId,
      templateType: current.templateType,
      documentType: current.documentType,
    };
    await checkSectionRefs(db, platform, target, input.sectionTypes);
  }
  const changes = {
    ...texts,
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.sectionTypes !== undefined ? { sectionTypes: input.sectionTypes } : {}),
  };
  const defaults = () => defaultTemplateIds(db, principal, platform);
  // Nothing to change: the template as it is, written nowhere (a stale version is still refused).
  if (Object.keys(changes).length === 0) {
    if (input.version !== current.version)
      throw new AppError("conflict", { details: { version: current.version } });
    return templateView(current, principal, await defaults());
  }
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(documentTemplates)
      .set({ ...changes, version: current.version + 1, updatedAt: new Date() })
      .where(
        and(
          eq(documentTemplates.tenantId, current.tenantId),
          eq(documentTemplates.id, current.id),
          eq(documentTemplates.version, input.version),
        ),
      )
      .returning();
    if (!updated) throw new AppError("conflict", { details: { version: current.version } });
    await recordAudit(tx, {
      tenantId: updated.tenantId,
      actorUserId: principal.userId,
      type: "document_template.updated",
      subjectId: updated.id,
      data: { fields: Object.keys(changes) },
    });
    return updated;
  });
  // What the thumbnail prints changed (not a new title alone).
  if (Object.keys(changes).some((k) => k !== "title")) {
    await enqueueTemplateThumbnail(deps, { tenantId: row.tenantId, templateId: row.id });
  }
  return templateView(row, principal, await defaults());
}
