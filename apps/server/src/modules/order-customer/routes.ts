import {
  ZCustomerOrder,
  ZCustomerOrderListItem,
  ZCustomerOrdersQuery,
  ZCustomerTracking,
  ZCustomerTrackParams,
  ZIdParams,
  zPage,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { getCustomerOrder, listCustomerOrders, trackCustomerShipment } from "./read-customer-orders.ts";

/**
 * The customer's side of its orders (issue #18 §3; docs/orders.md "The customer's view", "Customer tracking"):
 * its orders per site and the tracking of a package, for the users of the customer account while its MSP's
 * plan has order management (`customerOrders.read`, decision 0013). Never a cost, margin or internal note: the
 * response schemas carry none.
 */
export async function orderCustomerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["orders"];
  const read = { config: { permission: "customerOrders.read" as const } };

  r.get(
    "/customer-orders",
    {
      ...read,
      schema: {
        tags,
        summary: "The customer's own orders, newest first, with how many buildings shipped and are installed",
        querystring: ZCustomerOrdersQuery,
        response: { 200: zPage(ZCustomerOrderListItem) },
      },
    },
    async (req) => listCustomerOrders(depsOf(req), principalOf(req), req.query),
  );
  r.get(
    "/customer-orders/:id",
    {
      ...read,
      schema: {
        tags,
        summary:
          "One of the customer's orders per site and building: what is ordered, shipped (with tracking), delivered and installed",
        params: ZIdParams,
        response: { 200: ZCustomerOrder },
      },
    },
    async (req) => getCustomerOrder(depsOf(req), principalOf(req), req.params.id),
  );
  r.get(
    "/orders/:id/track-customer/:trackingNumber",
    {
      ...read,
      schema: {
        tags,
        summary:
          "The customer's tracking of one package of its order: carrier, status, dates, site and lines",
        params: ZCustomerTrackParams,
        response: { 200: ZCustomerTracking },
      },
    },
    async (req) =>
      trackCustomerShipment(depsOf(req), principalOf(req), req.params.id, req.params.trackingNumber),
  );
}
