import { type Db, documentSections } from "@q2c/db";
import {
  AppError,
  DEFAULT_DOCUMENT_CONFIG,
  fillMergeFields,
  type MergeValues,
  TEMPLATE_MESSAGES,
  type TTemplatePreview,
  type TTemplatePreviewRequest,
  type TTemplateSectionRef,
  utcDay,
} from "@q2c/domain";
import { and, inArray } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { loadParties, mergeValuesOf, sampleMergeValuesOf } from "../../documents/merge-values.ts";
import { safeHtml } from "../../documents/safe-html.ts";
import type { Principal } from "../../lib/principal.ts";
import { catalogueWhere } from "../../lib/tenancy.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";
import { generateTable } from "../projects/generate-table.ts";
import { pricingTableHtml } from "../quote-documents/pricing-table-html.ts";
import { findReadableTemplate } from "./repo.ts";
import { SAMPLE_PRICING_TABLE } from "./sample-pricing-table.ts";
import { savedHtml } from "./saved-html.ts";

/**
 * The body of a template: its own HTML, then each visible section of the content library in order, each
 * in a `section` element naming its type. Sections the caller does not read answer 400.
 */
async function sectionsHtml(
  db: Db,
  principal: Principal,
  platformId: string,
  refs: readonly TTemplateSectionRef[],
): Promise<string> {
  if (refs.length === 0) return "";
  const rows = await db
    .select()
    .from(documentSections)
    .where(
      and(
        inArray(
          documentSections.id,
          refs.map((r) => r.sectionId),
        ),
        catalogueWhere(principal, platformId, documentSections.tenantId),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (refs.some((r) => !byId.has(r.sectionId))) {
    const message = TEMPLATE_MESSAGES.unknownSection;
    throw new AppError("bad_request", { message, fields: { sectionTypes: message } });
  }
  return refs
    .filter((r) => r.visibility === "visible")
    .map((r) => {
      const section = byId.get(r.sectionId);
      return `<section class="document-section document-section-${section?.sectionType}">${section?.html ?? ""}</section>`;
    })
    .join("");
}

/**
 * Sanitised, filled, sanitised again: the stored text goes through the allowlist on render as on save, the
 * merge values are escaped as they go in, and the second pass catches a value that lands in an attribute
 * (a link's address made of a merge field is checked against the allowed schemes once it is filled).
 */
const rendered = (html: string, values: MergeValues, pricingTable: string) =>
  safeHtml(fillMergeFields(safeHtml(html), values, { pricingTable }));

/**
 * POST /templates/preview: a saved template or unsaved HTML (with header, footer and sections) as the
 * document would print, filled with the values of a quote the caller reads (another company's quote answers
 * 404) or, without quoteId, with sample values, the caller's own company as the provider. Unsaved HTML
 * naming an unknown merge field answers 400 as saving it would.
 */
export async function previewTemplate(
  deps: Deps,
  principal: Principal,
  input: TTemplatePreviewRequest,
): Promise<TTemplatePreview> {
  const { db } = deps;
  const platform = deps.config.platformAccountId;
  const template = input.templateId
    ? await findReadableTemplate(db, principal, platform, input.templateId)
    : undefined;
  const unsaved = savedHtml({ html: input.html, headerHtml: input.headerHtml, footerHtml: input.footerHtml });
  const body = unsaved.html ?? template?.html ?? "";
  const refs = input.sectionTypes ?? template?.sectionTypes ?? [];
  const html = body + (await sectionsHtml(db, principal, platform, refs));
  const headerHtml = unsaved.headerHtml ?? template?.headerHtml ?? "";
  const footerHtml = unsaved.footerHtml ?? template?.footerHtml ?? "";

  let values: MergeValues;
  let table: string;
  if (input.quoteId) {
    const project = await findProjectInScope(db, principal, input.quoteId);
    values = mergeValuesOf(project, await loadParties(db, project), []);
    table = pricingTableHtml(await generateTable(deps, principal, project.id), DEFAULT_DOCUMENT_CONFIG);
  } else {
    const own = { tenantId: principal.tenantId, accountId: principal.tenantId };
    values = sampleMergeValuesOf(await loadParties(db, own), utcDay(deps.clock.now()));
    table = pricingTableHtml(SAMPLE_PRICING_TABLE, DEFAULT_DOCUMENT_CONFIG);
  }
  return {
    html: rendered(html, values, table),
    headerHtml: rendered(headerHtml, values, table),
    footerHtml: rendered(footerHtml, values, table),
  };
}
