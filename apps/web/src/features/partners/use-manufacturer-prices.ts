import type { TCreateManufacturerPriceRequest } from "@q2c/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PageCursor } from "../../api/accounts-api.ts";
import { accountsApi } from "../../api/accounts-api.ts";
import { categoriesApi } from "../../api/categories-api.ts";
import { type ManufacturerPriceUpdateBody, manufacturerPricesApi } from "../../api/partner-prices-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** One page of a manufacturer's price agreements. */
export function useManufacturerPrices(manufacturerId: string, cursor: PageCursor) {
  const params = { manufacturerId, ...cursor };
  return useQuery({
    queryKey: queryKeys.manufacturerPriceList(params),
    queryFn: () => manufacturerPricesApi.list(params),
    placeholderData: keepPreviousData,
  });
}

/** Writes of manufacturer prices (platform owner); each refreshes every list of them. */
export function useManufacturerPriceMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.manufacturerPrices });
  return {
    create: useMutation({
      mutationFn: (body: TCreateManufacturerPriceRequest) => manufacturerPricesApi.create(body),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: ManufacturerPriceUpdateBody }) =>
        manufacturerPricesApi.update(id, body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => manufacturerPricesApi.remove(id), onSuccess: refresh }),
  };
}

/** Agreements are made with service providers: the first 100 of them, for the account choice and names. */
const MSP_CHOICES = { type: "msp", limit: 100 } as const;
export function useMspChoices() {
  return useQuery({
    queryKey: queryKeys.accountList(MSP_CHOICES),
    queryFn: () => accountsApi.list(MSP_CHOICES),
    staleTime: 60_000,
  });
}

/** Every category, hidden ones too (the owner's choice of category and the list's names). */
export function useAllCategories() {
  return useQuery({ queryKey: queryKeys.categoryTree(true), queryFn: () => categoriesApi.all(true) });
}
