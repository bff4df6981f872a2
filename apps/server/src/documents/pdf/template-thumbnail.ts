import { type Db, documentSections, type documentTemplates } from "@q2c/db";
import { DEFAULT_DOCUMENT_CONFIG, fillMergeFields, type MergeValues } from "@q2c/domain";
import { inArray } from "drizzle-orm";
import { SAMPLE_PRICING_TABLE } from "../../modules/document-templates/sample-pricing-table.ts";
import { pricingTableHtml } from "../../modules/quote-documents/pricing-table-html.ts";
import { loadParties, sampleMergeValuesOf } from "../merge-values.ts";
import { safeHtml } from "../safe-html.ts";

/**
 * The HTML of a template's thumbnail (issue #17 §1 "imagePreviewPath"): its own HTML, or for a dynamic
 * template its visible sections' HTML in order, under its header; merge fields filled as a preview without
 * a quote fills them (the sample quote, the template's own company), all of it through the allowlist.
 */

/** The sample pricing table of previews without a quote, drawn by the documents' one pricing table. */
const SAMPLE_TABLE_HTML = pricingTableHtml(SAMPLE_PRICING_TABLE, DEFAULT_DOCUMENT_CONFIG);

type TemplateRow = typeof documentTemplates.$inferSelect;

const filled = (html: string, values: MergeValues) =>
  fillMergeFields(safeHtml(html), values, { pricingTable: SAMPLE_TABLE_HTML });

/** The body a template's thumbnail shows. */
export async function templateThumbnailHtml(db: Db, template: TemplateRow, today: string): Promise<string> {
  const owner = { tenantId: template.tenantId, accountId: template.tenantId };
  const values = sampleMergeValuesOf(await loadParties(db, owner), today);
  let body = template.html;
  if (template.templateType === "dynamic") {
    const visible = template.sectionTypes.filter((s) => s.visibility === "visible").map((s) => s.sectionId);
    // Sections of the tenant or the platform's library (row-level security lets the handle read both).
    const rows =
      visible.length === 0
        ? []
        : await db
            .select({ id: documentSections.id, html: documentSections.html })
            .from(documentSections)
            .where(inArray(documentSections.id, visible));
    const byId = new Map(rows.map((r) => [r.id, r.html]));
    const sections = visible.flatMap((id) => (byId.has(id) ? [byId.get(id) as string] : []));
    body = `${template.html}${sections.join("\n")}`;
  }
  const header = template.headerHtml
    ? `<div style="font-size:11px;color:#444;padding:12px 0 8px;border-bottom:1px solid #ddd;margin-bottom:12px">${filled(template.headerHtml, values)}</div>`
    : "";
  return `${header}${filled(body, values)}`;
}
