import { PROJECT_MESSAGES, type TProjectChange } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import type { BundleProductRow } from "../project-core/aggregate.ts";
import { changeProject } from "../project-core/change-project.ts";
import { checkIds, FieldErrors, indexProject } from "./project-refs.ts";
import { rewriteBundleProducts } from "./row-writer.ts";

export interface BulkPositionInput {
  version: number;
  moves: { id: string; buildingId: string; position: number }[];
}

/**
 * PUT /projects/{id}/bundle-products/bulk/position: bundle products to a position, in their building or
 * another building of the quote (their lines come along). The others keep their order around them;
 * every building touched is numbered 0..n-1 again.
 */
export async function bulkPositionBundleProducts(
  deps: Deps,
  principal: Principal,
  projectId: string,
  input: BulkPositionInput,
): Promise<TProjectChange> {
  return changeProject(deps, principal, projectId, input.version, async ({ tx, agg }) => {
    const index = indexProject(agg);
    const errors = new FieldErrors();
    checkIds(
      errors,
      input.moves.map((m) => m.id),
      index.bundleProducts,
      PROJECT_MESSAGES.unknownBundleProduct,
      (i) => `moves.${i}.id`,
    );
    input.moves.forEach((m, i) => {
      if (!index.buildings.has(m.buildingId))
        errors.add(`moves.${i}.buildingId`, PROJECT_MESSAGES.unknownBuilding);
    });
    errors.throwIfAny();

    const moving = new Set(input.moves.map((m) => m.id));
    const touched = new Set<string>();
    for (const m of input.moves) {
      touched.add(m.buildingId);
      touched.add(index.bundleProducts.get(m.id)?.buildingId ?? m.buildingId);
    }
    const rows: BundleProductRow[] = [];
    let crossed = 0;
    for (const buildingId of touched) {
      const building = index.buildings.get(buildingId);
      if (!building) continue;
      const order = building.bundleProducts.filter((bp) => !moving.has(bp.id)).map((bp) => bp.id);
      const arriving = input.moves
        .map((m, i) => ({ ...m, i }))
        .filter((m) => m.buildingId === buildingId)
        .sort((a, b) => a.position - b.position || a.i - b.i);
      for (const m of arriving) order.splice(Math.min(m.position, order.length), 0, m.id);
      order.forEach((id, position) => {
        const found = index.bundleProducts.get(id);
        if (!found || (found.position === position && found.buildingId === buildingId)) return;
        if (found.buildingId !== buildingId) crossed += 1;
        const { lines: _, ...bp } = found;
        rows.push({ ...bp, buildingId, position });
      });
    }
    await rewriteBundleProducts(tx, rows);
    return { event: { type: "lines_changed", data: { bundleProducts: input.moves.length, moved: crossed } } };
  });
}
