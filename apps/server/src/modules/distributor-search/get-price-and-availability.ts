import type { TPriceAvailabilityRequest, TPriceAvailabilityResponse } from "@q2c/domain";
import type { Deps } from "../../deps.ts";

/** Current cost, list price and stock per warehouse of the given part numbers at the active distributor. */
export async function getPriceAndAvailability(
  deps: Deps,
  input: TPriceAvailabilityRequest,
): Promise<TPriceAvailabilityResponse> {
  const distributor = deps.distributors.active;
  // A part number listed twice (a quote with the same SKU on two lines) is asked and answered once.
  const seen = new Set<string>();
  const partNumbers = input.partNumbers.filter((p) => {
    const key = p.toUpperCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const data = await distributor.priceAndAvailability(partNumbers);
  return { distributor: { id: distributor.id, name: distributor.name }, data };
}
