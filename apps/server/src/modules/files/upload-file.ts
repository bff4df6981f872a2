import { files, uuidv7 } from "@q2c/db";
import { AppError, FILE_MAX_BYTES, MESSAGES, type TUploadedFile } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { fileUrl } from "../accounts/account-view.ts";
import { targetAccount } from "../accounts/repo.ts";
import { detectImageType } from "./image-type.ts";

/** Stores an image (PNG, JPEG, SVG, WebP; up to 2 MB) for the caller's account or one in its scope. */
export async function uploadFile(
  deps: Deps,
  principal: Principal,
  accountId: string | undefined,
  upload: { filename: string; bytes: Buffer },
): Promise<TUploadedFile> {
  const { db } = deps;
  const account = await targetAccount(db, principal, accountId);
  if (upload.bytes.length === 0)
    throw new AppError("bad_request", { fields: { file: MESSAGES.fileRequired } });
  if (upload.bytes.length > FILE_MAX_BYTES) {
    throw new AppError("payload_too_large", {
      message: MESSAGES.fileTooLarge,
      fields: { file: MESSAGES.fileTooLarge },
    });
  }
  const mimeType = detectImageType(upload.bytes);
  if (!mimeType) throw new AppError("bad_request", { fields: { file: MESSAGES.fileTypeNotAllowed } });
  // Only the last path segment of the client's name, without control characters.
  const name =
    (upload.filename.split(/[\\/]/).pop() ?? "")
      .replace(/\p{Cc}/gu, "")
      .trim()
      .slice(0, 200) || "file";
  const id = uuidv7();
  await db.insert(files).values({
    tenantId: account.tenantId,
    id,
    accountId: account.id,
    name,
    mimeType,
    size: upload.bytes.length,
    dataBase64: upload.bytes.toString("base64"),
    uploadedBy: principal.userId,
  });
  return { id, url: fileUrl(id), name, mimeType, size: upload.bytes.length };
}
