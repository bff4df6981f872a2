import { type Db, documentSections, type documentTemplates } from "@q2c/db";
import { DEFAULT_DOCUMENT_CONFIG, fillMergeFields, type MergeValues } from "@q2c/domain";
import { inArray } from "drizzle-orm";
import { SAMPLE_PRICING_TABLE } from "../../modules/document-templates/sample-pricing-table.ts";
import { pricingTableHtml } from "../../modules/quote-documents/pricing-table-html.ts";
import { safeHtml } from "../safe-html.ts";

/**
 * The HTML of a template's thumbnail (issue #17 §1 "imagePreviewPath"): its own HTML, or for a dynamic
 * template its visible sections' HTML in order, under its header; merge fields filled with sample values
 * (a template has no quote), all of it through the allowlist as any render.
 */

/** What a template's merge fields show when there is no quote (thumbnails, previews without a quote). */
export const SAMPLE_MERGE_VALUES: Required<MergeValues> = {
  customerCompany: "Adatum Corporation",
  dealName: "Managed Wi-Fi refresh",
  quoteNumber: "1042",
  createdDate: "November 20, 2026",
  spCompany: "Northwind IT",
  spStreet: "1 Harbour Way",
  spCity: "Seattle",
  spState: "WA",
  spCountry: "United States",
  postalCode: "98101",
  spPhone: "+1 206 555 0100",
  customerInitials: "AC",
  mspInitials: "NI",
};

/** The sample pricing table of previews without a quote, drawn by the documents' one pricing table. */
const SAMPLE_TABLE_HTML = pricingTableHtml(SAMPLE_PRICING_TABLE, DEFAULT_DOCUMENT_CONFIG);

type TemplateRow = typeof documentTemplates.$inferSelect;

const filled = (html: string) =>
  fillMergeFields(safeHtml(html), SAMPLE_MERGE_VALUES, { pricingTable: SAMPLE_TABLE_HTML });

/** The body a template's thumbnail shows. */
export async function templateThumbnailHtml(db: Db, template: TemplateRow): Promise<string> {
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
    ? `<div style="font-size:11px;color:#444;padding:12px 0 8px;border-bottom:1px solid #ddd;margin-bottom:12px">${filled(template.headerHtml)}</div>`
    : "";
  return `${header}${filled(body)}`;
}
