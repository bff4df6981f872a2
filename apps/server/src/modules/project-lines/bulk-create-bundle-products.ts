import { PRICING_MESSAGES, PROJECT_MESSAGES, type TProjectChange } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import type { BundleProductRow } from "../project-core/aggregate.ts";
import { changeProject } from "../project-core/change-project.ts";
import { lineFromProduct, readableBundlesById } from "./catalogue-source.ts";
import { oneSkuBundleProduct } from "./create-line.ts";
import { belowBillion, multiplyDecimal } from "./decimal-text.ts";
import { LineWork } from "./line-work.ts";
import { FieldErrors, indexProject } from "./project-refs.ts";
import { insertBundleProducts } from "./row-writer.ts";

export interface BulkCreateBundleProductsInput {
  version: number;
  buildingId: string;
  items: { bundleId?: string | undefined; name?: string | undefined; quantity?: string | undefined }[];
}

/**
 * POST /projects/{id}/bundle-products/bulk: bundle products at the end of a building, in the order sent.
 * From a catalogue bundle, each of its items becomes a line priced as the catalogue has it, for the
 * item's quantity times the quantity asked for; with only a name, an empty group to fill later.
 * createdIds: the bundle products, in the order of `items`.
 */
export async function bulkCreateBundleProducts(
  deps: Deps,
  principal: Principal,
  projectId: string,
  input: BulkCreateBundleProductsInput,
): Promise<TProjectChange> {
  return changeProject(deps, principal, projectId, input.version, async ({ tx, project, agg }) => {
    const errors = new FieldErrors();
    const building = indexProject(agg).buildings.get(input.buildingId);
    if (!building) errors.add("buildingId", PROJECT_MESSAGES.unknownBuilding);
    const bundleIds = input.items.flatMap((item) => (item.bundleId ? [item.bundleId] : []));
    const bundles = await readableBundlesById(tx, principal, deps.config.platformAccountId, bundleIds);
    const quantities = input.items.map((item, i) => {
      const bundle = item.bundleId ? bundles.get(item.bundleId) : undefined;
      if (item.bundleId && !bundle) errors.add(`items.${i}.bundleId`, PROJECT_MESSAGES.unknownBundle);
      const each = (bundle?.items ?? []).map((bi) => multiplyDecimal(bi.quantity, item.quantity ?? "1"));
      if (!each.every(belowBillion)) errors.add(`items.${i}.quantity`, PRICING_MESSAGES.belowBillion);
      return each;
    });
    errors.throwIfAny();
    if (!building) return undefined;

    const rows: BundleProductRow[] = input.items.map((item, i) => {
      const bundle = item.bundleId ? bundles.get(item.bundleId) : undefined;
      const row = oneSkuBundleProduct(project, building, item.name ?? bundle?.name ?? "", i);
      return { ...row, bundleId: bundle?.id ?? null, categoryId: bundle?.categoryId ?? null };
    });
    await insertBundleProducts(tx, rows);
    const work = new LineWork(project, agg);
    let lines = 0;
    input.items.forEach((item, i) => {
      const bundle = item.bundleId ? bundles.get(item.bundleId) : undefined;
      const bp = rows[i];
      if (!bundle || !bp) return;
      bundle.items.forEach((bi, k) => {
        work.add(bp.id, { ...lineFromProduct(bi.product), quantity: quantities[i]?.[k] ?? "1" }, false);
        lines += 1;
      });
    });
    await work.save(tx);
    return {
      event: {
        type: "lines_added",
        data: { buildingId: building.id, bundleProducts: rows.length, count: lines },
      },
      createdIds: rows.map((r) => r.id),
    };
  });
}
