import { PRODUCT_SEARCH_MIN } from "@q2c/domain";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type ProductListParams, type ProductSearchParams, productsApi } from "../../api/products-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** Rows per keyset page of the catalogue grid. */
export const PRODUCT_PAGE_SIZE = 100;

/** Keyset pages of products, loaded one after another as the grid scrolls. */
export function useProductPages(params: Omit<ProductListParams, "limit" | "startingAfter">, enabled = true) {
  return useInfiniteQuery({
    queryKey: queryKeys.productPages(params),
    queryFn: ({ pageParam }) =>
      productsApi.list({ ...params, limit: PRODUCT_PAGE_SIZE, startingAfter: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.data.at(-1)?.id : undefined),
    enabled,
  });
}

/** Search results; idle until the term has PRODUCT_SEARCH_MIN characters (the server refuses fewer). */
export function useProductSearch(params: ProductSearchParams) {
  const ready = params.term.trim().length >= PRODUCT_SEARCH_MIN;
  return useQuery({
    queryKey: queryKeys.productSearch({ ...params, term: params.term.trim() }),
    queryFn: () => productsApi.search({ ...params, term: params.term.trim() }),
    enabled: ready,
    // The grid keeps the previous results while the next term loads, so the page does not flicker.
    placeholderData: keepPreviousData,
  });
}

/** One product; idle without an id (an add page). */
export function useProduct(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.product(id ?? ""),
    queryFn: () => productsApi.get(id ?? ""),
    enabled: id !== undefined,
  });
}
