import { AppError, PRODUCT_IMPORT_MAX_BYTES, PRODUCT_IMPORT_MESSAGES } from "@q2c/domain";
import type { FastifyRequest } from "fastify";

/** The CSV text of an import: a text/csv body, or the multipart field `file` (as product import takes it). */
export async function readBomUpload(req: FastifyRequest): Promise<string> {
  const refuse = (message: string) => new AppError("bad_request", { message, fields: { file: message } });
  if (typeof req.body === "string") return req.body;
  if (!req.isMultipart()) throw refuse(PRODUCT_IMPORT_MESSAGES.sendCsv);
  try {
    const part = await req.file({ limits: { fileSize: PRODUCT_IMPORT_MAX_BYTES } });
    if (part?.fieldname !== "file") throw refuse(PRODUCT_IMPORT_MESSAGES.sendCsv);
    return (await part.toBuffer()).toString("utf8");
  } catch (err) {
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw refuse(PRODUCT_IMPORT_MESSAGES.fileTooLarge);
    throw err;
  }
}
