import { type Db, documentSections, documentTemplates } from "@q2c/db";
import { AppError, DOCUMENT_MESSAGES, type TDocumentSection } from "@q2c/domain";
import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import { allows } from "../../lib/permissions.ts";
import type { Principal } from "../../lib/principal.ts";
import { canWriteCatalogue, catalogueWhere, type Ownership } from "../../lib/tenancy.ts";

export type SectionRow = typeof documentSections.$inferSelect;

/** The content-library sections a caller reads: its own and the platform's (the owner: every company's). */
export const readableSections = (principal: Principal, platformId: string, ownership: Ownership = "all") =>
  catalogueWhere(principal, platformId, documentSections.tenantId, ownership);

/** A section the caller reads; another company's answers 404. */
export async function findReadableSection(
  db: Db,
  principal: Principal,
  platformId: string,
  id: string,
): Promise<SectionRow> {
  const [row] = await db
    .select()
    .from(documentSections)
    .where(and(eq(documentSections.id, id), readableSections(principal, platformId)));
  if (!row) throw new AppError("not_found");
  return row;
}

/** A section the caller may change: the platform's, for an MSP, answers 403. */
export async function findWritableSection(
  db: Db,
  principal: Principal,
  platformId: string,
  id: string,
): Promise<SectionRow> {
  const row = await findReadableSection(db, principal, platformId, id);
  if (!canWriteCatalogue(principal, row.tenantId)) throw new AppError("forbidden");
  return row;
}

export const sectionView = (row: SectionRow, principal: Principal): TDocumentSection => ({
  id: row.id,
  accountId: row.accountId,
  sectionType: row.sectionType as TDocumentSection["sectionType"],
  type: row.type as TDocumentSection["type"],
  title: row.title,
  html: row.html,
  editable: allows(principal, "templates.manage") && canWriteCatalogue(principal, row.tenantId),
  createDate: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

export const nameTaken = () =>
  new AppError("bad_request", {
    message: DOCUMENT_MESSAGES.sectionNameTaken,
    fields: { title: DOCUMENT_MESSAGES.sectionNameTaken },
  });

/**
 * Refuses a name another section of the account already has, in any case (the unique index on
 * lower(title) is the final word when two saves race; the callers map its refusal to the same 400).
 */
export async function assertNameFree(
  db: Db,
  owner: { tenantId: string; accountId: string },
  title: string,
  exceptId?: string,
): Promise<void> {
  const [taken] = await db
    .select({ id: documentSections.id })
    .from(documentSections)
    .where(
      and(
        eq(documentSections.tenantId, owner.tenantId),
        eq(documentSections.accountId, owner.accountId),
        sql`lower(${documentSections.title}) = lower(${title})`,
        exceptId ? ne(documentSections.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw nameTaken();
}

/** The templates (in the caller's sight) whose sections include this one. */
export const templatesUsing = (sectionId: string): SQL =>
  sql`${documentTemplates.sectionTypes} @> ${JSON.stringify([{ sectionId }])}::jsonb`;
