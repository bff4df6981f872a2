import { z } from "zod";

/** Logos and pictures: small images only (foundation §3 logo; stored in the database as base64). */
export const FILE_MAX_BYTES = 2 * 1024 * 1024;
export const FILE_IMAGE_TYPES = ["image/png", "image/jpeg", "image/svg+xml", "image/webp"] as const;
export type FileImageType = (typeof FILE_IMAGE_TYPES)[number];

export const ZUploadQuery = z.object({
  /** The account the file belongs to; the caller's own when absent. */
  accountId: z
    .uuid()
    .transform((v) => v.toLowerCase())
    .optional(),
});

export const ZUploadedFile = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});
export type TUploadedFile = z.infer<typeof ZUploadedFile>;
