import { accounts, files } from "@q2c/db";
import { AppError } from "@q2c/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { allows } from "../../lib/permissions.ts";
import type { Principal } from "../../lib/principal.ts";
import { scopeWhere } from "../../lib/tenancy.ts";

/**
 * Deletes a file in scope: its uploader, or anyone with files.deleteAny. A file that is an
 * account's logo stops being the logo in the same transaction, so branding never points at nothing.
 */
export async function deleteFile(deps: Deps, principal: Principal, fileId: string): Promise<{ id: string }> {
  const { db } = deps;
  const [file] = await db
    .select({ tenantId: files.tenantId, accountId: files.accountId, uploadedBy: files.uploadedBy })
    .from(files)
    .where(and(eq(files.id, fileId), scopeWhere(principal.scope, files)));
  if (!file) throw new AppError("not_found");
  const own = file.uploadedBy === principal.userId;
  if (!own && !allows(principal, "files.deleteAny")) throw new AppError("forbidden");
  await db.transaction(async (tx) => {
    await tx.delete(files).where(and(eq(files.tenantId, file.tenantId), eq(files.id, fileId)));
    await tx
      .update(accounts)
      .set({ branding: sql`${accounts.branding} - 'logoFileId'` })
      .where(
        and(
          eq(accounts.tenantId, file.tenantId),
          eq(accounts.id, file.accountId),
          sql`${accounts.branding} ->> 'logoFileId' = ${fileId}`,
        ),
      );
  });
  return { id: fileId };
}
