import { type Db, documentSections, documentSettings, documentTemplates } from "@q2c/db";
import { AppError, DOCUMENT_TYPE_LABELS, QUOTE_DOCUMENT_MESSAGES, type QuoteDocumentType } from "@q2c/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import { usableTenants } from "../../lib/tenancy.ts";
import type { ProjectRow } from "../project-core/project-scope.ts";

// The templates a quote's documents are made from (modules/document-templates writes them): the quote's
// MSP's own and the platform's, which row-level security lets every MSP read. Read here by id; a
// template of another MSP is never found (404), as if it did not exist.

export type TemplateRow = typeof documentTemplates.$inferSelect;
export type LibrarySectionRow = typeof documentSections.$inferSelect;

/** The tenants whose templates and sections a quote may use: its MSP's and the platform's. */
export const templateTenants = (project: ProjectRow, platformId: string): string[] =>
  usableTenants(project.tenantId, platformId);

/**
 * A template the quote may use (404 otherwise), of the given document type when one is given (another
 * type: 400 naming the field).
 */
export async function findTemplate(
  db: Db,
  project: ProjectRow,
  platformId: string,
  templateId: string,
  documentType: QuoteDocumentType | null,
  field: string,
): Promise<TemplateRow> {
  const [row] = await db
    .select()
    .from(documentTemplates)
    .where(
      and(
        inArray(documentTemplates.tenantId, templateTenants(project, platformId)),
        eq(documentTemplates.id, templateId),
      ),
    );
  if (!row) throw new AppError("not_found");
  if (documentType !== null && row.documentType !== documentType) {
    const message = QUOTE_DOCUMENT_MESSAGES.templateWrongType(DOCUMENT_TYPE_LABELS[documentType]);
    throw new AppError("bad_request", { message, fields: { [field]: message } });
  }
  return row;
}

/** The template a tenant chose in /settings/documents for a type, when it still exists. */
async function chosenTemplate(
  db: Db,
  tenantId: string,
  documentType: QuoteDocumentType,
  readable: string[],
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select({ template: documentTemplates })
    .from(documentSettings)
    .innerJoin(documentTemplates, eq(documentTemplates.id, documentSettings.templateId))
    .where(
      and(
        eq(documentSettings.tenantId, tenantId),
        eq(documentSettings.documentType, documentType),
        inArray(documentTemplates.tenantId, readable),
        eq(documentTemplates.documentType, documentType),
      ),
    );
  return row?.template;
}

/**
 * The template used when the caller names none: the MSP's default for the type (document_settings),
 * else the platform's default (its own setting where the caller can read it, else its first template of
 * the type), else 400 saying no template is set up.
 */
export async function defaultTemplate(
  db: Db,
  project: ProjectRow,
  platformId: string,
  documentType: QuoteDocumentType,
  field: string,
): Promise<TemplateRow> {
  const readable = templateTenants(project, platformId);
  const own = await chosenTemplate(db, project.tenantId, documentType, readable);
  if (own) return own;
  const platformChoice = await chosenTemplate(db, platformId, documentType, [platformId]);
  if (platformChoice) return platformChoice;
  const [first] = await db
    .select()
    .from(documentTemplates)
    .where(and(eq(documentTemplates.tenantId, platformId), eq(documentTemplates.documentType, documentType)))
    .orderBy(asc(documentTemplates.createdAt), asc(documentTemplates.id))
    .limit(1);
  if (first) return first;
  const message = QUOTE_DOCUMENT_MESSAGES.noDefaultTemplate(DOCUMENT_TYPE_LABELS[documentType]);
  throw new AppError("bad_request", { message, fields: { [field]: message } });
}

/** The library sections a dynamic template names, by id (a section since deleted is simply absent). */
export async function librarySectionsOf(
  db: Db,
  project: ProjectRow,
  platformId: string,
  template: Pick<TemplateRow, "sectionTypes">,
): Promise<Map<string, LibrarySectionRow>> {
  const ids = [...new Set(template.sectionTypes.map((r) => r.sectionId))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(documentSections)
    .where(
      and(
        inArray(documentSections.tenantId, templateTenants(project, platformId)),
        inArray(documentSections.id, ids),
      ),
    );
  return new Map(rows.map((r) => [r.id, r]));
}

/** The first library section of a type for a document type: the MSP's own before the platform's. */
export async function librarySectionOfType(
  db: Db,
  project: ProjectRow,
  platformId: string,
  documentType: QuoteDocumentType,
  sectionType: string,
): Promise<LibrarySectionRow | undefined> {
  const rows = await db
    .select()
    .from(documentSections)
    .where(
      and(
        inArray(documentSections.tenantId, templateTenants(project, platformId)),
        eq(documentSections.type, documentType),
        eq(documentSections.sectionType, sectionType),
      ),
    )
    .orderBy(asc(documentSections.createdAt), asc(documentSections.id));
  return rows.find((r) => r.tenantId === project.tenantId) ?? rows[0];
}

/** The templates of a type the quote may use, the MSP's own first, then by title. */
export async function listUsableTemplates(
  db: Db,
  project: ProjectRow,
  platformId: string,
  documentType: QuoteDocumentType,
): Promise<TemplateRow[]> {
  const rows = await db
    .select()
    .from(documentTemplates)
    .where(
      and(
        inArray(documentTemplates.tenantId, templateTenants(project, platformId)),
        eq(documentTemplates.documentType, documentType),
      ),
    )
    .orderBy(asc(documentTemplates.title), asc(documentTemplates.id));
  const own = rows.filter((r) => r.tenantId === project.tenantId);
  return [...own, ...rows.filter((r) => r.tenantId !== project.tenantId)];
}
