import type { TProjectChange } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { changeProject } from "../project-core/change-project.ts";
import {
  type BundleProductEdit,
  bundleProductPatch,
  checkBundleProductRefs,
} from "./bundle-product-fields.ts";
import { FieldErrors, indexProject, mustFind } from "./project-refs.ts";
import { rewriteBundleProducts } from "./row-writer.ts";

/** PUT /projects/{id}/location-bundles/{bundleProductId}: a bundle product's own fields, tasks included. */
export async function updateBundleProduct(
  deps: Deps,
  principal: Principal,
  projectId: string,
  bundleProductId: string,
  input: BundleProductEdit & { version: number },
): Promise<TProjectChange> {
  return changeProject(deps, principal, projectId, input.version, async ({ tx, project, agg }) => {
    const { lines: _, ...bp } = mustFind(indexProject(agg).bundleProducts, bundleProductId);
    const errors = new FieldErrors();
    await checkBundleProductRefs(tx, project.tenantId, [{ prefix: "", edit: input }], errors);
    errors.throwIfAny();
    await rewriteBundleProducts(tx, [{ ...bp, ...bundleProductPatch(input) }]);
    return { event: { type: "lines_changed", data: { bundleProducts: 1 } } };
  });
}
