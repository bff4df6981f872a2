import { products } from "@q2c/db";
import { AppError, type TProductAvailabilityRequest, type TProductAvailabilityResponse } from "@q2c/domain";
import { and, inArray } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { getPriceAndAvailability } from "../distributor-search/get-price-and-availability.ts";
import { readableProducts } from "./repo.ts";

/**
 * Domain §7 products availability: asks the active digital distributor for the price and stock of
 * catalogue products, by the manufacturer's part number (which every distributor answers to and which
 * stays the same when the distributor changes), else the distributor's own. Products with neither answer
 * availability null rather than a made-up status.
 */
export async function getProductsAvailability(
  deps: Deps,
  principal: Principal,
  input: TProductAvailabilityRequest,
): Promise<TProductAvailabilityResponse> {
  const ids = [...new Set(input.ids)];
  const rows = await deps.db
    .select({
      id: products.id,
      distributorPartNumber: products.distributorPartNumber,
      manufacturerPartNumber: products.manufacturerPartNumber,
    })
    .from(products)
    .where(and(inArray(products.id, ids), readableProducts(principal, deps.config.platformAccountId)));
  if (rows.length < ids.length) throw new AppError("not_found");
  const byId = new Map(rows.map((r) => [r.id, r.manufacturerPartNumber || r.distributorPartNumber || null]));
  const partNumbers = [...byId.values()].filter((p): p is string => p !== null);
  // The distributor call itself asks each part number once, whatever its case.
  const { distributor, data: answers } =
    partNumbers.length > 0
      ? await getPriceAndAvailability(deps, { partNumbers })
      : { distributor: deps.distributors.active, data: [] };
  const byPart = new Map(answers.map((a) => [a.partNumber.toUpperCase(), a]));
  return {
    distributor: { id: distributor.id, name: distributor.name },
    data: ids.map((id) => {
      const partNumber = byId.get(id) ?? null;
      return {
        productId: id,
        partNumber,
        availability: partNumber ? (byPart.get(partNumber.toUpperCase()) ?? null) : null,
      };
    }),
  };
}
