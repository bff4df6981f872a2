import { accounts, type Db, documentTemplates, uuidv7 } from "@q2c/db";
import {
  AppError,
  type TDocumentTemplate,
  TEMPLATE_MESSAGES,
  type ZCreateTemplateRequest,
} from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Deps } from "../../deps.ts";
import { enqueueTemplateThumbnail } from "../../jobs/render-template-thumbnail.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { defaultTemplateIds, templateView } from "./repo.ts";
import { savedHtml } from "./saved-html.ts";
import { checkSectionRefs } from "./section-refs.ts";

/**
 * The company a new template belongs to: the caller's own; the platform owner may name an MSP (a template
 * made for it). An MSP naming another company answers 403; the owner naming one that is not an MSP, 400.
 */
async function targetTenant(db: Db, principal: Principal, accountId: string | undefined): Promise<string> {
  if (accountId === undefined || accountId === principal.tenantId) return principal.tenantId;
  if (principal.scope.kind !== "all") throw new AppError("forbidden");
  const [msp] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.tenantId, accountId), eq(accounts.isMSP, true)));
  if (!msp) {
    throw new AppError("bad_request", { fields: { accountId: TEMPLATE_MESSAGES.accountNotMsp } });
  }
  return msp.id;
}

/**
 * POST /templates: a template of the caller's company. Custom templates are the platform owner's to make
 * (403 otherwise); the HTML is sanitised and its merge fields checked, and a dynamic template's sections
 * must be usable by its company, all before anything is written.
 */
export async function createTemplate(
  deps: Deps,
  principal: Principal,
  input: z.output<typeof ZCreateTemplateRequest>,
): Promise<TDocumentTemplate> {
  const { db } = deps;
  const platform = deps.config.platformAccountId;
  if (input.templateType === "custom" && principal.scope.kind !== "all") {
    throw new AppError("forbidden", { message: TEMPLATE_MESSAGES.customOwnerOnly });
  }
  const tenantId = await targetTenant(db, principal, input.accountId);
  const texts = savedHtml({ html: input.html, headerHtml: input.headerHtml, footerHtml: input.footerHtml });
  const target = { tenantId, templateType: input.templateType, documentType: input.type };
  await checkSectionRefs(db, platform, target, input.sectionTypes);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(documentTemplates)
      .values({
        tenantId,
        id: uuidv7(),
        // A company's templates belong to its top account (its id is the tenant id), as its catalogue.
        accountId: tenantId,
        templateType: input.templateType,
        documentType: input.type,
        title: input.title,
        ...texts,
        sectionTypes: input.sectionTypes,
        createdBy: principal.userId,
      })
      .returning();
    if (!created) throw new AppError("internal");
    await recordAudit(tx, {
      tenantId,
      actorUserId: principal.userId,
      type: "document_template.created",
      subjectId: created.id,
      data: { title: created.title, templateType: created.templateType, documentType: created.documentType },
    });
    return created;
  });
  await enqueueTemplateThumbnail(deps, { tenantId: row.tenantId, templateId: row.id });
  return templateView(row, principal, await defaultTemplateIds(db, principal, platform));
}
