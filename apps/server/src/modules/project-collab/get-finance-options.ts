import { accounts, financeCharges } from "@q2c/db";
import type { ZFinanceOption } from "@q2c/domain";
import Decimal from "decimal.js";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";
import { storedTotals, trimDecimal } from "../project-core/project-view.ts";
import { monthlyPayment, toCents, totalOfPayments } from "./finance-math.ts";

type TFinanceOption = z.infer<typeof ZFinanceOption>;

/**
 * What financing the quote's term total would cost with each financial partner that has a charge for
 * the quote's term (finance charges are the platform owner's reference data) and lends that amount.
 * `totalCost` is the sum of the payments. Nothing priced, or no charge for the term: an empty list.
 */
export async function getFinanceOptions(
  deps: Deps,
  principal: Principal,
  projectId: string,
): Promise<TFinanceOption[]> {
  const { db } = deps;
  const project = await findProjectInScope(db, principal, projectId);
  const amount = toCents(storedTotals(project.totals, project.termMonths).termTotal);
  if (!new Decimal(amount).gt(0)) return [];
  const charges = await db
    .select({ charge: financeCharges, partnerName: accounts.accountName })
    .from(financeCharges)
    .innerJoin(accounts, eq(accounts.id, financeCharges.partnerId))
    .where(
      and(
        eq(financeCharges.tenantId, deps.config.platformAccountId),
        eq(financeCharges.termMonths, project.termMonths),
        eq(accounts.isFinancial, true),
      ),
    );
  const lends = (min: string | null, max: string | null) =>
    (min === null || new Decimal(amount).gte(min)) && (max === null || new Decimal(amount).lte(max));
  return charges
    .filter(({ charge }) => lends(charge.minAmount, charge.maxAmount))
    .map(({ charge, partnerName }) => {
      const payment = monthlyPayment(amount, charge.ratePercent, project.termMonths);
      return {
        financialPartnerId: charge.partnerId,
        financialPartnerName: partnerName,
        termMonths: project.termMonths,
        ratePercent: trimDecimal(charge.ratePercent),
        amountFinanced: amount,
        monthlyPayment: payment,
        totalCost: totalOfPayments(payment, project.termMonths),
      };
    })
    .sort(
      (a, b) =>
        new Decimal(a.monthlyPayment).cmp(b.monthlyPayment) ||
        a.financialPartnerName.localeCompare(b.financialPartnerName),
    );
}
