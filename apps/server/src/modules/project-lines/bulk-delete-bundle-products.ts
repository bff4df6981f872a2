import { PROJECT_MESSAGES, type TIdsRequest, type TProjectChange } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { changeProject } from "../project-core/change-project.ts";
import { checkIds, FieldErrors, indexProject } from "./project-refs.ts";
import { deleteBundleProducts } from "./row-writer.ts";

/** DELETE /projects/{id}/bundle-products/bulk with { version, ids }: the bundle products and their lines. */
export async function bulkDeleteBundleProducts(
  deps: Deps,
  principal: Principal,
  projectId: string,
  input: TIdsRequest,
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
    const lines = input.ids.reduce((n, id) => n + (index.bundleProducts.get(id)?.lines.length ?? 0), 0);
    await deleteBundleProducts(tx, project, input.ids);
    return { event: { type: "lines_removed", data: { bundleProducts: input.ids.length, count: lines } } };
  });
}
