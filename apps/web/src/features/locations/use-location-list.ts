import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type LocationListParams, locationsApi } from "../../api/locations-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** One page of locations (all in scope, or one account's), with floors and buildings; read while `enabled`. */
export function useLocationList(params: LocationListParams, enabled = true) {
  return useQuery({
    queryKey: queryKeys.locationList(params),
    queryFn: () => locationsApi.list(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
