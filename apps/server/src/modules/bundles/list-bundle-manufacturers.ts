import { accounts, bundleItems, bundles, products } from "@q2c/db";
import type { TBundleManufacturer } from "@q2c/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { catalogueWhere, type Ownership } from "../../lib/tenancy.ts";

/**
 * The manufacturers of the products in the bundles the caller reads, for the bundles page's filter.
 * Manufacturers are partner accounts in tenants of their own, so they are joined by id alone.
 */
export async function listBundleManufacturers(
  deps: Deps,
  principal: Principal,
  ownership: Ownership,
): Promise<{ data: TBundleManufacturer[] }> {
  const data = await deps.db
    .selectDistinct({ id: accounts.id, name: accounts.accountName })
    .from(bundles)
    .innerJoin(
      bundleItems,
      and(eq(bundleItems.tenantId, bundles.tenantId), eq(bundleItems.bundleId, bundles.id)),
    )
    .innerJoin(
      products,
      and(eq(products.tenantId, bundleItems.productTenantId), eq(products.id, bundleItems.productId)),
    )
    .innerJoin(accounts, eq(accounts.id, products.manufacturerId))
    .where(catalogueWhere(principal, deps.config.platformAccountId, bundles.tenantId, ownership))
    .orderBy(asc(accounts.accountName), asc(accounts.id));
  return { data };
}
