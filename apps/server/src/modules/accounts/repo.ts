import { accounts, type Db } from "@q2c/db";
import { type AccountKind, AppError, accountKindOf, isBrandable } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Principal } from "../../lib/principal.ts";
import { accountsInScope } from "../../lib/tenancy.ts";

export type AccountRow = typeof accounts.$inferSelect;

/** An account in the caller's scope; any other answers 404. */
export async function findAccountInScope(
  db: Db,
  principal: Principal,
  accountId: string,
): Promise<AccountRow> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), accountsInScope(principal)));
  if (!row) throw new AppError("not_found");
  return row;
}

/** The account named by a request, or the caller's own when none is named. */
export async function targetAccount(db: Db, principal: Principal, accountId: string | undefined) {
  return findAccountInScope(db, principal, accountId ?? principal.accountId);
}

export function kindOf(row: AccountRow, platformAccountId: string): AccountKind {
  return accountKindOf(row, platformAccountId);
}

/** Spec §1 brandable rule applied to a stored account. */
export function brandable(row: AccountRow, platformAccountId: string): boolean {
  const kind = kindOf(row, platformAccountId);
  return isBrandable({
    isCustomer: kind === "customer",
    teamPlanSelected: row.teamPlan,
    isPlatformOwner: kind === "platformOwner",
    isMsp: row.isMSP,
    hasBrandFlag: row.brandFlag,
  });
}
