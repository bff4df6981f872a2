import { servicePrices } from "@q2c/db";
import type { Page, TPageQuery, TServicePrice } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { keysetPage } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import { findService } from "./repo.ts";
import { toServicePrice } from "./service-rows.ts";

/** The tiered prices of a service the caller reads, oldest first. */
export async function listServicePrices(
  deps: Deps,
  principal: Principal,
  serviceId: string,
  page: TPageQuery,
): Promise<Page<TServicePrice>> {
  const { db } = deps;
  const service = await findService(deps, principal, serviceId, "read");
  const found = await keysetPage(page, servicePrices.id, (step) =>
    db
      .select()
      .from(servicePrices)
      .where(
        and(
          eq(servicePrices.tenantId, service.tenantId),
          eq(servicePrices.productId, service.id),
          step.where,
        ),
      )
      .orderBy(step.orderBy)
      .limit(step.limit),
  );
  return { data: found.data.map(toServicePrice), hasMore: found.hasMore };
}
