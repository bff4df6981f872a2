import type { TOrder, TUpdateOrderRequest } from "@q2c/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { isApiError } from "../../api/api-error.ts";
import { type OrderListParams, ordersApi } from "../../api/orders-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** Rows per keyset page of the order list. */
export const ORDER_PAGE_SIZE = 25;

/** One keyset page of GET /orders; the previous page stays on screen while the next one loads. */
export function useOrderList(params: OrderListParams) {
  const query = { limit: ORDER_PAGE_SIZE, ...params };
  return useQuery({
    queryKey: queryKeys.orderList(query),
    queryFn: () => ordersApi.list(query),
    placeholderData: keepPreviousData,
  });
}

/** One order with its suborders, lines and main accounts. */
export function useOrder(id: string) {
  return useQuery({ queryKey: queryKeys.order(id), queryFn: () => ordersApi.get(id) });
}

/** The quote's order (GET /projects/{id}/orders), read only when `enabled`. */
export function useProjectOrders(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.projectOrders(projectId),
    queryFn: () => ordersApi.ofProject(projectId),
    enabled,
  });
}

/**
 * Writes to orders. Each refreshes the lists and the quote's order; a moved order is updated from the answer,
 * and a deleted one is not fetched again (its 404 would leave for the not-found page).
 */
export function useOrderMutations() {
  const client = useQueryClient();
  const refreshOthers = () =>
    client.invalidateQueries({ queryKey: queryKeys.orders, predicate: (q) => q.queryKey[1] !== "one" });
  return {
    create: useMutation({
      mutationFn: (projectId: string) => ordersApi.create(projectId),
      // The new order's page reads it with its main accounts, which this answer does not carry.
      onSuccess: refreshOthers,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TUpdateOrderRequest }) => ordersApi.update(id, body),
      onSuccess: (answer, { id }) => {
        // The answer carries no main accounts (getMainAccounts is a read's): the page keeps those it read.
        if (!isApiError(answer))
          client.setQueryData<TOrder>(queryKeys.order(id), (before) => ({
            ...answer,
            mainAccounts: answer.mainAccounts ?? before?.mainAccounts,
          }));
        return refreshOthers();
      },
    }),
    remove: useMutation({
      mutationFn: (id: string) => ordersApi.remove(id),
      onSuccess: refreshOthers,
    }),
  };
}
