import { financeCharges } from "@q2c/db";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { findFinanceCharge } from "./finance-charge-rows.ts";

/** Removes a finance charge (platform owner). */
export async function deleteFinanceCharge(
  deps: Deps,
  principal: Principal,
  id: string,
): Promise<{ id: string }> {
  const { db } = deps;
  const { row } = await findFinanceCharge(deps, principal, id);
  await db.transaction(async (tx) => {
    await tx
      .delete(financeCharges)
      .where(and(eq(financeCharges.tenantId, row.tenantId), eq(financeCharges.id, row.id)));
    await recordAudit(tx, {
      tenantId: row.tenantId,
      type: "financeCharge.deleted",
      subjectId: row.id,
      actorUserId: principal.userId,
      data: { partnerId: row.partnerId, termMonths: row.termMonths, ratePercent: row.ratePercent },
    });
  });
  return { id: row.id };
}
