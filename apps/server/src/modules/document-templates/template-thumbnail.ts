import { files } from "@q2c/db";
import { AppError } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findReadableTemplate } from "./repo.ts";

/** GET /templates/{id}/thumbnail: the PNG of a template the caller reads; 404 while it has none. */
export async function readTemplateThumbnail(deps: Deps, principal: Principal, id: string): Promise<Buffer> {
  const template = await findReadableTemplate(deps.db, principal, deps.config.platformAccountId, id);
  if (!template.imagePreviewFileId) throw new AppError("not_found");
  // The platform's files are readable by every MSP's handle (as its catalogue's images).
  const [file] = await deps.db
    .select({ dataBase64: files.dataBase64 })
    .from(files)
    .where(and(eq(files.tenantId, template.tenantId), eq(files.id, template.imagePreviewFileId)));
  if (!file) throw new AppError("not_found");
  return Buffer.from(file.dataBase64, "base64");
}
