import { type Db, productDocumentSections, products } from "@q2c/db";
import {
  escapeHtml,
  PROPOSAL_SECTION_TYPES,
  type QuoteDocumentType,
  SERVICE_TEMPLATE_SECTIONS,
  type ServiceTemplateSection,
} from "@q2c/domain";
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import { safeHtml } from "../../documents/safe-html.ts";
import type { ProjectAggregate } from "../project-core/aggregate.ts";
import { templateTenants } from "./template-source.ts";

/**
 * A catalogue item's own text in a generated document (issue #17 §1, "product and service templates"):
 * for each product the quote quotes (every line, optional and alternative ones included, in the quote's
 * order), its product document section for the document type (modules/product-document-sections: the
 * template's own text before the one for every template, the MSP's before the platform's), or else the
 * plain-text service templates of the service (modules/products service-routes), escaped. Each lands in
 * its section type under the item's name.
 */

export interface ItemText {
  productId: string;
  /** The proposal section it belongs in (scopeOfServices, assumptionResponsibility, ...). */
  sectionType: string;
  /** The item's name as quoted (the first line quoting it). */
  name: string;
  /** Sanitised HTML, without the heading. */
  html: string;
}

/** Where a service template's plain text goes in a document. */
const SERVICE_TEMPLATE_TARGET: Record<ServiceTemplateSection, string> = {
  scopeOfWork: "scopeOfServices",
  deliverables: "scopeOfServices",
  acceptanceCriteria: "scopeOfServices",
  assumptions: "assumptionResponsibility",
  exclusions: "assumptionResponsibility",
};
const SERVICE_TEMPLATE_LABELS: Record<ServiceTemplateSection, string> = {
  scopeOfWork: "Scope of work",
  assumptions: "Assumptions",
  exclusions: "Exclusions",
  deliverables: "Deliverables",
  acceptanceCriteria: "Acceptance criteria",
};
const SECTION_TYPES: readonly string[] = PROPOSAL_SECTION_TYPES;

/** Plain text as HTML: paragraphs at blank lines, line breaks kept, everything escaped. */
export const plainTextHtml = (text: string): string =>
  text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\r?\n/g, "<br>")}</p>`)
    .join("");

/**
 * A service's stored templates as texts per document section. Keys are the service template sections
 * (the product page writes them); keys that already name a proposal section type (older demo data) go
 * to that section.
 */
function serviceTemplateTexts(stored: Record<string, string>): { sectionType: string; html: string }[] {
  const bySection = new Map<string, string[]>();
  const add = (sectionType: string, html: string) =>
    bySection.set(sectionType, [...(bySection.get(sectionType) ?? []), html]);
  for (const key of SERVICE_TEMPLATE_SECTIONS) {
    const text = stored[key];
    if (typeof text !== "string" || text.trim() === "") continue;
    add(SERVICE_TEMPLATE_TARGET[key], `<h4>${SERVICE_TEMPLATE_LABELS[key]}</h4>${plainTextHtml(text)}`);
  }
  for (const [key, text] of Object.entries(stored)) {
    if (SECTION_TYPES.includes(key) && typeof text === "string" && text.trim() !== "") {
      add(key, plainTextHtml(text));
    }
  }
  return [...bySection].map(([sectionType, parts]) => ({ sectionType, html: parts.join("") }));
}

export async function loadItemTexts(
  db: Db,
  agg: ProjectAggregate,
  platformId: string,
  documentType: QuoteDocumentType,
  templateId: string,
): Promise<ItemText[]> {
  const names = new Map<string, string>();
  for (const l of agg.locations)
    for (const b of l.buildings)
      for (const bp of b.bundleProducts)
        for (const line of bp.lines)
          if (line.productId && !names.has(line.productId)) names.set(line.productId, line.name);
  if (names.size === 0) return [];
  const ids = [...names.keys()];
  const tenants = templateTenants(agg.project, platformId);
  const [texts, catalogue] = await Promise.all([
    db
      .select()
      .from(productDocumentSections)
      .where(
        and(
          inArray(productDocumentSections.tenantId, tenants),
          inArray(productDocumentSections.productId, ids),
          eq(productDocumentSections.documentType, documentType),
          or(isNull(productDocumentSections.templateId), eq(productDocumentSections.templateId, templateId)),
        ),
      ),
    db
      .select({ id: products.id, templates: products.templates })
      .from(products)
      .where(and(inArray(products.tenantId, tenants), inArray(products.id, ids))),
  ]);
  const rank = (r: (typeof texts)[number]) =>
    (r.templateId === templateId ? 0 : 2) + (r.tenantId === agg.project.tenantId ? 0 : 1);
  const templatesOf = new Map(catalogue.map((p) => [p.id, p.templates]));
  const out: ItemText[] = [];
  for (const [productId, name] of names) {
    const own = texts.filter((t) => t.productId === productId).sort((a, b) => rank(a) - rank(b))[0];
    if (own) {
      if (own.html.trim() !== "")
        out.push({ productId, sectionType: own.sectionType, name, html: safeHtml(own.html) });
      continue;
    }
    for (const t of serviceTemplateTexts(templatesOf.get(productId) ?? {}))
      out.push({ productId, name, ...t });
  }
  return out;
}

/** An item's text as it sits in its section: the item's name, then its text. */
export const itemTextHtml = (item: ItemText): string =>
  `<div class="q2c-item-text"><h3>${escapeHtml(item.name)}</h3>${item.html}</div>`;
