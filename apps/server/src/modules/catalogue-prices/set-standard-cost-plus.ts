import { catalogueSettings } from "@q2c/db";
import type { TSetStandardCostPlusRequest } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { getStandardCostPlus } from "./get-standard-cost-plus.ts";

/** Sets the caller's standard cost-plus percentage, creating the tenant's settings row on first use. */
export async function setStandardCostPlus(
  deps: Deps,
  principal: Principal,
  input: TSetStandardCostPlusRequest,
): Promise<{ standardCostPlusPercent: string }> {
  const before = await getStandardCostPlus(deps, principal);
  const percent = input.standardCostPlusPercent;
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(catalogueSettings)
      .values({ tenantId: principal.tenantId, standardCostPlusPercent: percent })
      .onConflictDoUpdate({
        target: catalogueSettings.tenantId,
        set: { standardCostPlusPercent: percent, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      tenantId: principal.tenantId,
      type: "standardCostPlus.updated",
      subjectId: principal.tenantId,
      actorUserId: principal.userId,
      data: { before: before.standardCostPlusPercent, after: percent },
    });
  });
  return getStandardCostPlus(deps, principal);
}
