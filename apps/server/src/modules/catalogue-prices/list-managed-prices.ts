import { managedPrices } from "@q2c/db";
import type { Page, TManagedPrice, TManagedPriceListQuery } from "@q2c/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { keysetPage } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import { toManagedPrice } from "./managed-price-rows.ts";

/**
 * The caller's managed-service prices, of one type when asked; `getPlatformPrices` adds the platform
 * owner's list (the template every MSP starts from), each row marked platform or mine. The owner's own
 * list is the platform's, so the flag changes nothing for the owner.
 */
export async function listManagedPrices(
  deps: Deps,
  principal: Principal,
  query: TManagedPriceListQuery,
): Promise<Page<TManagedPrice>> {
  const { db } = deps;
  const tenants = [principal.tenantId];
  if (query.getPlatformPrices) tenants.push(deps.config.platformAccountId);
  const found = await keysetPage(query, managedPrices.id, (step) =>
    db
      .select()
      .from(managedPrices)
      .where(
        and(
          inArray(managedPrices.tenantId, [...new Set(tenants)]),
          query.type ? eq(managedPrices.type, query.type) : undefined,
          step.where,
        ),
      )
      .orderBy(step.orderBy)
      .limit(step.limit),
  );
  return { data: found.data.map((r) => toManagedPrice(r, principal)), hasMore: found.hasMore };
}
