import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { categoriesApi } from "../../api/categories-api.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { type CategoryOption, subtreeOf } from "./catalogue-categories.ts";

/** The categories shown in the menu (GET /categories), shared with the category editor's cache. */
export function useCatalogueCategories() {
  return useQuery({ queryKey: queryKeys.categoryTree(false), queryFn: () => categoriesApi.all(false) });
}

/** A root category and its subtree, for the category page, its filters and the product form. */
export function useRootCategory(rootId: string | undefined) {
  const query = useCatalogueCategories();
  const subtree: CategoryOption[] = useMemo(
    () => (rootId && query.data ? subtreeOf(query.data, rootId) : []),
    [query.data, rootId],
  );
  const root = query.data?.find((c) => c.id === rootId);
  return { query, root, subtree };
}
