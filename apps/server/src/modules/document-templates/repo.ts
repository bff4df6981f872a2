import { type Db, documentSettings, documentTemplates } from "@q2c/db";
import { API_PREFIX, AppError, type TDocumentTemplate, type TDocumentTemplateSummary } from "@q2c/domain";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import { allows } from "../../lib/permissions.ts";
import type { Principal } from "../../lib/principal.ts";
import {
  type CatalogueCaller,
  canWriteCatalogue,
  catalogueWhere,
  type Ownership,
  usableTenants,
} from "../../lib/tenancy.ts";

export type TemplateRow = typeof documentTemplates.$inferSelect;

/**
 * The templates a caller reads, as the catalogue (lib/tenancy.ts catalogueWhere): an MSP its own and the
 * platform's, the platform owner every company's; `ownership` narrows to one side.
 */
export const readableTemplates = (principal: Principal, platformId: string, ownership: Ownership = "all") =>
  catalogueWhere(principal, platformId, documentTemplates.tenantId, ownership);

/**
 * Whether the caller may change a template it reads: its own company's (the owner: any), and a custom
 * template only the platform owner, who makes them.
 */
export const canWriteTemplate = (principal: Principal, row: Pick<TemplateRow, "tenantId" | "templateType">) =>
  canWriteCatalogue(principal, row.tenantId) &&
  (row.templateType !== "custom" || principal.scope.kind === "all");

/** What a row's `editable` says: the caller's role writes templates, and this one is its to change. */
const editableBy = (principal: Principal, row: Pick<TemplateRow, "tenantId" | "templateType">) =>
  allows(principal, "templates.manage") && canWriteTemplate(principal, row);

/** A template the caller reads; another company's answers 404. */
export async function findReadableTemplate(
  db: Db,
  principal: Principal,
  platformId: string,
  id: string,
): Promise<TemplateRow> {
  const [row] = await db
    .select()
    .from(documentTemplates)
    .where(and(eq(documentTemplates.id, id), readableTemplates(principal, platformId)));
  if (!row) throw new AppError("not_found");
  return row;
}

/** A template the caller may change: one it only reads (the platform's, for an MSP) answers 403. */
export async function findWritableTemplate(
  db: Db,
  principal: Principal,
  platformId: string,
  id: string,
): Promise<TemplateRow> {
  const row = await findReadableTemplate(db, principal, platformId, id);
  if (!canWriteTemplate(principal, row)) throw new AppError("forbidden");
  return row;
}

/**
 * A template the given company may use (its own or the platform's) of the document type: what a default
 * setting and a product text may name. Undefined when there is none.
 */
export async function findUsableTemplate(
  db: Db,
  tenantId: string,
  platformId: string,
  id: string,
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(documentTemplates)
    .where(
      and(
        eq(documentTemplates.id, id),
        inArray(documentTemplates.tenantId, usableTenants(tenantId, platformId)),
      ),
    );
  return row;
}

/**
 * The template each document type uses for a company: its own choice (/settings/documents), else the
 * platform's default of that type. Keyed by document type.
 */
export async function defaultTemplateIds(
  db: Db,
  caller: CatalogueCaller,
  platformId: string,
): Promise<Map<string, { templateId: string; chosen: boolean; version: number }>> {
  const rows = await db
    .select()
    .from(documentSettings)
    .where(inArray(documentSettings.tenantId, usableTenants(caller.tenantId, platformId)));
  const defaults = new Map<string, { templateId: string; chosen: boolean; version: number }>();
  // The platform's first, so the company's own choice replaces it.
  const ordered = [...rows].sort(
    (a, b) => Number(a.tenantId === caller.tenantId) - Number(b.tenantId === caller.tenantId),
  );
  for (const row of ordered) {
    const chosen = row.tenantId === caller.tenantId;
    defaults.set(row.documentType, { templateId: row.templateId, chosen, version: chosen ? row.version : 0 });
  }
  return defaults;
}

/**
 * Where a template's thumbnail is read: through the template, so whoever reads the template reads its
 * picture (an MSP the platform's too, which /files/{id} would not serve it). The file's id in the query
 * names this picture: a new thumbnail is a new address, so a browser may keep one for long.
 */
export const thumbnailPath = (templateId: string, fileId: string): string =>
  `${API_PREFIX}/templates/${templateId}/thumbnail?v=${fileId}`;

type Defaults = Awaited<ReturnType<typeof defaultTemplateIds>>;

export function templateSummary(
  row: TemplateRow,
  principal: Principal,
  defaults: Defaults,
): TDocumentTemplateSummary {
  return {
    id: row.id,
    accountId: row.accountId,
    templateType: row.templateType as TDocumentTemplate["templateType"],
    type: row.documentType as TDocumentTemplate["type"],
    title: row.title,
    sectionTypes: row.sectionTypes,
    // Rendered by a job after each save (docs/documents.md); null until the first is.
    imagePreviewPath: row.imagePreviewFileId ? thumbnailPath(row.id, row.imagePreviewFileId) : null,
    editable: editableBy(principal, row),
    isDefault: defaults.get(row.documentType)?.templateId === row.id,
    createDate: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export const templateView = (
  row: TemplateRow,
  principal: Principal,
  defaults: Defaults,
): TDocumentTemplate => ({
  ...templateSummary(row, principal, defaults),
  html: row.html,
  headerHtml: row.headerHtml,
  footerHtml: row.footerHtml,
});

/** The conditions of a list: the caller's reach, narrowed by the query's filters. */
export function templateFilters(
  principal: Principal,
  platformId: string,
  query: { documentType?: string; templateType?: string; ownership?: Ownership; accountId?: string },
): (SQL | undefined)[] {
  return [
    readableTemplates(principal, platformId, query.ownership),
    query.documentType ? eq(documentTemplates.documentType, query.documentType) : undefined,
    query.templateType ? eq(documentTemplates.templateType, query.templateType) : undefined,
    query.accountId ? eq(documentTemplates.accountId, query.accountId) : undefined,
  ];
}
