import type { TCreateCategoryRequest } from "@q2c/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { categoriesApi, type UpdateCategoryBody } from "../../api/categories-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** The whole category tree, hidden categories included (the platform owner's editor). */
export function useCategoryTree() {
  return useQuery({ queryKey: queryKeys.categoryTree(true), queryFn: () => categoriesApi.all(true) });
}

/**
 * Writes to categories. Each refreshes every "categories" query, the side menu's Catalog section
 * (queryKeys.menuCategories) among them.
 */
export function useCategoryMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.menuCategories.slice(0, 1) });
  return {
    create: useMutation({
      mutationFn: (body: TCreateCategoryRequest) => categoriesApi.create(body),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: UpdateCategoryBody }) => categoriesApi.update(id, body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => categoriesApi.remove(id), onSuccess: refresh }),
  };
}
