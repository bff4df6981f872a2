import { users } from "@q2c/db";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { loadManagedUser } from "./managed-user.ts";

/**
 * message-verify: stores the caller's phone number (already checked by the schema). No SMS provider is
 * configured on this platform, so no message is sent and the answer says so (`smsSent: false`).
 */
export async function savePhone(
  deps: Deps,
  principal: Principal,
  userId: string,
  phone: string,
): Promise<{ phone: string; smsSent: false }> {
  const user = await loadManagedUser(deps, principal, userId);
  const value = phone.trim();
  await deps.db
    .update(users)
    .set({ phone: value, updatedAt: new Date() })
    .where(and(eq(users.tenantId, user.tenantId), eq(users.id, user.id)));
  return { phone: value, smsSent: false };
}
