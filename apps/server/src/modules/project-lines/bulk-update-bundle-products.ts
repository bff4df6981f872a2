import { PROJECT_MESSAGES, type TProjectChange } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import type { BundleProductRow } from "../project-core/aggregate.ts";
import { changeProject } from "../project-core/change-project.ts";
import {
  type BundleProductEdit,
  bundleProductPatch,
  checkBundleProductRefs,
} from "./bundle-product-fields.ts";
import { checkIds, FieldErrors, indexProject } from "./project-refs.ts";
import { rewriteBundleProducts } from "./row-writer.ts";

export interface BulkUpdateBundleProductsInput {
  version: number;
  bundleProducts: (BundleProductEdit & { id: string })[];
}

/** PUT /projects/{id}/bundle-products/bulk: many bundle products' own fields in one change. */
export async function bulkUpdateBundleProducts(
  deps: Deps,
  principal: Principal,
  projectId: string,
  input: BulkUpdateBundleProductsInput,
): Promise<TProjectChange> {
  return changeProject(deps, principal, projectId, input.version, async ({ tx, project, agg }) => {
    const index = indexProject(agg);
    const errors = new FieldErrors();
    checkIds(
      errors,
      input.bundleProducts.map((b) => b.id),
      index.bundleProducts,
      PROJECT_MESSAGES.unknownBundleProduct,
      (i) => `bundleProducts.${i}.id`,
    );
    await checkBundleProductRefs(
      tx,
      project.tenantId,
      input.bundleProducts.map((edit, i) => ({ prefix: `bundleProducts.${i}.`, edit })),
      errors,
    );
    errors.throwIfAny();
    const rows: BundleProductRow[] = [];
    for (const edit of input.bundleProducts) {
      const found = index.bundleProducts.get(edit.id);
      if (!found) continue;
      const { lines: _, ...bp } = found;
      rows.push({ ...bp, ...bundleProductPatch(edit) });
    }
    await rewriteBundleProducts(tx, rows);
    return { event: { type: "lines_changed", data: { bundleProducts: rows.length } } };
  });
}
