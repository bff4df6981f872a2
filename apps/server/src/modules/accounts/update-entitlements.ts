import { accounts } from "@q2c/db";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { entitlementsOf } from "./account-view.ts";
import { findAccountInScope } from "./repo.ts";

/** Turns entitlement flags of an account on or off (platform owner only); absent flags stay as they are. */
export async function updateEntitlements(
  deps: Deps,
  principal: Principal,
  accountId: string,
  changes: Partial<Record<string, boolean>>,
) {
  const { db } = deps;
  const row = await findAccountInScope(db, principal, accountId);
  const merged: Record<string, boolean> = { ...row.entitlements };
  for (const [flag, on] of Object.entries(changes)) if (on !== undefined) merged[flag] = on;
  const updated = await db.transaction(async (tx) => {
    const [u] = await tx
      .update(accounts)
      .set({ entitlements: merged, updatedAt: new Date() })
      .where(and(eq(accounts.tenantId, row.tenantId), eq(accounts.id, row.id)))
      .returning();
    await recordAudit(tx, {
      actorUserId: principal.userId,
      tenantId: row.tenantId,
      type: "account.entitlements_changed",
      subjectId: row.id,
      data: { changes },
    });
    return u ?? row;
  });
  return { accountId: updated.id, entitlements: entitlementsOf(updated, deps.config.platformAccountId) };
}
