import { documentTemplates } from "@q2c/db";
import type { Page, TDocumentTemplate, TDocumentTemplateSummary, TListTemplatesQuery } from "@q2c/domain";
import { and } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { keysetPage } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import {
  defaultTemplateIds,
  findReadableTemplate,
  templateFilters,
  templateSummary,
  templateView,
} from "./repo.ts";

/**
 * GET /templates: a keyset page of the templates the caller reads (its own and the platform's; the owner
 * every company's), by document type, template type, ownership and (the owner) company; without HTML.
 */
export async function listTemplates(
  deps: Deps,
  principal: Principal,
  query: TListTemplatesQuery,
): Promise<Page<TDocumentTemplateSummary>> {
  const { db } = deps;
  const platform = deps.config.platformAccountId;
  const conditions = templateFilters(principal, platform, query);
  const page = await keysetPage(query, documentTemplates.id, ({ where, orderBy, limit }) =>
    db
      .select()
      .from(documentTemplates)
      .where(and(...conditions, where))
      .orderBy(orderBy)
      .limit(limit),
  );
  const defaults = await defaultTemplateIds(db, principal, platform);
  return { data: page.data.map((row) => templateSummary(row, principal, defaults)), hasMore: page.hasMore };
}

/** GET /templates/{id}: one template the caller reads, with its HTML (the spec's getHtml). */
export async function getTemplate(deps: Deps, principal: Principal, id: string): Promise<TDocumentTemplate> {
  const platform = deps.config.platformAccountId;
  const row = await findReadableTemplate(deps.db, principal, platform, id);
  return templateView(row, principal, await defaultTemplateIds(deps.db, principal, platform));
}
