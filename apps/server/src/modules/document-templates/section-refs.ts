import { type Db, documentSections } from "@q2c/db";
import {
  ACCEPTANCE_SECTION,
  AppError,
  DOCUMENT_MESSAGES,
  QUOTE_DOCUMENT_TYPES,
  TEMPLATE_MESSAGES,
  type TTemplateSectionRef,
} from "@q2c/domain";
import { and, inArray } from "drizzle-orm";
import { usableTenants } from "../../lib/tenancy.ts";

export type SectionRow = typeof documentSections.$inferSelect;

const refused = (message: string) =>
  new AppError("bad_request", { message, fields: { sectionTypes: message } });

/**
 * Whether a template of this document type holding these sections lacks a visible acceptance section
 * (domain §4: a proposal or agreement holding sections must include it). `typeOf` gives each section's type.
 */
export function lacksAcceptance(
  documentType: string,
  refs: readonly TTemplateSectionRef[],
  typeOf: (sectionId: string) => string | undefined,
): boolean {
  if (refs.length === 0 || !(QUOTE_DOCUMENT_TYPES as readonly string[]).includes(documentType)) return false;
  return !refs.some((r) => r.visibility === "visible" && typeOf(r.sectionId) === ACCEPTANCE_SECTION);
}

/** The sections of the content library a company may use (its own and the platform's), by id. */
export async function usableSections(
  db: Db,
  tenantId: string,
  platformId: string,
  ids: readonly string[],
): Promise<Map<string, SectionRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(documentSections)
    .where(
      and(
        inArray(documentSections.id, [...ids]),
        inArray(documentSections.tenantId, usableTenants(tenantId, platformId)),
      ),
    );
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The sections a template of `target` may hold, checked before anything is written: only a dynamic
 * template holds sections, each once, each from the content library its company may use, and a proposal
 * or agreement among them the visible acceptance section. Any other answers 400 on `sectionTypes`.
 */
export async function checkSectionRefs(
  db: Db,
  platformId: string,
  target: { tenantId: string; templateType: string; documentType: string },
  refs: readonly TTemplateSectionRef[],
): Promise<void> {
  if (refs.length === 0) return;
  if (target.templateType !== "dynamic") throw refused(TEMPLATE_MESSAGES.sectionsOnlyDynamic);
  const ids = refs.map((r) => r.sectionId);
  if (new Set(ids).size !== ids.length) throw refused(TEMPLATE_MESSAGES.repeatedSection);
  const sections = await usableSections(db, target.tenantId, platformId, ids);
  if (ids.some((id) => !sections.has(id))) throw refused(TEMPLATE_MESSAGES.unknownSection);
  if (lacksAcceptance(target.documentType, refs, (id) => sections.get(id)?.sectionType)) {
    throw refused(DOCUMENT_MESSAGES.acceptanceRequired);
  }
}
