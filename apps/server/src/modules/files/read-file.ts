import { accounts, files, projectComments } from "@q2c/db";
import { AppError } from "@q2c/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { inScope } from "../../lib/tenancy.ts";
import { brandable } from "../accounts/repo.ts";

export interface ServedFile {
  name: string;
  mimeType: string;
  bytes: Buffer;
  /** Readable without signing in: the current logo of a brandable account. */
  isPublic: boolean;
}

/**
 * A stored file's bytes. A signed-in caller reads the files of its scope. The current logo of a brandable
 * account is public: the login page shows it before sign-in, and the account's customers see it in the
 * app (foundation §1). Anything else answers 404, as if it did not exist.
 */
export async function readFile(deps: Deps, principal: Principal | null, fileId: string): Promise<ServedFile> {
  const { db } = deps;
  const [file] = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
  if (!file) throw new AppError("not_found");
  const served = (isPublic: boolean): ServedFile => ({
    name: file.name,
    mimeType: file.mimeType,
    bytes: Buffer.from(file.dataBase64, "base64"),
    isPublic,
  });
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.tenantId, file.tenantId), eq(accounts.id, file.accountId)));
  const isLogo =
    account !== undefined &&
    account.branding.logoFileId === file.id &&
    brandable(account, deps.config.platformAccountId);
  if (isLogo) return served(true);
  if (principal && inScope(principal.scope, file.tenantId, file.accountId)) {
    if (principal.scope.kind === "account" && (await onComment(deps, file))) throw new AppError("not_found");
    return served(false);
  }
  throw new AppError("not_found");
}

/**
 * A comment's files are stored under the quote's customer, yet the customer reads only those of shared
 * quotes' customer-visible comments: they come through the comment's own URL, which checks both
 * (GET /projects/{id}/comments/{commentId}/files/{fileId}), never through here.
 */
async function onComment(deps: Deps, file: { tenantId: string; id: string }): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: projectComments.id })
    .from(projectComments)
    .where(
      and(
        eq(projectComments.tenantId, file.tenantId),
        sql`${projectComments.fileIds} @> ${JSON.stringify([file.id])}::jsonb`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
