import { loginIdentities, users } from "@q2c/db";
import { AppError } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { assertCanManageUser, findUserInScope } from "./repo.ts";

/**
 * Deletes a user (administrator+, never oneself) and its sign-in e-mail, so the address can be invited
 * again. Sessions, challenges, backup codes and team memberships go with it (foreign keys cascade).
 * `accountId`, when given, must be the user's account: a mismatch answers 404 like an unknown user.
 */
export async function deleteUser(
  deps: Deps,
  principal: Principal,
  userId: string,
  accountId: string | undefined,
): Promise<{ id: string }> {
  const { db } = deps;
  const target = await findUserInScope(db, principal, userId);
  if (accountId !== undefined && target.accountId !== accountId) throw new AppError("not_found");
  if (target.id === principal.userId) throw new AppError("cannot_delete_self");
  assertCanManageUser(principal, target);
  await db.transaction(async (tx) => {
    await tx
      .delete(loginIdentities)
      .where(and(eq(loginIdentities.userTenantId, target.tenantId), eq(loginIdentities.userId, target.id)));
    await tx.delete(users).where(and(eq(users.tenantId, target.tenantId), eq(users.id, target.id)));
    await recordAudit(tx, {
      actorUserId: principal.userId,
      tenantId: target.tenantId,
      type: "user.deleted",
      subjectId: target.id,
      data: { email: target.email, accountId: target.accountId },
    });
  });
  return { id: target.id };
}
