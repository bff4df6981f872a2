import type { TPreviewPriceRulesRequest, TPriceRulesPreview } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { computePriceChanges, toPriceChange } from "./compute-price-changes.ts";

/** What apply would change now, writing nothing: only the products whose price would move. */
export async function previewPriceRules(
  deps: Deps,
  principal: Principal,
  input: TPreviewPriceRulesRequest,
): Promise<TPriceRulesPreview> {
  const plan = await computePriceChanges(deps.db, principal, input.includeManual);
  return {
    data: plan.changes.map(toPriceChange),
    skippedNoCost: plan.skippedNoCost,
    unchanged: plan.unchanged,
  };
}
