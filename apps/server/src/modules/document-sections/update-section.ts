import { type Db, documentSections, documentTemplates } from "@q2c/db";
import { AppError, DOCUMENT_MESSAGES, type TDocumentSection, type TUpdateSectionRequest } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import type { Principal } from "../../lib/principal.ts";
import { savedHtml } from "../document-templates/saved-html.ts";
import { lacksAcceptance, usableSections } from "../document-templates/section-refs.ts";
import {
  assertNameFree,
  findWritableSection,
  nameTaken,
  type SectionRow,
  sectionView,
  templatesUsing,
} from "./repo.ts";

/**
 * A section's type may not change under a proposal or agreement template that then has no visible
 * acceptance section left (domain §4): 400, nothing written.
 */
async function assertTemplatesKeepAcceptance(
  db: Db,
  platformId: string,
  section: SectionRow,
  newType: string,
) {
  const templates = await db.select().from(documentTemplates).where(templatesUsing(section.id));
  for (const t of templates) {
    const ids = t.sectionTypes.map((r) => r.sectionId);
    const sections = await usableSections(db, t.tenantId, platformId, ids);
    const typeOf = (id: string) => (id === section.id ? newType : sections.get(id)?.sectionType);
    if (lacksAcceptance(t.documentType, t.sectionTypes, typeOf)) {
      const message = DOCUMENT_MESSAGES.acceptanceRequired;
      throw new AppError("bad_request", { message, fields: { sectionType: message } });
    }
  }
}

/**
 * PUT /document-sections/{id}: changes a section of the caller's library (403 on the platform's for an
 * MSP). Version required (409 when stale); the name stays unique; the HTML is sanitised and checked.
 */
export async function updateSection(
  deps: Deps,
  principal: Principal,
  id: string,
  input: TUpdateSectionRequest,
): Promise<TDocumentSection> {
  const { db } = deps;
  const platform = deps.config.platformAccountId;
  const current = await findWritableSection(db, principal, platform, id);
  const { html } = savedHtml({ html: input.html });
  const changes = {
    ...(html !== undefined ? { html } : {}),
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.sectionType !== undefined ? { sectionType: input.sectionType } : {}),
  };
  if (Object.keys(changes).length === 0) {
    if (input.version !== current.version)
      throw new AppError("conflict", { details: { version: current.version } });
    return sectionView(current, principal);
  }
  if (input.title !== undefined) await assertNameFree(db, current, input.title, current.id);
  if (input.sectionType !== undefined && input.sectionType !== current.sectionType) {
    await assertTemplatesKeepAcceptance(db, platform, current, input.sectionType);
  }
  try {
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(documentSections)
        .set({ ...changes, version: current.version + 1, updatedAt: new Date() })
        .where(
          and(
            eq(documentSections.tenantId, current.tenantId),
            eq(documentSections.id, current.id),
            eq(documentSections.version, input.version),
          ),
        )
        .returning();
      if (!updated) throw new AppError("conflict", { details: { version: current.version } });
      await recordAudit(tx, {
        tenantId: updated.tenantId,
        actorUserId: principal.userId,
        type: "document_section.updated",
        subjectId: updated.id,
        data: { fields: Object.keys(changes) },
      });
      return updated;
    });
    return sectionView(row, principal);
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}
