import { users } from "@q2c/db";
import { AppError } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { assertCanManageUser, findUserInScope } from "./repo.ts";

/** Merges notification switches into a user's settings: the user's own, or an administrator+ for them. */
export async function updateNotificationSettings(
  deps: Deps,
  principal: Principal,
  userId: string,
  settings: Record<string, boolean>,
): Promise<{ notificationSettings: Record<string, boolean> }> {
  const { db } = deps;
  const target = await findUserInScope(db, principal, userId);
  if (target.id !== principal.userId) assertCanManageUser(principal, target);
  const merged = { ...target.notificationSettings, ...settings };
  if (Object.keys(merged).length > 200) {
    throw new AppError("bad_request", { fields: { notificationSettings: "At most 200 settings" } });
  }
  await db
    .update(users)
    .set({ notificationSettings: merged, updatedAt: new Date() })
    .where(and(eq(users.tenantId, target.tenantId), eq(users.id, target.id)));
  return { notificationSettings: merged };
}
