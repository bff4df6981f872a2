import { accounts, type Db, type projectCreditApplications } from "@q2c/db";
import type { ZCreditApplication } from "@q2c/domain";
import { inArray } from "drizzle-orm";
import type { z } from "zod";

export type CreditApplicationRow = typeof projectCreditApplications.$inferSelect;
export type TCreditApplication = z.infer<typeof ZCreditApplication>;

/** Financial partners are top accounts of their own tenants: named by plain id. */
export async function accountNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.id, name: accounts.accountName })
    .from(accounts)
    .where(inArray(accounts.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export const creditApplicationView = (
  r: CreditApplicationRow,
  names: Map<string, string>,
): TCreditApplication => ({
  id: r.id,
  financialPartnerId: r.financialPartnerId,
  financialPartnerName: names.get(r.financialPartnerId) ?? "",
  // NUMERIC(18,2): already in cents.
  amount: r.amount,
  termMonths: r.termMonths,
  status: r.status,
  notes: r.notes,
  createdAt: r.createdAt.toISOString(),
});
