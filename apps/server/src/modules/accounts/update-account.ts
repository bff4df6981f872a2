import { accounts } from "@q2c/db";
import { AppError, OWNER_ACCOUNT_FIELDS, type TAccountDetail, type TUpdateAccountRequest } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { allows } from "../../lib/permissions.ts";
import type { Principal } from "../../lib/principal.ts";
import { brandingOf, toAccount } from "./account-view.ts";
import { findAccountInScope } from "./repo.ts";

/**
 * Updates an account's name and company info (administrator rule, the account in scope). The flags that
 * decide what an account may do are the platform owner's alone. Company details merge into the stored
 * ones (accounts.editPlan); `nullFields` entries `companyDetails.<field>` clear one. A stale version answers 409.
 */
export async function updateAccount(
  deps: Deps,
  principal: Principal,
  accountId: string,
  input: TUpdateAccountRequest,
): Promise<TAccountDetail> {
  const { db } = deps;
  const platformId = deps.config.platformAccountId;
  const row = await findAccountInScope(db, principal, accountId);
  if (!allows(principal, "accounts.editPlan") && OWNER_ACCOUNT_FIELDS.some((f) => input[f] !== undefined)) {
    throw new AppError("forbidden");
  }
  const nulls = new Set(input.nullFields ?? []);
  const companyDetails: Record<string, unknown> = { ...row.companyDetails, ...(input.companyDetails ?? {}) };
  for (const field of nulls) {
    if (field.startsWith("companyDetails.")) companyDetails[field.slice("companyDetails.".length)] = null;
  }
  const yes = (v: "yes" | "no" | undefined) => (v === undefined ? undefined : v === "yes");
  const [updated] = await db
    .update(accounts)
    .set({
      accountName: input.accountName,
      companyDetails,
      squareLogo: nulls.has("squareLogo") ? null : input.squareLogo,
      crmId: nulls.has("crmId") ? null : input.crmId,
      brandFlag: yes(input.brandFlag),
      teamPlan: yes(input.teamPlan),
      canManageContracts: yes(input.canManageContracts),
      status: input.status,
      version: row.version + 1,
      updatedAt: new Date(),
    })
    .where(
      and(eq(accounts.tenantId, row.tenantId), eq(accounts.id, row.id), eq(accounts.version, input.version)),
    )
    .returning();
  if (!updated) throw new AppError("conflict", { details: { version: row.version } });
  return {
    ...toAccount(updated, platformId),
    companyDetails: updated.companyDetails,
    branding: brandingOf(updated),
  };
}
