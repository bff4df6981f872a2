import { bundleItems, bundles, type Db, products } from "@q2c/db";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Principal } from "../../lib/principal.ts";
import { catalogueWhere } from "../../lib/tenancy.ts";
import { type ProductRow, readableProducts } from "../products/repo.ts";
import type { LineFields } from "./line-fields.ts";

// What the builder takes from the catalogue: products and bundles the caller reads (its own and the
// platform's), loaded for a whole request at once.

/** The readable products among `ids`, by id. */
export async function readableProductsById(
  db: Db,
  principal: Principal,
  platformId: string,
  ids: readonly string[],
): Promise<Map<string, ProductRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, unique), readableProducts(principal, platformId)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The part number a line shows: the manufacturer's, else the MSP's, else the partner's or distributor's. */
export const partNumberOf = (p: ProductRow): string =>
  p.manufacturerPartNumber || p.mspPartNumber || p.partnerPartNumber || p.distributorPartNumber;

/**
 * A line's columns copied from a catalogue product. A recurring (or usage-based) product is sold at its
 * recurring price, billed as the product says or monthly; a product without cost gives a line without
 * cost, which the engine highlights (domain §5).
 */
export function lineFromProduct(p: ProductRow): LineFields {
  const recurring = p.pricingModel !== "one_time";
  return {
    productId: p.id,
    name: p.name,
    partNumber: partNumberOf(p),
    pricingModel: p.pricingModel,
    billingFrequency: recurring ? (p.billingFrequency ?? "monthly") : null,
    quantity: "1",
    price: recurring ? (p.recurringPrice ?? p.price) : p.price,
    cost: recurring ? (p.recurringCost ?? p.cost) : p.cost,
    softCost: recurring ? (p.recurringSoftCost ?? p.softCost) : p.softCost,
    resourceHours: p.resourceHours,
    discountAmount: null,
    discountPercent: null,
    taxExempt: !p.taxable,
    contractProductId: null,
    optional: false,
    alternativeGroup: null,
    chosen: true,
    notes: "",
  };
}

export interface ReadableBundle {
  id: string;
  name: string;
  categoryId: string | null;
  items: { quantity: string; product: ProductRow }[];
}

/**
 * The readable bundles among `ids` with their items' products in position order. An item whose product
 * was deleted has nothing to price and is left out.
 */
export async function readableBundlesById(
  db: Db,
  principal: Principal,
  platformId: string,
  ids: readonly string[],
): Promise<Map<string, ReadableBundle>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const found = await db
    .select({
      tenantId: bundles.tenantId,
      id: bundles.id,
      name: bundles.name,
      categoryId: bundles.categoryId,
    })
    .from(bundles)
    .where(and(inArray(bundles.id, unique), catalogueWhere(principal, platformId, bundles.tenantId)));
  const result = new Map<string, ReadableBundle>(
    found.map((b) => [b.id, { id: b.id, name: b.name, categoryId: b.categoryId, items: [] }]),
  );
  if (found.length === 0) return result;
  const items = await db
    .select({ bundleId: bundleItems.bundleId, quantity: bundleItems.quantity, product: products })
    .from(bundleItems)
    .innerJoin(
      products,
      and(eq(products.tenantId, bundleItems.productTenantId), eq(products.id, bundleItems.productId)),
    )
    .where(
      and(
        inArray(bundleItems.tenantId, [...new Set(found.map((b) => b.tenantId))]),
        inArray(
          bundleItems.bundleId,
          found.map((b) => b.id),
        ),
      ),
    )
    .orderBy(asc(bundleItems.position), asc(bundleItems.id));
  for (const item of items) result.get(item.bundleId)?.items.push(item);
  return result;
}
