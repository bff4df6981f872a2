import type {
  TAcceptEquipmentRequest,
  TAssignSerialNumbersRequest,
  TProvisioningLoad,
  TUpdateProvisioningTaskRequest,
} from "@q2c/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiError, isApiError } from "../../api/api-error.ts";
import { provisioningApi } from "../../api/provisioning-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** Under the orders' key, so every order write (and "orders" refreshes) reads these again too. */
export const provisioningKeys = {
  loads: (orderId: string) => [...queryKeys.orders, "provisioning", orderId] as const,
  load: (orderId: string, loadId: string) => [...queryKeys.orders, "provisioning", orderId, loadId] as const,
};

/** The order's buildings with their progress (the order view's provisioning tab). */
export function useLoads(orderId: string) {
  return useQuery({
    queryKey: provisioningKeys.loads(orderId),
    queryFn: () => provisioningApi.list(orderId),
  });
}

/** One building's load: tasks, equipment, people. */
export function useLoad(orderId: string, loadId: string) {
  return useQuery({
    queryKey: provisioningKeys.load(orderId, loadId),
    queryFn: () => provisioningApi.get(orderId, loadId),
  });
}

type Answer = TProvisioningLoad | ApiError;

/**
 * The load's writes. An answer is the load as it now stands: it replaces the cached one, and the order's
 * other reads (its status, the list, the tab) are refreshed, since the building or the order may have
 * completed. A 409 answers its ApiError for the caller to show, and everything is read again.
 */
export function useLoadMutations(orderId: string, loadId: string) {
  const client = useQueryClient();
  const key = provisioningKeys.load(orderId, loadId);
  const settle = (answer: Answer) => {
    // A refusal (409) means the load moved on: it is read again with the rest.
    if (isApiError(answer)) return client.invalidateQueries({ queryKey: queryKeys.orders });
    client.setQueryData(key, answer);
    return client.invalidateQueries({
      queryKey: queryKeys.orders,
      predicate: (q) => !(q.queryKey.length === key.length && q.queryKey.every((part, i) => part === key[i])),
    });
  };
  return {
    updateTask: useMutation({
      mutationFn: ({ taskId, body }: { taskId: string; body: TUpdateProvisioningTaskRequest }) =>
        provisioningApi.updateTask(orderId, loadId, taskId, body),
      onSuccess: settle,
    }),
    accept: useMutation({
      mutationFn: (body: TAcceptEquipmentRequest) => provisioningApi.accept(orderId, loadId, body),
      onSuccess: settle,
    }),
    assignSerialNumbers: useMutation({
      mutationFn: (body: TAssignSerialNumbersRequest) =>
        provisioningApi.assignSerialNumbers(orderId, loadId, body),
      onSuccess: settle,
    }),
  };
}
