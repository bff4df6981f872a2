// The request decorators (isMultipart, parts) come from the plugin app.ts registers.
import type {} from "@fastify/multipart";
import { AppError, findUnsafeInput, hasNul, MESSAGES } from "@q2c/domain";
import type { FastifyRequest } from "fastify";

export interface UploadedFile {
  fieldname: string;
  filename: string;
  bytes: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export interface MultipartLimits {
  fileSize: number;
  files: number;
  fields?: number;
  fieldSize?: number;
}

const refuse = (field: string, message: string) =>
  new AppError("bad_request", { fields: { [field]: message } });
const tooLarge = (field: string, message: string) =>
  new AppError("payload_too_large", { message, fields: { [field]: message } });

/**
 * Reads every part of a multipart request, the way each upload route needs it:
 * - a file over `limits.fileSize` answers 413 naming its field with `fileTooLarge`, always. A single
 *   `req.file()` + `toBuffer()` returns the first fileSize bytes without an error when busboy marks the
 *   part truncated after its last chunk was read (a browser's FormData hit that 3 times in 5), so every
 *   file's `truncated` flag is checked here, and the parts are read to the end, where the plugin reports
 *   a limit it saw;
 * - a text field holding a NUL answers 400 naming it (as the input guard does for JSON), a text field
 *   cut at `fieldSize` 413;
 * - a body the parser cannot read (no boundary, a wrong one, a part cut short) answers 400 instead of
 *   the parser's error, which carries no status and would be a 500.
 * The plugin's other limit errors (too many files, parts or fields) keep their own 4xx status.
 */
export async function readMultipart(
  req: FastifyRequest,
  limits: MultipartLimits,
  fileTooLarge: string,
): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: [] };
  let problem: AppError | undefined;
  try {
    for await (const part of req.parts({ limits })) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        if (part.file.truncated) problem ??= tooLarge(part.fieldname, fileTooLarge);
        else if (hasNul(part.filename)) problem ??= refuse(part.fieldname, MESSAGES.nulCharacter);
        else form.files.push({ fieldname: part.fieldname, filename: part.filename, bytes });
      } else if (typeof part.value === "string") {
        if (part.valueTruncated) problem ??= tooLarge(part.fieldname, MESSAGES.tooLargeToSave);
        else if (findUnsafeInput(part.value)) problem ??= refuse(part.fieldname, MESSAGES.nulCharacter);
        else form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const e = err as { code?: string; statusCode?: number; part?: { fieldname?: string } };
    if (e.code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge(e.part?.fieldname ?? "file", fileTooLarge);
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) throw err;
    throw new AppError("bad_request", { message: MESSAGES.multipartInvalid });
  }
  if (problem) throw problem;
  return form;
}

/** The text of an uploaded CSV (a text/csv body, or a file's bytes), refused with a NUL in it. */
export function uploadText(content: string | Buffer, field = "file"): string {
  const text = typeof content === "string" ? content : content.toString("utf8");
  if (hasNul(text)) throw refuse(field, MESSAGES.nulCharacter);
  return text;
}
