import { bundleItems, bundleTypes, categories, type Db, products, uuidv7 } from "@q2c/db";
import { AppError, BUNDLE_MESSAGES, MESSAGES, type TBundleItemInput } from "@q2c/domain";
import { and, eq, inArray } from "drizzle-orm";
import { usableTenants } from "../../lib/tenancy.ts";

/** An item ready to store: its product's tenant resolved. */
export interface ResolvedItem extends TBundleItemInput {
  productTenantId: string;
}

/**
 * The products of a bundle of `tenantId` must be that tenant's or the platform's: a bundle the platform
 * publishes must not point at one MSP's private product, and an MSP may not borrow another MSP's.
 * Every unusable product is named by its field, as zod names a malformed one.
 */
export async function resolveItems(
  db: Db,
  tenantId: string,
  platformId: string,
  items: TBundleItemInput[],
): Promise<ResolvedItem[]> {
  if (items.length === 0) return [];
  const tenants = usableTenants(tenantId, platformId);
  const found = await db
    .select({ tenantId: products.tenantId, id: products.id })
    .from(products)
    .where(
      and(
        inArray(products.tenantId, tenants),
        inArray(products.id, [...new Set(items.map((i) => i.productId))]),
      ),
    );
  // Ids are UUID v7, unique across tenants; prefer the bundle's own tenant should both ever hold one.
  const tenantOf = new Map<string, string>();
  for (const p of found) if (!tenantOf.has(p.id) || p.tenantId === tenantId) tenantOf.set(p.id, p.tenantId);
  const fields: Record<string, string> = {};
  const resolved = items.map((item, i) => {
    const productTenantId = tenantOf.get(item.productId);
    if (!productTenantId) fields[`items.${i}.productId`] = BUNDLE_MESSAGES.unknownProduct;
    return { ...item, productTenantId: productTenantId ?? "" };
  });
  if (Object.keys(fields).length > 0) throw new AppError("bad_request", { fields });
  return resolved;
}

/** A bundle's type must be its tenant's or the platform's; its category must exist in the tree. */
export async function checkTypeAndCategory(
  db: Db,
  tenantId: string,
  platformId: string,
  refs: { bundleTypeId?: string | null | undefined; categoryId?: string | null | undefined },
): Promise<void> {
  const fields: Record<string, string> = {};
  if (refs.bundleTypeId) {
    const [type] = await db
      .select({ id: bundleTypes.id })
      .from(bundleTypes)
      .where(
        and(
          inArray(bundleTypes.tenantId, usableTenants(tenantId, platformId)),
          eq(bundleTypes.id, refs.bundleTypeId),
        ),
      );
    if (!type) fields.bundleTypeId = BUNDLE_MESSAGES.unknownBundleType;
  }
  if (refs.categoryId) {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, refs.categoryId));
    if (!category) fields.categoryId = MESSAGES.unknownCategory;
  }
  if (Object.keys(fields).length > 0) throw new AppError("bad_request", { fields });
}

/** Replaces a bundle's whole list of items; call inside the transaction that writes the bundle. */
export async function replaceItems(
  tx: Db,
  bundle: { tenantId: string; id: string },
  items: ResolvedItem[],
): Promise<void> {
  await tx
    .delete(bundleItems)
    .where(and(eq(bundleItems.tenantId, bundle.tenantId), eq(bundleItems.bundleId, bundle.id)));
  if (items.length === 0) return;
  await tx.insert(bundleItems).values(
    items.map((item, i) => ({
      tenantId: bundle.tenantId,
      bundleId: bundle.id,
      id: uuidv7(),
      productTenantId: item.productTenantId,
      productId: item.productId,
      quantity: item.quantity,
      position: item.position ?? i,
    })),
  );
}
