import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type CustomerOrderListParams, customerOrdersApi } from "../../api/customer-orders-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

export const CUSTOMER_ORDER_PAGE_SIZE = 25;

export function useCustomerOrderList(params: CustomerOrderListParams) {
  const query = { limit: CUSTOMER_ORDER_PAGE_SIZE, ...params };
  return useQuery({
    queryKey: queryKeys.customerOrderList(query),
    queryFn: () => customerOrdersApi.list(query),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerOrder(id: string) {
  return useQuery({ queryKey: queryKeys.customerOrder(id), queryFn: () => customerOrdersApi.get(id) });
}

export function useCustomerTracking(id: string, trackingNumber: string) {
  return useQuery({
    queryKey: queryKeys.customerTracking(id, trackingNumber),
    queryFn: () => customerOrdersApi.track(id, trackingNumber),
  });
}
