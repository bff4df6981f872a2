import { users } from "@q2c/db";
import { AppError, canGrantRole, normaliseRole } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { allows } from "../../lib/permissions.ts";
import type { Principal } from "../../lib/principal.ts";
import { scopeWhere } from "../../lib/tenancy.ts";

export type ManagedUser = typeof users.$inferSelect;

/**
 * The user whose security settings a call changes. Outside the caller's scope: 404. A user manages their
 * own second factor; with `administratorMay`, users.manageSecurity (administrator or owner) also acts on a member of their
 * scope whose role is not above their own (an administrator cannot strip the owner's second factor).
 * Anyone else in scope: 403.
 */
export async function loadManagedUser(
  deps: Deps,
  principal: Principal,
  userId: string,
  opts: { administratorMay?: boolean } = {},
): Promise<ManagedUser> {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId.toLowerCase()), scopeWhere(principal.scope, users)));
  if (!user) throw new AppError("not_found");
  if (user.id === principal.userId && user.tenantId === principal.tenantId) return user;
  const actor = normaliseRole(principal.role);
  const target = normaliseRole(user.role);
  const allowed =
    opts.administratorMay === true &&
    allows(principal, "users.manageSecurity") &&
    target !== null &&
    canGrantRole(actor, target);
  if (!allowed) throw new AppError("forbidden");
  return user;
}

export const isSelf = (principal: Principal, user: ManagedUser): boolean =>
  user.id === principal.userId && user.tenantId === principal.tenantId;
