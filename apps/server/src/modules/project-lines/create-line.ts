import { uuidv7 } from "@q2c/db";
import { PROJECT_MESSAGES, type TCreateLineRequest, type TProjectChange } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import type { BundleProductRow } from "../project-core/aggregate.ts";
import { changeProject } from "../project-core/change-project.ts";
import { lineFromProduct, readableProductsById } from "./catalogue-source.ts";
import { blankLine, checkLineEdit, linePatch } from "./line-fields.ts";
import { LineWork } from "./line-work.ts";
import { FieldErrors, indexProject, nextPosition } from "./project-refs.ts";
import { insertBundleProducts } from "./row-writer.ts";

/** A one-SKU bundle product: a group of its own around one line, named after it, at the building's end. */
export function oneSkuBundleProduct(
  project: { tenantId: string; id: string },
  building: { id: string; bundleProducts: readonly { position: number }[] },
  name: string,
  offset = 0,
): BundleProductRow {
  return {
    tenantId: project.tenantId,
    id: uuidv7(),
    projectId: project.id,
    buildingId: building.id,
    bundleId: null,
    name,
    categoryId: null,
    providerLinkId: null,
    manufacturerId: null,
    distributorId: null,
    acceptEquipment: false,
    ingramPartNumber: "",
    position: nextPosition(building.bundleProducts) + offset,
    tasks: {},
    createdAt: new Date(),
  };
}

/**
 * POST /projects/{id}/project-location-products: a line at the end of a bundle product, or (with
 * buildingId) in a new one-SKU bundle product. createdIds: the line, then the bundle product if one
 * was made.
 */
export async function createLine(
  deps: Deps,
  principal: Principal,
  projectId: string,
  input: TCreateLineRequest,
): Promise<TProjectChange> {
  return changeProject(deps, principal, projectId, input.version, async ({ tx, project, agg }) => {
    const index = indexProject(agg);
    const errors = new FieldErrors();
    if (input.bundleProductId && !index.bundleProducts.has(input.bundleProductId))
      errors.add("bundleProductId", PROJECT_MESSAGES.unknownBundleProduct);
    const building = input.buildingId ? index.buildings.get(input.buildingId) : undefined;
    if (input.buildingId && !building) errors.add("buildingId", PROJECT_MESSAGES.unknownBuilding);
    const products = input.productId
      ? await readableProductsById(tx, principal, deps.config.platformAccountId, [input.productId])
      : new Map();
    const product = input.productId ? products.get(input.productId) : undefined;
    if (input.productId && !product) errors.add("productId", PROJECT_MESSAGES.unknownProduct);
    checkLineEdit(errors, input);
    errors.throwIfAny();

    const base = product ? lineFromProduct(product) : blankLine(input.name ?? "");
    const fields = { ...base, ...linePatch(base, input) };
    const createdIds: string[] = [];
    let bundleProductId = input.bundleProductId;
    if (building) {
      const bp = oneSkuBundleProduct(project, building, fields.name);
      await insertBundleProducts(tx, [bp]);
      bundleProductId = bp.id;
    }
    const work = new LineWork(project, agg);
    const line = work.add(bundleProductId as string, fields, input.chosen !== undefined);
    createdIds.push(line.id);
    if (building) createdIds.push(bundleProductId as string);
    await work.save(tx);
    return { event: { type: "lines_added", data: { count: 1 } }, createdIds };
  });
}
