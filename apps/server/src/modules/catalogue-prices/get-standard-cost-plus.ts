import { catalogueSettings } from "@q2c/db";
import { STANDARD_COST_PLUS_DEFAULT } from "@q2c/domain";
import { eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { percentOut } from "./wire.ts";

/** The caller's standard cost-plus percentage; a tenant that never set one has the default. */
export async function getStandardCostPlus(
  deps: Deps,
  principal: Principal,
): Promise<{ standardCostPlusPercent: string }> {
  const [row] = await deps.db
    .select({ percent: catalogueSettings.standardCostPlusPercent })
    .from(catalogueSettings)
    .where(eq(catalogueSettings.tenantId, principal.tenantId));
  return { standardCostPlusPercent: percentOut(row?.percent ?? STANDARD_COST_PLUS_DEFAULT) };
}
