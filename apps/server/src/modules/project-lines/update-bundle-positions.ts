import { PROJECT_MESSAGES, type TProjectChange } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { changeProject } from "../project-core/change-project.ts";
import { checkIds, FieldErrors, indexProject } from "./project-refs.ts";
import { rewriteBundleProducts } from "./row-writer.ts";

export interface BundlePositionsInput {
  version: number;
  buildingId: string;
  ids: string[];
}

/**
 * PUT /projects/{id}/project-location-bundle-products/positions: the building's bundle products in their
 * new order, every one exactly once (a partial list would leave the order ambiguous), numbered 0..n-1.
 * A reorder is not news for the activity feed, so it records no event.
 */
export async function updateBundlePositions(
  deps: Deps,
  principal: Principal,
  projectId: string,
  input: BundlePositionsInput,
): Promise<TProjectChange> {
  return changeProject(deps, principal, projectId, input.version, async ({ tx, agg }) => {
    const errors = new FieldErrors();
    const index = indexProject(agg);
    const building = index.buildings.get(input.buildingId);
    if (!building) {
      errors.add("buildingId", PROJECT_MESSAGES.unknownBuilding);
      errors.throwIfAny();
      return undefined;
    }
    const own = new Map(building.bundleProducts.map((bp) => [bp.id, bp]));
    checkIds(
      errors,
      input.ids,
      index.bundleProducts,
      PROJECT_MESSAGES.unknownBundleProduct,
      (i) => `ids.${i}`,
    );
    input.ids.forEach((id, i) => {
      if (index.bundleProducts.has(id) && !own.has(id))
        errors.add(`ids.${i}`, PROJECT_MESSAGES.positionsIncomplete);
    });
    if (errors.empty && input.ids.length !== own.size)
      errors.add("ids", PROJECT_MESSAGES.positionsIncomplete);
    errors.throwIfAny();
    const rows = input.ids.flatMap((id, position) => {
      const found = own.get(id);
      if (!found || found.position === position) return [];
      const { lines: _, ...bp } = found;
      return [{ ...bp, position }];
    });
    await rewriteBundleProducts(tx, rows);
    return {};
  });
}
