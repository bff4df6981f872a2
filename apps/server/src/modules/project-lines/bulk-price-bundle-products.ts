import { automationPrice, PRICING_MESSAGES, PROJECT_MESSAGES, type TProjectChange } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import type { LineRow } from "../project-core/aggregate.ts";
import { changeProject } from "../project-core/change-project.ts";
import { belowBillion } from "./decimal-text.ts";
import { discountColumns } from "./line-fields.ts";
import { LineWork } from "./line-work.ts";
import { checkIds, FieldErrors, indexProject } from "./project-refs.ts";

export interface BulkPriceInput {
  version: number;
  ids: string[];
  change: { percent: number } | { marginPercent: number } | { discountPercent: number };
}

/**
 * The new columns of one line. Prices come out in cents, half up, through the same function as price
 * automation: a percent is cost-plus on the current price, a margin is cost / (1 − m/100); a line
 * without cost has no margin to price from and keeps its price. A discount of 0 clears the discount.
 */
function repriced(line: LineRow, change: BulkPriceInput["change"]): Partial<LineRow> | undefined {
  if ("percent" in change) {
    return {
      price: automationPrice(line.price, {
        method: "cost_plus",
        percent: String(change.percent),
        rounding: "none",
      }),
    };
  }
  if ("marginPercent" in change) {
    if (line.cost === null) return undefined;
    const percent = String(change.marginPercent);
    return { price: automationPrice(line.cost, { method: "target_margin", percent, rounding: "none" }) };
  }
  return discountColumns(change.discountPercent === 0 ? null : { percent: String(change.discountPercent) });
}

/** PATCH /projects/{id}/bundle-products/bulk/price: one price change on every line of the bundle products. */
export async function bulkPriceBundleProducts(
  deps: Deps,
  principal: Principal,
  projectId: string,
  input: BulkPriceInput,
): Promise<TProjectChange> {
  return changeProject(deps, principal, projectId, input.version, async ({ tx, project, agg }) => {
    const index = indexProject(agg);
    const errors = new FieldErrors();
    checkIds(
      errors,
      input.ids,
      index.bundleProducts,
      PROJECT_MESSAGES.unknownBundleProduct,
      (i) => `ids.${i}`,
    );
    errors.throwIfAny();
    const work = new LineWork(project, agg);
    let count = 0;
    for (const id of input.ids)
      for (const line of index.bundleProducts.get(id)?.lines ?? []) {
        const patch = repriced(line, input.change);
        if (!patch) continue;
        if (patch.price !== undefined && !belowBillion(patch.price)) {
          errors.add("change", PRICING_MESSAGES.belowBillion);
          continue;
        }
        work.edit(line.id, patch);
        count += 1;
      }
    errors.throwIfAny();
    await work.save(tx);
    return { event: { type: "lines_changed", data: { bundleProducts: input.ids.length, lines: count } } };
  });
}
