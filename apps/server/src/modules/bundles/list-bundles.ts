import { bundles } from "@q2c/db";
import type { Page, TBundle, TBundleListQuery } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { keysetPage } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import { catalogueWhere } from "../../lib/tenancy.ts";
import { withTotals } from "./repo.ts";

/** Bundles the caller reads, optionally of one type or category, own or platform, each with its totals. */
export async function listBundles(
  deps: Deps,
  principal: Principal,
  query: TBundleListQuery,
): Promise<Page<TBundle>> {
  const { db } = deps;
  const platformId = deps.config.platformAccountId;
  const conditions = [
    catalogueWhere(principal, platformId, bundles.tenantId, query.productOwnership),
    query.bundleTypeId ? eq(bundles.bundleTypeId, query.bundleTypeId) : undefined,
    query.categoryId ? eq(bundles.categoryId, query.categoryId) : undefined,
  ];
  const page = await keysetPage(query, bundles.id, ({ where, orderBy, limit }) =>
    db
      .select()
      .from(bundles)
      .where(and(...conditions, where))
      .orderBy(orderBy)
      .limit(limit),
  );
  return { data: await withTotals(db, page.data, platformId), hasMore: page.hasMore };
}
