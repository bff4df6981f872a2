import type {
  TCreateServicePriceRequest,
  TCreateTargetCompletionRequest,
  TUpdateTargetCompletionRequest,
} from "@q2c/domain";
import { type QueryKey, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type ServicePriceUpdateBody,
  type ServiceTemplates,
  servicePricesApi,
  serviceTemplatesApi,
  targetCompletionsApi,
} from "../../api/catalogue-prices-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

export function useServicePrices(serviceId: string) {
  return useQuery({
    queryKey: queryKeys.servicePrices(serviceId),
    queryFn: () => servicePricesApi.list(serviceId),
  });
}

export function useTargetCompletions(serviceId: string) {
  return useQuery({
    queryKey: queryKeys.targetCompletions(serviceId),
    queryFn: () => targetCompletionsApi.list(serviceId),
  });
}

export function useServiceTemplates(serviceId: string) {
  return useQuery({
    queryKey: queryKeys.serviceTemplates(serviceId),
    queryFn: () => serviceTemplatesApi.get(serviceId),
  });
}

/** Add, change and delete of one list's rows; each refreshes the list. */
export function useRowMutations<C, U>(
  key: QueryKey,
  calls: {
    create: (body: C) => Promise<unknown>;
    update: (id: string, body: U) => Promise<unknown>;
    remove: (id: string) => Promise<unknown>;
  },
) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: key });
  return {
    create: useMutation({ mutationFn: calls.create, onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: U }) => calls.update(id, body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: calls.remove, onSuccess: refresh }),
  };
}

export const useServicePriceMutations = (serviceId: string) =>
  useRowMutations<TCreateServicePriceRequest, ServicePriceUpdateBody>(queryKeys.servicePrices(serviceId), {
    create: (body) => servicePricesApi.create(serviceId, body),
    update: (id, body) => servicePricesApi.update(serviceId, id, body),
    remove: (id) => servicePricesApi.remove(serviceId, id),
  });

export const useTargetCompletionMutations = (serviceId: string) =>
  useRowMutations<TCreateTargetCompletionRequest, TUpdateTargetCompletionRequest>(
    queryKeys.targetCompletions(serviceId),
    {
      create: (body) => targetCompletionsApi.create(serviceId, body),
      update: (id, body) => targetCompletionsApi.update(serviceId, id, body),
      remove: (id) => targetCompletionsApi.remove(serviceId, id),
    },
  );

/** Saving the templates puts the answer in the cache, so the form's new baseline is what was stored. */
export function useSaveServiceTemplates(serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (templates: ServiceTemplates) => serviceTemplatesApi.save(serviceId, templates),
    onSuccess: (answer) => client.setQueryData(queryKeys.serviceTemplates(serviceId), answer),
  });
}
