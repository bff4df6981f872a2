import type { AnyJobKind } from "./job-kind.ts";
import { orderAtAcceptanceJob } from "./order-at-acceptance.ts";
import { productImportChunkJob } from "./product-import-chunk.ts";
import { readSubordersJob } from "./read-suborders.ts";
import { renderDocumentPdfJob } from "./render-document-pdf.ts";
import { renderTemplateThumbnailJob } from "./render-template-thumbnail.ts";
import { sealDocumentJob } from "./seal-document.ts";
import { sendMailJob } from "./send-mail.ts";

/** Every kind of job this server runs; a queue is created for each at start (docs/jobs.md). */
export const JOB_KINDS: readonly AnyJobKind[] = [
  sendMailJob,
  productImportChunkJob,
  renderDocumentPdfJob,
  sealDocumentJob,
  renderTemplateThumbnailJob,
  readSubordersJob,
  orderAtAcceptanceJob,
];

export const jobKindNamed = (name: string): AnyJobKind | undefined => JOB_KINDS.find((k) => k.name === name);
