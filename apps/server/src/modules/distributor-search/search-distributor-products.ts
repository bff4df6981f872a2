import type { TDistributorSearchQuery, TDistributorSearchResponse } from "@q2c/domain";
import type { Deps } from "../../deps.ts";

/** Searches the active distributor's catalogue by part number, manufacturer or description. */
export async function searchDistributorProducts(
  deps: Deps,
  query: TDistributorSearchQuery,
): Promise<TDistributorSearchResponse> {
  const distributor = deps.distributors.active;
  const { items } = await distributor.searchProducts(query.term, { limit: query.limit });
  return { distributor: { id: distributor.id, name: distributor.name }, data: items.slice(0, query.limit) };
}
