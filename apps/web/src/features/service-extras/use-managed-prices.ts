import type { TCreateManagedPriceRequest } from "@q2c/domain";
import { useQuery } from "@tanstack/react-query";
import { type ManagedPriceUpdateBody, managedPricesApi } from "../../api/catalogue-prices-api.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { useRowMutations } from "./use-service-extras.ts";

/** The caller's managed prices of a type with the platform's list alongside. */
export function useManagedPrices(type: string) {
  return useQuery({ queryKey: queryKeys.managedPrices(type), queryFn: () => managedPricesApi.list(type) });
}

export const useManagedPriceMutations = (type: string) =>
  useRowMutations<TCreateManagedPriceRequest, ManagedPriceUpdateBody>(queryKeys.managedPrices(type), {
    create: managedPricesApi.create,
    update: managedPricesApi.update,
    remove: managedPricesApi.remove,
  });
