import { documentTemplates, files, uuidv7 } from "@q2c/db";
import { utcDay } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../deps.ts";
import { fileSlug, tenantJobDeps } from "../documents/pdf/document-pdfs.ts";
import { templateThumbnailHtml } from "../documents/pdf/template-thumbnail.ts";
import type { JobKind } from "./job-kind.ts";

export interface TemplateThumbnailData {
  /** The template's tenant (the platform's for the platform's templates). */
  tenantId: string;
  templateId: string;
}

/** A half-size image of the top of the template's first page: 408 x 528 pixels. */
const THUMBNAIL_SCALE = 0.5;

/**
 * A template's thumbnail (issue #17 §1 imagePreviewPath): its HTML with sample merge values, printed as a
 * PNG by the hardened renderer into a `files` row of the template's account, which `image_preview_file_id`
 * then names (the previous thumbnail's file is removed). One job per template at a time (a stately queue
 * keyed by the template): saving twice while one waits queues one, which renders the latest HTML. A failure
 * leaves the previous thumbnail (the template shows without a new one); it is retried twice.
 */
export const renderTemplateThumbnailJob: JobKind<TemplateThumbnailData> = {
  name: "render-template-thumbnail",
  policy: {
    retryLimit: 2,
    retryDelaySeconds: 10,
    retryBackoff: true,
    expireInSeconds: 180,
    queuePolicy: "stately",
  },
  tenantOf: (data) => data.tenantId,
  describe: (data) => `Template thumbnail ${data.templateId}`,
  async run({ app }, job) {
    const { tenantId, templateId } = job.data;
    const { db, pdf } = tenantJobDeps(app, tenantId);
    const where = and(eq(documentTemplates.tenantId, tenantId), eq(documentTemplates.id, templateId));
    const [template] = await db.select().from(documentTemplates).where(where);
    if (!template) return;
    const png = await pdf.screenshotPng({
      html: await templateThumbnailHtml(db, template, utcDay(app.clock.now())),
      scale: THUMBNAIL_SCALE,
    });
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ fileId: documentTemplates.imagePreviewFileId })
        .from(documentTemplates)
        .where(where)
        .for("update");
      if (!current) return;
      const fileId = uuidv7();
      await tx.insert(files).values({
        tenantId,
        id: fileId,
        accountId: template.accountId,
        name: `${fileSlug(template.title)}-thumbnail.png`,
        mimeType: "image/png",
        size: png.length,
        dataBase64: png.toString("base64"),
        uploadedBy: null,
      });
      // Not a change of the template's content: its version stays, so an editor's next save is not refused.
      await tx.update(documentTemplates).set({ imagePreviewFileId: fileId }).where(where);
      if (current.fileId) {
        await tx.delete(files).where(and(eq(files.tenantId, tenantId), eq(files.id, current.fileId)));
      }
    });
  },
};

/**
 * Queues a template's thumbnail after a save (create, update, duplicate call it), to start
 * TEMPLATE_THUMBNAIL_DELAY_SECONDS later: saves while it waits queue nothing more, and the one job renders
 * the HTML as it is when it runs.
 */
export async function enqueueTemplateThumbnail(deps: Deps, input: TemplateThumbnailData): Promise<void> {
  await deps.jobs.sendOnce(renderTemplateThumbnailJob, input, input.templateId, {
    startAfterSeconds: deps.config.documents.thumbnailDelaySeconds,
  });
}
