import { financeCharges } from "@q2c/db";
import type { TFinanceCharge, TUpdateFinanceChargeRequest } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { hasChanges } from "../catalogue-prices/wire.ts";
import { assertAmountOrder, findFinanceCharge } from "./finance-charge-rows.ts";
import { getFinanceCharge } from "./get-finance-charge.ts";
import { assertPartnerAccount } from "./partner-accounts.ts";

/** Changes a finance charge (platform owner); the amounts are checked as they will be stored. */
export async function updateFinanceCharge(
  deps: Deps,
  principal: Principal,
  id: string,
  input: TUpdateFinanceChargeRequest,
): Promise<TFinanceCharge> {
  const { db } = deps;
  const { row: current } = await findFinanceCharge(deps, principal, id);
  const nulls = new Set(input.nullFields ?? []);
  const values = {
    partnerId: input.partnerId,
    name: input.name,
    termMonths: input.termMonths,
    ratePercent: input.ratePercent,
    minAmount: nulls.has("minAmount") ? null : input.minAmount,
    maxAmount: nulls.has("maxAmount") ? null : input.maxAmount,
  };
  if (values.partnerId) await assertPartnerAccount(db, values.partnerId, "partnerId", "isFinancial");
  assertAmountOrder(
    values.minAmount === undefined ? current.minAmount : values.minAmount,
    values.maxAmount === undefined ? current.maxAmount : values.maxAmount,
  );
  if (hasChanges(values)) {
    await db.transaction(async (tx) => {
      await tx
        .update(financeCharges)
        .set(values)
        .where(and(eq(financeCharges.tenantId, current.tenantId), eq(financeCharges.id, current.id)));
      await recordAudit(tx, {
        tenantId: current.tenantId,
        type: "financeCharge.updated",
        subjectId: current.id,
        actorUserId: principal.userId,
        data: { before: { termMonths: current.termMonths, ratePercent: current.ratePercent } },
      });
    });
  }
  return getFinanceCharge(deps, principal, id);
}
