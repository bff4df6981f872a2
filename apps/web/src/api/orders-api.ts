import type { OrderStatus, Page, TOrder, TOrderListItem, TUpdateOrderRequest } from "@q2c/domain";
import type { PageCursor } from "./accounts-api.ts";
import type { ApiError } from "./api-error.ts";
import { api } from "./client.ts";

// Orders (issue #18, docs/orders.md "Routes"): an accepted quote's order, behind hasOrderManagementSystem.
// The order's own writes carry its version and resolve a 409 to its ApiError (`ignore409`), so the page can
// show the server's words (a stale version, a move the transitions refuse) and read the order again.

/** GET /orders (ZListOrdersQuery): newest first. */
export interface OrderListParams extends PageCursor {
  status?: OrderStatus;
  customerId?: string;
  buildingId?: string;
  /** A site: the customer's service address. */
  locationId?: string;
  limit?: number;
}

const enc = encodeURIComponent;
const orderPath = (id: string) => `/orders/${enc(id)}`;

export const ordersApi = {
  list: (params: OrderListParams = {}) => api.get<Page<TOrderListItem>>("/orders", { query: { ...params } }),
  /** With the MSP and the quote's partner; a gone or unseen order leaves for the 404 page. */
  get: (id: string) =>
    api.get<TOrder>(orderPath(id), { query: { getMainAccounts: "true" }, redirectOnNotFound: true }),
  /** The order of an accepted quote (all its chosen lines). 409 when the quote has one or is not accepted. */
  create: (projectId: string) => api.post<TOrder>("/orders", { projectId }),
  /** Submit, cancel or decline (a reason for the last two). */
  update: (id: string, body: TUpdateOrderRequest) =>
    api.put<TOrder>(orderPath(id), body, { ignore409: true }) as Promise<TOrder | ApiError>,
  /** A draft only; any other answers 409 with the server's words. */
  remove: (id: string) =>
    api.delete<{ id: string }>(orderPath(id), { ignore409: true }) as Promise<{ id: string } | ApiError>,
  /** The quote's order (none, or one). */
  ofProject: (projectId: string) => api.get<TOrder[]>(`/projects/${enc(projectId)}/orders`),
};
