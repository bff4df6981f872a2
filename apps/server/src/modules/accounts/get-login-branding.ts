import { accounts } from "@q2c/db";
import { AppError } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { brandingOf } from "./account-view.ts";
import { type AccountRow, brandable } from "./repo.ts";

const hasBranding = (row: AccountRow): boolean =>
  Boolean(row.branding.primaryColor || row.branding.secondaryColor || row.branding.logoFileId);

/**
 * Public: the branding the login page shows for an account, and nothing else (name, colours, logo URL).
 * A customer without branding of its own shows its MSP's (foundation §1). An account that is not
 * brandable answers 403, which the login page ignores.
 */
export async function getLoginBranding(deps: Deps, accountId: string) {
  const { db } = deps;
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!row) throw new AppError("not_found");
  const platformId = deps.config.platformAccountId;
  if (!brandable(row, platformId)) throw new AppError("not_brandable");
  let source = row;
  if (!hasBranding(row) && row.tenantId !== row.id) {
    const [msp] = await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.tenantId, row.tenantId), eq(accounts.id, row.tenantId)));
    if (msp && brandable(msp, platformId)) source = msp;
  }
  const branding = brandingOf(source);
  return {
    accountName: row.accountName,
    primaryColor: branding.primaryColor,
    secondaryColor: branding.secondaryColor,
    logoUrl: branding.logoUrl,
  };
}
