import { bundleItems, bundles, type Db, products } from "@q2c/db";
import {
  AppError,
  bundleTotals,
  type TBundle,
  type TBundleDetail,
  type TBundleItem,
  type TBundleItemProduct,
} from "@q2c/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Principal } from "../../lib/principal.ts";
import { assertCatalogueWritable, catalogueWhere, ownershipOf } from "../../lib/tenancy.ts";

export type BundleRow = typeof bundles.$inferSelect;

/** A bundle the caller reads (its own or the platform's); any other answers 404. */
export async function findReadableBundle(
  db: Db,
  principal: Principal,
  platformId: string,
  id: string,
): Promise<BundleRow> {
  const [row] = await db
    .select()
    .from(bundles)
    .where(and(eq(bundles.id, id), catalogueWhere(principal, platformId, bundles.tenantId)));
  if (!row) throw new AppError("not_found");
  return row;
}

/** A bundle the caller may change: 404 when unreadable, 403 when it is the platform's and the caller an MSP. */
export async function findWritableBundle(
  db: Db,
  principal: Principal,
  platformId: string,
  id: string,
): Promise<BundleRow> {
  const row = await findReadableBundle(db, principal, platformId, id);
  assertCatalogueWritable(principal, row.tenantId);
  return row;
}

const itemColumns = {
  tenantId: bundleItems.tenantId,
  bundleId: bundleItems.bundleId,
  id: bundleItems.id,
  productTenantId: bundleItems.productTenantId,
  productId: bundleItems.productId,
  quantity: bundleItems.quantity,
  position: bundleItems.position,
  product: {
    id: products.id,
    name: products.name,
    kind: products.kind,
    manufacturerPartNumber: products.manufacturerPartNumber,
    price: products.price,
    recurringPrice: products.recurringPrice,
    pricingModel: products.pricingModel,
    cost: products.cost,
  },
};

/**
 * The items of some bundles with their products, in position order. A product may live in the platform
 * tenant, so it is joined on the item's product_tenant_id; a deleted product leaves the item without one.
 */
async function itemsOf(db: Db, rows: BundleRow[]) {
  if (rows.length === 0) return [];
  const tenants = [...new Set(rows.map((r) => r.tenantId))];
  return db
    .select(itemColumns)
    .from(bundleItems)
    .leftJoin(
      products,
      and(eq(products.tenantId, bundleItems.productTenantId), eq(products.id, bundleItems.productId)),
    )
    .where(
      and(
        inArray(bundleItems.tenantId, tenants),
        inArray(
          bundleItems.bundleId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(bundleItems.position), asc(bundleItems.id));
}
type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

function toBundle(row: BundleRow, items: ItemRow[], platformId: string): TBundle {
  const totals = bundleTotals(
    items.map((i) => ({
      quantity: i.quantity,
      price: i.product?.price,
      recurringPrice: i.product?.recurringPrice,
    })),
  );
  return {
    id: row.id,
    accountId: row.accountId,
    ownership: ownershipOf(row.tenantId, platformId),
    name: row.name,
    description: row.description,
    bundleTypeId: row.bundleTypeId,
    categoryId: row.categoryId,
    status: row.status as TBundle["status"],
    itemCount: items.length,
    ...totals,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toItem(item: ItemRow, platformId: string): TBundleItem {
  const product: TBundleItemProduct | null = item.product
    ? {
        ...item.product,
        kind: item.product.kind as TBundleItemProduct["kind"],
        pricingModel: item.product.pricingModel as TBundleItemProduct["pricingModel"],
        ownership: ownershipOf(item.productTenantId, platformId),
      }
    : null;
  return {
    id: item.id,
    productId: item.productId,
    quantity: item.quantity,
    position: item.position,
    product,
  };
}

const keyOf = (tenantId: string, bundleId: string) => `${tenantId}:${bundleId}`;

/** Bundles as listed: each with its item count and totals, read for the whole page at once. */
export async function withTotals(db: Db, rows: BundleRow[], platformId: string): Promise<TBundle[]> {
  const byBundle = new Map<string, ItemRow[]>();
  for (const item of await itemsOf(db, rows)) {
    const key = keyOf(item.tenantId, item.bundleId);
    byBundle.set(key, [...(byBundle.get(key) ?? []), item]);
  }
  return rows.map((r) => toBundle(r, byBundle.get(keyOf(r.tenantId, r.id)) ?? [], platformId));
}

/** One bundle with its items and their products. */
export async function bundleDetail(db: Db, row: BundleRow, platformId: string): Promise<TBundleDetail> {
  const items = await itemsOf(db, [row]);
  return { ...toBundle(row, items, platformId), items: items.map((i) => toItem(i, platformId)) };
}
