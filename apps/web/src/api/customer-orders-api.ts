import type {
  OrderStatus,
  Page,
  TCustomerOrder,
  TCustomerOrderListItem,
  TCustomerTracking,
} from "@q2c/domain";
import type { PageCursor } from "./accounts-api.ts";
import { api } from "./client.ts";

// The customer's side of its orders (issue #18 §3, docs/orders.md "The customer's view", "Customer tracking"):
// customerOrders.read, the customer account's users while its MSP's plan has order management.

export interface CustomerOrderListParams extends PageCursor {
  status?: OrderStatus;
  limit?: number;
}

const enc = encodeURIComponent;

export const customerOrdersApi = {
  list: (params: CustomerOrderListParams = {}) =>
    api.get<Page<TCustomerOrderListItem>>("/customer-orders", { query: { ...params } }),
  /** Per site and building; a gone or another customer's order leaves for the 404 page. */
  get: (id: string) => api.get<TCustomerOrder>(`/customer-orders/${enc(id)}`, { redirectOnNotFound: true }),
  /** One package of the customer's order by tracking number. */
  track: (id: string, trackingNumber: string) =>
    api.get<TCustomerTracking>(`/orders/${enc(id)}/track-customer/${enc(trackingNumber)}`, {
      redirectOnNotFound: true,
    }),
};
