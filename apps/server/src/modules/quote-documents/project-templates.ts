import { documentSettings } from "@q2c/db";
import {
  AppError,
  type DocumentType,
  type QuoteDocumentType,
  type TemplateType,
  type TProjectTemplateOption,
  type TProjectTemplatesQuery,
} from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { thumbnailPath } from "../document-templates/repo.ts";
import { findQuote, isProvider } from "./repo.ts";
import { listUsableTemplates } from "./template-source.ts";

/** Stages at which a quote's documents no longer change, so no template is offered. */
const CLOSED_STAGES: readonly string[] = ["acceptance", "completed"];

/**
 * GET /projects/{id}/proposal-templates and /agreement-templates (domain §7 "Templates"): the templates of
 * that type the quote may be made from (the MSP's own, then the platform's), the MSP's default marked.
 * `tag` keeps templates whose title contains it; `stage` names the stage the list is for, and at
 * acceptance or completed the list is empty. Only the MSP's side: anyone else gets 404.
 */
export async function listProjectTemplates(
  deps: Deps,
  principal: Principal,
  projectId: string,
  documentType: QuoteDocumentType,
  query: TProjectTemplatesQuery,
): Promise<TProjectTemplateOption[]> {
  const project = await findQuote(deps.db, principal, projectId);
  if (!isProvider(principal, project)) throw new AppError("not_found");
  if (query.stage && CLOSED_STAGES.includes(query.stage)) return [];
  const platformId = deps.config.platformAccountId;
  const [rows, [setting]] = await Promise.all([
    listUsableTemplates(deps.db, project, platformId, documentType),
    deps.db
      .select({ templateId: documentSettings.templateId })
      .from(documentSettings)
      .where(
        and(eq(documentSettings.tenantId, project.tenantId), eq(documentSettings.documentType, documentType)),
      ),
  ]);
  const tag = query.tag?.toLowerCase() ?? "";
  const ownTenant = principal.scope.kind === "all" ? null : principal.tenantId;
  return rows
    .filter((r) => tag === "" || r.title.toLowerCase().includes(tag))
    .map((r) => ({
      id: r.id,
      accountId: r.accountId,
      templateType: r.templateType as TemplateType,
      type: r.documentType as DocumentType,
      title: r.title,
      imagePreviewPath: r.imagePreviewFileId ? thumbnailPath(r.id, r.imagePreviewFileId) : null,
      editable: ownTenant === null || r.tenantId === ownTenant,
      isDefault: setting?.templateId === r.id,
      createDate: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      version: r.version,
    }));
}
