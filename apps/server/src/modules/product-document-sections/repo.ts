import { type Db, productDocumentSections } from "@q2c/db";
import type { TProductDocumentSection } from "@q2c/domain";
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import { type CatalogueCaller, canWriteCatalogue, usableTenants } from "../../lib/tenancy.ts";

export type ProductTextRow = typeof productDocumentSections.$inferSelect;

/** The exact row of a company's text for an item, document type and template (null: every template). */
export const exactText = (
  tenantId: string,
  productId: string,
  documentType: string,
  templateId: string | null,
) =>
  and(
    eq(productDocumentSections.tenantId, tenantId),
    eq(productDocumentSections.productId, productId),
    eq(productDocumentSections.documentType, documentType),
    templateId === null
      ? isNull(productDocumentSections.templateId)
      : eq(productDocumentSections.templateId, templateId),
  );

/**
 * The text of a catalogue item that a company's document of this type and template prints, most specific
 * first: the company's own for this template, its own for every template, then the platform's in the same
 * order. Undefined when none is written. Quote documents use it where the item is quoted.
 */
export async function resolveProductText(
  db: Db,
  caller: CatalogueCaller,
  platformId: string,
  productId: string,
  documentType: string,
  templateId: string | null,
): Promise<ProductTextRow | undefined> {
  const tenants = usableTenants(caller.tenantId, platformId);
  const rows = await db
    .select()
    .from(productDocumentSections)
    .where(
      and(
        inArray(productDocumentSections.tenantId, tenants),
        eq(productDocumentSections.productId, productId),
        eq(productDocumentSections.documentType, documentType),
        templateId === null
          ? isNull(productDocumentSections.templateId)
          : or(
              isNull(productDocumentSections.templateId),
              eq(productDocumentSections.templateId, templateId),
            ),
      ),
    );
  const rank = (r: ProductTextRow) =>
    (r.tenantId === caller.tenantId ? 0 : 2) + (r.templateId === null ? 1 : 0);
  return rows.sort((a, b) => rank(a) - rank(b))[0];
}

export const productTextView = (
  row: ProductTextRow,
  caller: CatalogueCaller,
  mayWrite: boolean,
): TProductDocumentSection => ({
  id: row.id,
  productId: row.productId,
  templateId: row.templateId,
  documentType: row.documentType as TProductDocumentSection["documentType"],
  sectionType: row.sectionType as TProductDocumentSection["sectionType"],
  title: row.title,
  html: row.html,
  // Written only by its own company (the platform owner: the platform's texts), by those who write templates.
  editable: mayWrite && row.tenantId === caller.tenantId && canWriteCatalogue(caller, row.tenantId),
  version: row.version,
});
