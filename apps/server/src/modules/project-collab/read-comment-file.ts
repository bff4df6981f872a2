import { files } from "@q2c/db";
import { AppError, PROJECT_MESSAGES } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";
import { findComment } from "./collab-repo.ts";

/** The bytes of a comment's file, for anyone who sees the quote. */
export async function readCommentFile(
  deps: Deps,
  principal: Principal,
  projectId: string,
  commentId: string,
  fileId: string,
): Promise<{ name: string; mimeType: string; bytes: Buffer }> {
  const { db } = deps;
  const project = await findProjectInScope(db, principal, projectId);
  const comment = await findComment(db, principal, project, commentId);
  if (!comment.fileIds.includes(fileId)) {
    throw new AppError("not_found", { message: PROJECT_MESSAGES.fileNotOnComment });
  }
  const [row] = await db
    .select({ name: files.name, mimeType: files.mimeType, dataBase64: files.dataBase64 })
    .from(files)
    .where(and(eq(files.tenantId, project.tenantId), eq(files.id, fileId)));
  if (!row) throw new AppError("not_found", { message: PROJECT_MESSAGES.fileNotOnComment });
  return { name: row.name, mimeType: row.mimeType, bytes: Buffer.from(row.dataBase64, "base64") };
}
