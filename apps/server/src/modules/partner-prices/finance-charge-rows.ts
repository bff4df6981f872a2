import { accounts, type Db, financeCharges } from "@q2c/db";
import { AppError, MESSAGES, type TFinanceCharge } from "@q2c/domain";
import { and, eq, type SQL } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { compareDecimals, moneyOrNull, percentOut } from "../catalogue-prices/wire.ts";

export type FinanceChargeRow = typeof financeCharges.$inferSelect;

/** Finance charges are the platform owner's reference data: every MSP reads the platform's. */
export function visibleFinanceCharges(deps: Deps, principal: Principal): SQL | undefined {
  if (principal.scope.kind === "all") return undefined;
  return eq(financeCharges.tenantId, deps.config.platformAccountId);
}

export const selectFinanceCharges = (db: Db, where: SQL | undefined) =>
  db
    .select({ row: financeCharges, partnerName: accounts.accountName })
    .from(financeCharges)
    .leftJoin(accounts, eq(accounts.id, financeCharges.partnerId))
    .where(where);

export async function findFinanceCharge(
  deps: Deps,
  principal: Principal,
  id: string,
): Promise<{ row: FinanceChargeRow; partnerName: string | null }> {
  const [found] = await selectFinanceCharges(
    deps.db,
    and(eq(financeCharges.id, id), visibleFinanceCharges(deps, principal)),
  );
  if (!found) throw new AppError("not_found");
  return found;
}

/** A maximum below the minimum is refused on the maximum. */
export function assertAmountOrder(min: string | null | undefined, max: string | null | undefined): void {
  if (min && max && compareDecimals(max, min) < 0) {
    throw new AppError("bad_request", { fields: { maxAmount: MESSAGES.amountOrder } });
  }
}

export const toFinanceCharge = (r: FinanceChargeRow, partnerName: string | null): TFinanceCharge => ({
  id: r.id,
  partnerId: r.partnerId,
  partnerName,
  name: r.name,
  termMonths: r.termMonths,
  ratePercent: percentOut(r.ratePercent),
  minAmount: moneyOrNull(r.minAmount),
  maxAmount: moneyOrNull(r.maxAmount),
  createdAt: r.createdAt.toISOString(),
});
