import { type Db, documentSections, documentTemplates, uuidv7 } from "@q2c/db";
import {
  AppError,
  DOCUMENT_MESSAGES,
  type TDocumentTemplate,
  type TTemplateSectionRef,
  type ZDuplicateTemplateRequest,
} from "@q2c/domain";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Deps } from "../../deps.ts";
import { enqueueTemplateThumbnail } from "../../jobs/render-template-thumbnail.ts";
import { recordAudit } from "../../lib/audit.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import type { Principal } from "../../lib/principal.ts";
import { defaultTemplateIds, findReadableTemplate, templateView } from "./repo.ts";
import { lacksAcceptance, type SectionRow, usableSections } from "./section-refs.ts";

/** The first of `title`, `title (copy)`, `title (copy 2)`, ... not in `taken` (lower case). */
export function freeTitle(title: string, taken: ReadonlySet<string>): string {
  if (!taken.has(title.toLowerCase())) return title;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? `${title} (copy)` : `${title} (copy ${n})`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/**
 * Copies into the caller's content library the sections it cannot change, keeping their names when free,
 * and answers the template's section list pointing at the copies.
 */
async function copySections(
  tx: Db,
  principal: Principal,
  refs: readonly TTemplateSectionRef[],
  sections: Map<string, SectionRow>,
): Promise<TTemplateSectionRef[]> {
  const titles = await tx
    .select({ title: sql<string>`lower(${documentSections.title})` })
    .from(documentSections)
    .where(
      and(
        eq(documentSections.tenantId, principal.tenantId),
        eq(documentSections.accountId, principal.tenantId),
      ),
    );
  const taken = new Set(titles.map((t) => t.title));
  const out: TTemplateSectionRef[] = [];
  for (const ref of refs) {
    const section = sections.get(ref.sectionId);
    if (!section || section.tenantId === principal.tenantId) {
      out.push(ref);
      continue;
    }
    const title = freeTitle(section.title, taken);
    taken.add(title.toLowerCase());
    const id = uuidv7();
    await tx.insert(documentSections).values({
      tenantId: principal.tenantId,
      id,
      accountId: principal.tenantId,
      sectionType: section.sectionType,
      type: section.type,
      title,
      html: section.html,
      createdBy: principal.userId,
    });
    out.push({ sectionId: id, visibility: ref.visibility });
  }
  return out;
}

/**
 * POST /templates/{id}/duplicate: a copy of a template the caller reads (the platform's, say) among its own
 * templates, to customise. With copySections (the default) the sections it cannot change come along into
 * its content library. A custom template's copy made by an MSP is a static one: custom templates are the
 * platform owner's to make.
 */
export async function duplicateTemplate(
  deps: Deps,
  principal: Principal,
  id: string,
  input: z.output<typeof ZDuplicateTemplateRequest>,
): Promise<TDocumentTemplate> {
  const { db } = deps;
  const platform = deps.config.platformAccountId;
  const source = await findReadableTemplate(db, principal, platform, id);
  const ids = source.sectionTypes.map((r) => r.sectionId);
  // Only sections the new owner may use come along (a platform owner's copy of an MSP's template keeps
  // none of that MSP's own sections).
  const sections = await usableSections(db, principal.tenantId, platform, ids);
  const usableRefs = source.sectionTypes.filter((r) => sections.has(r.sectionId));
  if (lacksAcceptance(source.documentType, usableRefs, (sid) => sections.get(sid)?.sectionType)) {
    const message = DOCUMENT_MESSAGES.acceptanceRequired;
    throw new AppError("bad_request", { message, fields: { sectionTypes: message } });
  }
  try {
    const row = await db.transaction(async (tx) => {
      const refs = input.copySections ? await copySections(tx, principal, usableRefs, sections) : usableRefs;
      const [created] = await tx
        .insert(documentTemplates)
        .values({
          tenantId: principal.tenantId,
          id: uuidv7(),
          accountId: principal.tenantId,
          templateType:
            source.templateType === "custom" && principal.scope.kind !== "all"
              ? "static"
              : source.templateType,
          documentType: source.documentType,
          title: input.title ?? `${source.title} (copy)`,
          html: source.html,
          headerHtml: source.headerHtml,
          footerHtml: source.footerHtml,
          sectionTypes: refs,
          createdBy: principal.userId,
        })
        .returning();
      if (!created) throw new AppError("internal");
      await recordAudit(tx, {
        tenantId: created.tenantId,
        actorUserId: principal.userId,
        type: "document_template.duplicated",
        subjectId: created.id,
        data: {
          from: source.id,
          title: created.title,
          sectionsCopied: refs.filter((r, i) => r !== usableRefs[i]).length,
        },
      });
      return created;
    });
    await enqueueTemplateThumbnail(deps, { tenantId: row.tenantId, templateId: row.id });
    return templateView(row, principal, await defaultTemplateIds(db, principal, platform));
  } catch (err) {
    // Another save took a section name this copy picked meanwhile: nothing was written, try again.
    if (isUniqueViolation(err)) throw new AppError("conflict");
    throw err;
  }
}
