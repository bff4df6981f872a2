import { priceRules } from "@q2c/db";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { findPriceRule } from "./repo.ts";

/** Removes a rule of the caller's; prices it set stay (the runs that set them can still be undone). */
export async function deletePriceRule(deps: Deps, principal: Principal, id: string): Promise<{ id: string }> {
  const { db } = deps;
  const row = await findPriceRule(db, principal, id);
  await db.transaction(async (tx) => {
    await tx.delete(priceRules).where(and(eq(priceRules.tenantId, row.tenantId), eq(priceRules.id, row.id)));
    await recordAudit(tx, {
      tenantId: row.tenantId,
      actorUserId: principal.userId,
      type: "priceRule.deleted",
      subjectId: row.id,
      data: { name: row.name, target: row.target, method: row.method, percent: row.percent },
    });
  });
  return { id: row.id };
}
