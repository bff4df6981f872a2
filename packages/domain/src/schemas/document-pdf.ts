import { z } from "zod";
import { QUOTE_DOCUMENT_TYPES, SEAL_STATUSES } from "../documents/constants.ts";

// A quote document's PDF (issue #17 §2, §4): rendered by the job queue, or the sealed PDF once signed.

export const ZDocumentPdfParams = z.object({
  quoteId: z.uuid().transform((v) => v.toLowerCase()),
  documentType: z.enum(QUOTE_DOCUMENT_TYPES),
});
export type TDocumentPdfParams = z.infer<typeof ZDocumentPdfParams>;

export const ZDocumentPdfQuery = z.object({
  /** After a failed render: queue a new one (without it, the failure is answered as it stands). */
  retry: z.stringbool().optional(),
});

/** A PDF render's state while there is no PDF to answer yet: queued, rendering, or failed with why. */
export const PDF_RENDER_STATUSES = ["queued", "rendering", "done", "failed"] as const;
export type PdfRenderStatus = (typeof PDF_RENDER_STATUSES)[number];

export const ZDocumentPdfPending = z.object({
  status: z.enum(["queued", "rendering", "failed"]),
  /** Why the render failed (or why its last try did, while a retry is queued). */
  error: z.string().optional(),
});
export type TDocumentPdfPending = z.infer<typeof ZDocumentPdfPending>;

/** The sealed PDF's state after asking for a new try. */
export const ZSealState = z.object({
  sealStatus: z.enum(SEAL_STATUSES),
  sealError: z.string().nullable(),
});
export type TSealState = z.infer<typeof ZSealState>;
