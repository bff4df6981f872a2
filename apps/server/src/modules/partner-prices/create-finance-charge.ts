import { financeCharges, uuidv7 } from "@q2c/db";
import type { TCreateFinanceChargeRequest, TFinanceCharge } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { assertAmountOrder } from "./finance-charge-rows.ts";
import { getFinanceCharge } from "./get-finance-charge.ts";
import { assertPartnerAccount } from "./partner-accounts.ts";

/** Records what a financial partner charges over a term (platform owner). */
export async function createFinanceCharge(
  deps: Deps,
  principal: Principal,
  input: TCreateFinanceChargeRequest,
): Promise<TFinanceCharge> {
  const { db } = deps;
  await assertPartnerAccount(db, input.partnerId, "partnerId", "isFinancial");
  assertAmountOrder(input.minAmount, input.maxAmount);
  const id = uuidv7();
  await db.transaction(async (tx) => {
    await tx.insert(financeCharges).values({
      tenantId: principal.tenantId,
      id,
      partnerId: input.partnerId,
      name: input.name,
      termMonths: input.termMonths,
      ratePercent: input.ratePercent,
      minAmount: input.minAmount ?? null,
      maxAmount: input.maxAmount ?? null,
    });
    await recordAudit(tx, {
      tenantId: principal.tenantId,
      type: "financeCharge.created",
      subjectId: id,
      actorUserId: principal.userId,
      data: { partnerId: input.partnerId, termMonths: input.termMonths, ratePercent: input.ratePercent },
    });
  });
  return getFinanceCharge(deps, principal, id);
}
