import { AppError, PROJECT_MESSAGES } from "@q2c/domain";

export const COMMENT_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const COMMENT_FILES_MAX = 5;

export interface CommentUpload {
  filename: string;
  bytes: Buffer;
}
export interface CheckedUpload {
  name: string;
  mimeType: string;
  bytes: Buffer;
}

const OFFICE: Record<string, { mime: string; folder: string }> = {
  docx: { mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", folder: "word/" },
  xlsx: { mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", folder: "xl/" },
  pptx: {
    mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    folder: "ppt/",
  },
};

const startsWith = (bytes: Buffer, signature: number[] | string): boolean => {
  const sig = typeof signature === "string" ? Buffer.from(signature, "latin1") : Buffer.from(signature);
  return bytes.length >= sig.length && bytes.subarray(0, sig.length).equals(sig);
};

const extensionOf = (name: string): string => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? "";

function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * What a comment file really is, from its bytes where the format has a signature (PDF, images, Office
 * documents, which are ZIP archives holding their own folder), and for text and CSV from the name plus
 * bytes that are UTF-8 without NULs. The type stored is this one, never the client's claim.
 */
export function detectCommentFileType(name: string, bytes: Buffer): string | null {
  if (startsWith(bytes, "%PDF-")) return "application/pdf";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, "GIF87a") || startsWith(bytes, "GIF89a")) return "image/gif";
  if (startsWith(bytes, "RIFF") && bytes.subarray(8, 12).toString("latin1") === "WEBP") return "image/webp";
  const ext = extensionOf(name);
  const office = OFFICE[ext];
  if (office) {
    const zip = startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);
    // Entry names sit uncompressed in the archive's headers.
    return zip && bytes.includes(Buffer.from(office.folder, "latin1")) ? office.mime : null;
  }
  if ((ext === "txt" || ext === "csv") && isUtf8Text(bytes)) return ext === "csv" ? "text/csv" : "text/plain";
  return null;
}

/** Only the last path segment of the client's name, without control characters. */
export const cleanFileName = (filename: string): string =>
  (filename.split(/[\\/]/).pop() ?? "")
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, 200) || "file";

const refuse = (message: string) => new AppError("bad_request", { message, fields: { file: message } });

/** Checks every file of a comment before anything is written: count, size, type. */
export function checkCommentUploads(uploads: CommentUpload[]): CheckedUpload[] {
  if (uploads.length > COMMENT_FILES_MAX) throw refuse(PROJECT_MESSAGES.tooManyFiles);
  return uploads.map((u) => {
    if (u.bytes.length === 0) throw refuse(PROJECT_MESSAGES.fileEmpty);
    if (u.bytes.length > COMMENT_FILE_MAX_BYTES) throw refuse(PROJECT_MESSAGES.fileTooLarge);
    const name = cleanFileName(u.filename);
    const mimeType = detectCommentFileType(name, u.bytes);
    if (!mimeType) throw refuse(PROJECT_MESSAGES.fileTypeNotAllowed);
    return { name, mimeType, bytes: u.bytes };
  });
}
