import { AppError, PRODUCT_IMPORT_MAX_BYTES, PRODUCT_IMPORT_MESSAGES } from "@q2c/domain";
import type { FastifyRequest } from "fastify";
import { readMultipart, uploadText } from "../../lib/multipart.ts";

/** The CSV text of an import: a text/csv body, or the multipart field `file` (as product import takes it). */
export async function readBomUpload(req: FastifyRequest): Promise<string> {
  const refuse = (message: string) => new AppError("bad_request", { message, fields: { file: message } });
  if (typeof req.body === "string") return uploadText(req.body);
  if (!req.isMultipart()) throw refuse(PRODUCT_IMPORT_MESSAGES.sendCsv);
  const form = await readMultipart(
    req,
    { fileSize: PRODUCT_IMPORT_MAX_BYTES, files: 1 },
    PRODUCT_IMPORT_MESSAGES.fileTooLarge,
  );
  const [part] = form.files;
  if (part?.fieldname !== "file") throw refuse(PRODUCT_IMPORT_MESSAGES.sendCsv);
  return uploadText(part.bytes);
}
