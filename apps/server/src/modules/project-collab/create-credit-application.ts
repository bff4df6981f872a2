import { accounts, projectCreditApplications, uuidv7 } from "@q2c/db";
import { AppError, PROJECT_MESSAGES } from "@q2c/domain";
import Decimal from "decimal.js";
import { eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { recordProjectEvent } from "../project-core/change-project.ts";
import { publishProjectActivity } from "../project-core/project-live.ts";
import { findEditableProject } from "../project-core/project-scope.ts";
import { storedTotals } from "../project-core/project-view.ts";
import { creditApplicationView, type TCreditApplication } from "./credit-applications.ts";
import { toCents } from "./finance-math.ts";

/**
 * Applies to a financial partner for credit over the quote's term, for the quote's term total as last
 * priced (the stored totals: the amount the customer sees). Not an edit of the quote: its version stays.
 */
export async function createCreditApplication(
  deps: Deps,
  principal: Principal,
  projectId: string,
  input: { financialPartnerId: string; notes?: string | undefined },
): Promise<TCreditApplication> {
  const { db } = deps;
  const project = await findEditableProject(db, principal, projectId);
  const [partner] = await db
    .select({ id: accounts.id, name: accounts.accountName, isFinancial: accounts.isFinancial })
    .from(accounts)
    .where(eq(accounts.id, input.financialPartnerId));
  if (!partner?.isFinancial) {
    throw new AppError("bad_request", {
      fields: { financialPartnerId: PROJECT_MESSAGES.financialPartnerRequired },
    });
  }
  const amount = toCents(storedTotals(project.totals, project.termMonths).termTotal);
  if (!new Decimal(amount).gt(0)) {
    throw new AppError("bad_request", {
      message: PROJECT_MESSAGES.nothingToFinance,
      fields: { amount: PROJECT_MESSAGES.nothingToFinance },
    });
  }
  const id = uuidv7();
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(projectCreditApplications)
      .values({
        tenantId: project.tenantId,
        id,
        projectId: project.id,
        financialPartnerId: partner.id,
        amount,
        termMonths: project.termMonths,
        notes: input.notes ?? "",
        createdBy: principal.userId,
      })
      .returning();
    await recordProjectEvent(tx, project, principal.userId, "credit_application", {
      creditApplicationId: id,
      financialPartnerId: partner.id,
      financialPartnerName: partner.name,
      amount,
      termMonths: project.termMonths,
    });
    return inserted!;
  });
  publishProjectActivity(deps, project.id, { kind: "event", id }, { type: "credit_application" });
  return creditApplicationView(row, new Map([[partner.id, partner.name]]));
}
