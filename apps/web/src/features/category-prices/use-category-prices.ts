import type { TCreateCategoryPriceRequest, TSetStandardCostPlusRequest } from "@q2c/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type CategoryPriceUpdateBody, categoryPricesApi } from "../../api/catalogue-prices-api.ts";
import { categoriesApi } from "../../api/categories-api.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { useRowMutations } from "../service-extras/use-service-extras.ts";

export function useCategoryPrices() {
  return useQuery({ queryKey: queryKeys.categoryPrices, queryFn: categoryPricesApi.list });
}

export const useCategoryPriceMutations = () =>
  useRowMutations<TCreateCategoryPriceRequest, CategoryPriceUpdateBody>(queryKeys.categoryPrices, {
    create: categoryPricesApi.create,
    update: categoryPricesApi.update,
    remove: categoryPricesApi.remove,
  });

/** The categories the account sees (GET /categories), for names and the category choice. */
export function useCategoryList() {
  return useQuery({ queryKey: queryKeys.categoryTree(false), queryFn: () => categoriesApi.all(false) });
}

export function useStandardCostPlus() {
  return useQuery({ queryKey: queryKeys.standardCostPlus, queryFn: categoryPricesApi.standardCostPlus });
}

/** The answer becomes the cached value, so the form's new baseline is what the server stored. */
export function useSetStandardCostPlus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSetStandardCostPlusRequest) => categoryPricesApi.setStandardCostPlus(body),
    onSuccess: (answer) => client.setQueryData(queryKeys.standardCostPlus, answer),
  });
}
