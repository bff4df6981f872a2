import { accounts, users } from "@q2c/db";
import { AppError } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { findAccountInScope } from "./repo.ts";

/**
 * Deletes an account in scope (administrator rule). Refused with 409 while accounts sit beneath it or it
 * still has users: deleting people and customers is done one by one, on purpose. Its teams, locations,
 * certifications and files go with it (foreign keys cascade). Nobody deletes their own account.
 */
export async function deleteAccount(
  deps: Deps,
  principal: Principal,
  accountId: string,
): Promise<{ id: string }> {
  const { db } = deps;
  const row = await findAccountInScope(db, principal, accountId);
  if (row.id === principal.accountId || row.id === deps.config.platformAccountId) {
    throw new AppError("cannot_delete_own_account");
  }
  await db.transaction(async (tx) => {
    // Every account but the platform's has its children in its own tenant.
    const [child] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.tenantId, row.tenantId), eq(accounts.parentId, row.id)))
      .limit(1);
    if (child) throw new AppError("account_has_children");
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, row.tenantId), eq(users.accountId, row.id)))
      .limit(1);
    if (user) throw new AppError("account_has_users");
    await tx.delete(accounts).where(and(eq(accounts.tenantId, row.tenantId), eq(accounts.id, row.id)));
    // Kept in the deleter's tenant: a deleted top account takes its own tenant with it.
    await recordAudit(tx, {
      actorUserId: principal.userId,
      tenantId: principal.tenantId,
      type: "account.deleted",
      subjectId: row.id,
      data: { accountName: row.accountName },
    });
  });
  return { id: row.id };
}
