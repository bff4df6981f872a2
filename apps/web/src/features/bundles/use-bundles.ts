import type { ProductOwnership, TBundle, TBundleType } from "@q2c/domain";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type BundleListParams, bundlesApi, bundleTypesApi } from "../../api/bundles-api.ts";
import { categoriesApi } from "../../api/categories-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** Rows per keyset page of the bundles grid. */
export const BUNDLE_PAGE_SIZE = 100;
/** Keyset pages of bundles, loaded one after another as the grid scrolls. */
export function useBundlePages(params: Omit<BundleListParams, "limit" | "startingAfter">) {
  return useInfiniteQuery({
    queryKey: queryKeys.bundlePages(params),
    queryFn: ({ pageParam }) =>
      bundlesApi.list({ ...params, limit: BUNDLE_PAGE_SIZE, startingAfter: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.data.at(-1)?.id : undefined),
  });
}

/** Every bundle of an ownership, for pick lists (Building Use suggests platform bundles). */
export function useBundleOptions(productOwnership: ProductOwnership) {
  return useQuery<TBundle[]>({
    queryKey: queryKeys.bundleOptions({ productOwnership }),
    queryFn: () => bundlesApi.listAll({ productOwnership }),
  });
}

/** One bundle with its items; idle without an id (the add page). */
export function useBundle(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.bundle(id ?? ""),
    queryFn: () => bundlesApi.get(id ?? ""),
    enabled: id !== undefined,
  });
}

export function useBundleTypes(productOwnership: ProductOwnership = "all") {
  return useQuery<TBundleType[]>({
    queryKey: queryKeys.bundleTypes(productOwnership),
    queryFn: async () => (await bundleTypesApi.list(productOwnership)).data,
  });
}

/** The categories of the menu tree (shared with the catalogue pages' cache). */
export function useCategoryChoices() {
  return useQuery({ queryKey: queryKeys.categoryTree(false), queryFn: () => categoriesApi.all(false) });
}
