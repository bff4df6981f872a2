import type {
  Page,
  TCreateOrderRequest,
  TOrder,
  TOrderCategoriesResponse,
  TOrderEvent,
  TProcureResponse,
  TRecordShipmentRequest,
  TShipmentTracking,
} from "@q2c/domain";
import type { PageCursor } from "./accounts-api.ts";
import type { ApiError } from "./api-error.ts";
import { api } from "./client.ts";

// Procurement and fulfilment calls of the order pages (issue #18, docs/orders.md "Procure", "The order view's
// tabs", "The order wizard"): what must still be bought, sending and recording, an order's activity and
// packages, and the wizard's categories. Writes on a suborder carry its version; a 409 resolves to its
// ApiError (`ignore409`) so the page can show the server's words and read again.

const enc = encodeURIComponent;
const orderPath = (id: string, rest = "") => `/orders/${enc(id)}${rest}`;

/** Query keys of these reads; all start with "orders" so an order's writes refresh them too. */
export const procureKeys = {
  procure: ["orders", "procure"] as const,
  events: (orderId: string, cursor: PageCursor) => ["orders", "events", orderId, cursor] as const,
  track: (orderId: string, suborderId: string, trackingNumber: string) =>
    ["orders", "track", orderId, suborderId, trackingNumber] as const,
  categories: (projectId: string) => ["orders", "categories", projectId] as const,
};

export const procureApi = {
  /** Draft suborders of open orders by distributor, with price and availability. */
  list: () => api.get<TProcureResponse>("/procure"),
  /**
   * Sends a draft suborder to its distributor. `key` is the Idempotency-Key: one per click, the same on a
   * retry, so a retry after a timeout never places a second order. A 409 (sent meanwhile, a stale order)
   * resolves to its ApiError; a distributor's refusal (422) or failure (502) throws.
   */
  send: (orderId: string, suborderId: string, key: string) =>
    api.post<TOrder>(orderPath(orderId, `/suborders/${enc(suborderId)}/send`), undefined, {
      headers: { "Idempotency-Key": key },
      ignore409: true,
    }) as Promise<TOrder | ApiError>,
  /** A suborder bought by hand is ordered, with the supplier's reference. */
  markOrdered: (orderId: string, suborderId: string, body: { version: number; reference?: string }) =>
    api.post<TOrder>(orderPath(orderId, `/suborders/${enc(suborderId)}/mark-ordered`), body, {
      ignore409: true,
    }) as Promise<TOrder | ApiError>,
  /** One package recorded by hand (the same tracking number again replaces it). */
  recordShipment: (orderId: string, body: TRecordShipmentRequest) =>
    api.put<TOrder>(orderPath(orderId, "/shipments"), body, { ignore409: true }) as Promise<
      TOrder | ApiError
    >,
  /** The order's activity, newest first. */
  events: (orderId: string, cursor: PageCursor & { limit?: number }) =>
    api.get<Page<TOrderEvent>>(orderPath(orderId, "/events"), { query: { ...cursor } }),
  /** One package of a suborder; a number it has not got leaves for the 404 page. */
  track: (orderId: string, suborderId: string, trackingNumber: string) =>
    api.get<TShipmentTracking>(
      orderPath(orderId, `/suborder/${enc(suborderId)}/track/${enc(trackingNumber)}`),
      { redirectOnNotFound: true },
    ),
  /** The order wizard's lines by category, buildings and the customer's ship-to. */
  categories: (projectId: string) =>
    api.get<TOrderCategoriesResponse>(`/projects/${enc(projectId)}/order-categories`),
  /** The wizard's order: the lines named, some buildings shipped to the customer's address. */
  createOrder: (body: TCreateOrderRequest) => api.post<TOrder>("/orders", body),
};
