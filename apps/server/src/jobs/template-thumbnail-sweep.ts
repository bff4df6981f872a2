import { documentTemplates } from "@q2c/db";
import { isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../deps.ts";
import { tenantJobDeps } from "../documents/pdf/document-pdfs.ts";
import { enqueueTemplateThumbnail } from "./render-template-thumbnail.ts";

/**
 * At start-up: every template without a thumbnail gets one queued (the demo's and the platform's templates
 * on a new install, templates written before thumbnails existed, a thumbnail whose every try failed).
 * A template whose job already waits is not queued twice. Answers how many were asked for.
 */
export async function sweepMissingThumbnails(app: AppDeps, log: FastifyBaseLogger): Promise<number> {
  const missing = await app.database.db
    .select({ tenantId: documentTemplates.tenantId, id: documentTemplates.id })
    .from(documentTemplates)
    .where(isNull(documentTemplates.imagePreviewFileId));
  for (const t of missing) {
    await enqueueTemplateThumbnail(tenantJobDeps(app, t.tenantId), {
      tenantId: t.tenantId,
      templateId: t.id,
    });
  }
  if (missing.length > 0) log.info({ templates: missing.length }, "template thumbnails queued");
  return missing.length;
}
