import { type Db, documentSettings, documentTemplates } from "@q2c/db";
import {
  AppError,
  DOCUMENT_TYPES,
  type TDocumentSetting,
  type TDocumentSettings,
  TEMPLATE_MESSAGES,
  type TUpdateDocumentSettingRequest,
} from "@q2c/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import type { Principal } from "../../lib/principal.ts";
import { defaultTemplateIds, findUsableTemplate } from "../document-templates/repo.ts";

/**
 * GET /document-settings (/settings/documents): the template each document type uses for the caller's
 * company, its own choice or else the platform's default of that type (chosen false, version 0).
 */
export async function getDocumentSettings(deps: Deps, principal: Principal): Promise<TDocumentSettings> {
  const { db } = deps;
  const defaults = await defaultTemplateIds(db, principal, deps.config.platformAccountId);
  const ids = [...defaults.values()].map((d) => d.templateId);
  const titles = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: documentTemplates.id, title: documentTemplates.title })
            .from(documentTemplates)
            .where(inArray(documentTemplates.id, ids))
        ).map((t) => [t.id, t.title]),
  );
  const items = DOCUMENT_TYPES.map((documentType): TDocumentSetting => {
    const d = defaults.get(documentType);
    return {
      documentType,
      templateId: d?.templateId ?? null,
      templateTitle: d ? (titles.get(d.templateId) ?? null) : null,
      chosen: d?.chosen ?? false,
      version: d?.version ?? 0,
    };
  });
  return { items };
}

const badTemplate = (message: string) =>
  new AppError("bad_request", { message, fields: { templateId: message } });

/**
 * PUT /document-settings: the caller's company's default template of one document type. The template must
 * be one the company uses (its own or the platform's; for the platform owner, the platform's, which every
 * MSP reads) and of that type, else 400. Version 0 chooses for the first time; a stale version is 409.
 */
export async function updateDocumentSetting(
  deps: Deps,
  principal: Principal,
  input: TUpdateDocumentSettingRequest,
): Promise<TDocumentSetting> {
  const { db } = deps;
  const platform = deps.config.platformAccountId;
  const tenantId = principal.tenantId;
  const template = await findUsableTemplate(db, tenantId, platform, input.templateId);
  if (!template) throw badTemplate(TEMPLATE_MESSAGES.unknownTemplate);
  if (template.documentType !== input.documentType) {
    throw badTemplate(TEMPLATE_MESSAGES.wrongTemplateType(input.documentType.replace("_", " ")));
  }
  // Read with the handle in use: inside the transaction, its own (PGlite has one connection).
  const current = async (handle: Db) =>
    (
      await handle
        .select({ version: documentSettings.version })
        .from(documentSettings)
        .where(
          and(eq(documentSettings.tenantId, tenantId), eq(documentSettings.documentType, input.documentType)),
        )
    )[0]?.version ?? 0;
  const conflict = async (handle: Db) =>
    new AppError("conflict", { details: { version: await current(handle) } });
  try {
    const row = await db.transaction(async (tx) => {
      if (template.tenantId === tenantId) {
        // Orders this choice against a concurrent DELETE of the template (delete-template.ts locks it too).
        const [still] = await tx
          .select({ id: documentTemplates.id })
          .from(documentTemplates)
          .where(and(eq(documentTemplates.tenantId, tenantId), eq(documentTemplates.id, template.id)))
          .for("share");
        if (!still) throw badTemplate(TEMPLATE_MESSAGES.unknownTemplate);
      }
      const [saved] =
        input.version === 0
          ? await tx
              .insert(documentSettings)
              .values({ tenantId, documentType: input.documentType, templateId: template.id })
              .returning()
          : await tx
              .update(documentSettings)
              .set({ templateId: template.id, version: input.version + 1, updatedAt: new Date() })
              .where(
                and(
                  eq(documentSettings.tenantId, tenantId),
                  eq(documentSettings.documentType, input.documentType),
                  eq(documentSettings.version, input.version),
                ),
              )
              .returning();
      if (!saved) throw await conflict(tx);
      await recordAudit(tx, {
        tenantId,
        actorUserId: principal.userId,
        type: "document_settings.updated",
        subjectId: template.id,
        data: { documentType: input.documentType, title: template.title },
      });
      return saved;
    });
    return {
      documentType: input.documentType,
      templateId: row.templateId,
      templateTitle: template.title,
      chosen: true,
      version: row.version,
    };
  } catch (err) {
    // Version 0 while a choice already exists: the primary key refuses the second row.
    if (isUniqueViolation(err)) throw await conflict(db);
    throw err;
  }
}
