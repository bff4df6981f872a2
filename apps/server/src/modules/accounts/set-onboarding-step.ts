import { accounts } from "@q2c/db";
import { AppError } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { allows } from "../../lib/permissions.ts";
import type { Principal } from "../../lib/principal.ts";
import { findAccountInScope } from "./repo.ts";

/**
 * Moves an MSP through onboarding: any step 0..6 (set, forward or back), or -1 when finished. Done by
 * the MSP's owner or administrator (onboarding.moveOwn), or by the platform owner for support.
 */
export async function setOnboardingStep(deps: Deps, principal: Principal, accountId: string, step: number) {
  const { db } = deps;
  const row = await findAccountInScope(db, principal, accountId);
  if (!row.isMSP) throw new AppError("not_an_msp");
  const owner = principal.accountKind === "platformOwner";
  const ownMsp = row.id === principal.accountId && allows(principal, "onboarding.moveOwn");
  if (!owner && !ownMsp) throw new AppError("forbidden");
  await db
    .update(accounts)
    .set({ onboardingStep: step, updatedAt: new Date() })
    .where(and(eq(accounts.tenantId, row.tenantId), eq(accounts.id, row.id)));
  return { accountId: row.id, onboardingStep: step };
}
