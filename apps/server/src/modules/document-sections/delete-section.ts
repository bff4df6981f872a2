import { documentSections, documentTemplates } from "@q2c/db";
import { AppError, TEMPLATE_MESSAGES } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { findWritableSection, templatesUsing } from "./repo.ts";

const NAMED = 3;

/**
 * DELETE /document-sections/{id}: a section no template holds. One that templates hold answers 409 naming
 * them (a template pointing at nothing would print a gap, or lose its acceptance section); documents
 * already generated keep their own copy.
 */
export async function deleteSection(deps: Deps, principal: Principal, id: string): Promise<{ id: string }> {
  const { db } = deps;
  const row = await findWritableSection(db, principal, deps.config.platformAccountId, id);
  await db.transaction(async (tx) => {
    await tx
      .select({ id: documentSections.id })
      .from(documentSections)
      .where(and(eq(documentSections.tenantId, row.tenantId), eq(documentSections.id, row.id)))
      .for("update");
    const users = await tx
      .select({ title: documentTemplates.title })
      .from(documentTemplates)
      .where(templatesUsing(row.id))
      .orderBy(documentTemplates.title);
    if (users.length > 0) {
      const named = users.slice(0, NAMED).map((t) => `“${t.title}”`);
      const more = users.length > NAMED ? ` and ${users.length - NAMED} more` : "";
      throw new AppError("conflict", { message: TEMPLATE_MESSAGES.sectionInUse(named.join(", ") + more) });
    }
    await tx
      .delete(documentSections)
      .where(and(eq(documentSections.tenantId, row.tenantId), eq(documentSections.id, row.id)));
    await recordAudit(tx, {
      tenantId: row.tenantId,
      actorUserId: principal.userId,
      type: "document_section.deleted",
      subjectId: row.id,
      data: { title: row.title, sectionType: row.sectionType },
    });
  });
  return { id: row.id };
}
