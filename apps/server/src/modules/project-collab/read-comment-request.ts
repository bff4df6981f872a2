import { AppError, MESSAGES, PROJECT_MESSAGES, ZCreateCommentRequest } from "@q2c/domain";
import type { FastifyRequest } from "fastify";
import { type MultipartForm, readMultipart } from "../../lib/multipart.ts";
import { COMMENT_FILE_MAX_BYTES, COMMENT_FILES_MAX, type CommentUpload } from "./comment-file-type.ts";
import type { CreateCommentInput } from "./create-project-comment.ts";

const refuse = (field: string, message: string) =>
  new AppError("bad_request", { message, fields: { [field]: message } });

/** Field errors of the JSON (or multipart fields) of a new comment, as the zod-checked routes give them. */
function parseFields(raw: unknown): Omit<CreateCommentInput, "uploads"> {
  const parsed = ZCreateCommentRequest.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join(".") || "body"] ??= issue.message;
  throw new AppError("bad_request", { message: MESSAGES.badRequest, fields });
}

/**
 * A new comment arrives as JSON, or as multipart with a `body` field, an optional `link` field (JSON)
 * and up to 5 `file` parts of up to 10 MB each (a larger one is 413). Every part is read before anything
 * is written.
 */
export async function readCommentRequest(req: FastifyRequest): Promise<CreateCommentInput> {
  if (!req.isMultipart()) return parseFields(req.body ?? {});
  let form: MultipartForm;
  try {
    form = await readMultipart(
      req,
      { files: COMMENT_FILES_MAX, fileSize: COMMENT_FILE_MAX_BYTES, fields: 10, fieldSize: 64 * 1024 },
      PROJECT_MESSAGES.fileTooLarge,
    );
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "FST_FILES_LIMIT") throw refuse("file", PROJECT_MESSAGES.tooManyFiles);
    if (code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT") throw refuse("body", MESSAGES.badRequest);
    throw err;
  }
  const { fields } = form;
  const uploads: CommentUpload[] = form.files
    .filter((f) => f.fieldname === "file")
    .map((f) => ({ filename: f.filename, bytes: f.bytes }));
  let link: unknown = null;
  if (fields.link?.trim()) {
    try {
      link = JSON.parse(fields.link);
    } catch {
      throw refuse("link", PROJECT_MESSAGES.commentLinkInvalid);
    }
  }
  const visibility = fields.visibility?.trim() || undefined;
  return { ...parseFields({ body: fields.body ?? "", link, visibility }), uploads };
}
