import { useQuery } from "@tanstack/react-query";
import { locationsApi } from "../../api/locations-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** One location with floors and buildings; idle without an id (a new location). */
export function useLocation(locationId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.location(locationId ?? ""),
    queryFn: () => locationsApi.get(locationId ?? ""),
    enabled: locationId !== undefined,
  });
}
