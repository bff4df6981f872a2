import { accounts, files } from "@q2c/db";
import { AppError } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { inScope } from "../../lib/tenant-scope.ts";
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
  if (principal && inScope(principal.scope, file.tenantId, file.accountId)) return served(false);
  throw new AppError("not_found");
}
