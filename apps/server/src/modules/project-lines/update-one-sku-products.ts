import { PROJECT_MESSAGES, type TProjectChange } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import type { BundleProductRow } from "../project-core/aggregate.ts";
import { changeProject } from "../project-core/change-project.ts";
import { lineFromProduct, readableProductsById } from "./catalogue-source.ts";
import { oneSkuBundleProduct } from "./create-line.ts";
import { LineWork } from "./line-work.ts";
import { checkIds, FieldErrors, indexProject } from "./project-refs.ts";
import { deleteBundleProducts, insertBundleProducts } from "./row-writer.ts";

export interface OneSkuProductsInput {
  version: number;
  buildingId: string;
  products: { productId: string; quantity: string }[];
}

const isZero = (quantity: string) => Number(quantity) === 0;

/**
 * PUT /projects/{id}/location-one-sku-products: sets how many of each product the building takes as a
 * one-SKU bundle product (a bundle product of no catalogue bundle holding that product's single line).
 * A product not there yet is added; quantity 0 removes it. createdIds: the lines added.
 */
export async function updateOneSkuProducts(
  deps: Deps,
  principal: Principal,
  projectId: string,
  input: OneSkuProductsInput,
): Promise<TProjectChange> {
  return changeProject(deps, principal, projectId, input.version, async ({ tx, project, agg }) => {
    const index = indexProject(agg);
    const errors = new FieldErrors();
    const building = index.buildings.get(input.buildingId);
    if (!building) errors.add("buildingId", PROJECT_MESSAGES.unknownBuilding);
    const ids = input.products.map((p) => p.productId);
    const readable = await readableProductsById(tx, principal, deps.config.platformAccountId, ids);
    checkIds(errors, ids, readable, PROJECT_MESSAGES.unknownProduct, (i) => `products.${i}.productId`);
    errors.throwIfAny();
    if (!building) return undefined;

    const holding = new Map<string, (typeof building.bundleProducts)[number]>();
    for (const bp of building.bundleProducts) {
      const only = bp.lines.length === 1 ? bp.lines[0] : undefined;
      if (bp.bundleId === null && only?.productId && !holding.has(only.productId))
        holding.set(only.productId, bp);
    }
    const work = new LineWork(project, agg);
    const newBundleProducts: BundleProductRow[] = [];
    const removed: string[] = [];
    const pending: { bundleProductId: string; productId: string; quantity: string }[] = [];
    let changed = 0;
    for (const { productId, quantity } of input.products) {
      const bp = holding.get(productId);
      const line = bp?.lines[0];
      if (bp && line) {
        if (isZero(quantity)) removed.push(bp.id);
        else {
          work.edit(line.id, { quantity });
          changed += 1;
        }
      } else if (!isZero(quantity)) {
        const product = readable.get(productId);
        if (!product) continue;
        const row = oneSkuBundleProduct(project, building, product.name, newBundleProducts.length);
        newBundleProducts.push(row);
        pending.push({ bundleProductId: row.id, productId, quantity });
      }
    }
    await insertBundleProducts(tx, newBundleProducts);
    const createdIds = pending.map((p) => {
      const product = readable.get(p.productId);
      if (!product) return "";
      return work.add(p.bundleProductId, { ...lineFromProduct(product), quantity: p.quantity }, false).id;
    });
    await work.save(tx);
    await deleteBundleProducts(tx, project, removed);
    return {
      event: {
        type: "lines_changed",
        data: { buildingId: building.id, added: createdIds.length, changed, removed: removed.length },
      },
      createdIds,
    };
  });
}
