import { manufacturerPrices } from "@q2c/db";
import type { Page, TManufacturerPrice, TManufacturerPriceListQuery } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { keysetPage } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import {
  selectManufacturerPrices,
  toManufacturerPrice,
  visibleManufacturerPrices,
} from "./manufacturer-price-rows.ts";

/** Manufacturer price agreements the caller sees, optionally for one account or one manufacturer. */
export async function listManufacturerPrices(
  deps: Deps,
  principal: Principal,
  query: TManufacturerPriceListQuery,
): Promise<Page<TManufacturerPrice>> {
  const m = manufacturerPrices;
  const found = await keysetPage(query, m.id, (step) =>
    selectManufacturerPrices(
      deps.db,
      and(
        visibleManufacturerPrices(deps, principal),
        query.accountId ? eq(m.accountId, query.accountId) : undefined,
        query.manufacturerId ? eq(m.manufacturerId, query.manufacturerId) : undefined,
        step.where,
      ),
    )
      .orderBy(step.orderBy)
      .limit(step.limit),
  );
  return {
    data: found.data.map((f) => toManufacturerPrice(f.row, f.manufacturerName)),
    hasMore: found.hasMore,
  };
}
