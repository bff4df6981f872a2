import { useMutation, useQuery } from "@tanstack/react-query";
import { distributorCatalogueApi } from "../../api/partner-prices-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** A search of the digital distributor's catalogue; idle until there is a term worth asking for. */
export function useDistributorSearch(term: string | null) {
  return useQuery({
    queryKey: queryKeys.distributorSearch(term ?? ""),
    queryFn: () => distributorCatalogueApi.search(term ?? ""),
    enabled: term !== null,
    // Prices and stock move; a search kept for a minute is fresh enough to browse, not to quote.
    staleTime: 60_000,
  });
}

/** Live price and stock of one part number (asked on demand: each call reaches the distributor). */
export function usePriceAndAvailability() {
  return useMutation({
    mutationFn: (partNumber: string) => distributorCatalogueApi.priceAndAvailability([partNumber]),
  });
}
