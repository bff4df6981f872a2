import {
  ZIdParams,
  ZOrderCategoriesResponse,
  ZOrderEvent,
  ZOrderEventsQuery,
  ZProcureQuery,
  ZProcureResponse,
  zPage,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { listOrderCategories } from "./order-categories.ts";
import { listOrderEvents } from "./order-events.ts";
import { listProcurement } from "./procure-list.ts";

/**
 * Procurement across the MSP's orders, an order's activity and the order wizard's categories (issue #18;
 * docs/orders.md "Procure", "The order view's tabs", "The order wizard"). Behind hasOrderManagementSystem
 * like the orders; sending a suborder is the suborders module's route.
 */
export async function procureRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["orders"];
  const read = { config: { permission: "orders.read" as const } };

  r.get(
    "/procure",
    {
      ...read,
      schema: {
        tags,
        summary:
          "What must still be bought: draft suborders of open orders by distributor, with the distributor's price and availability (unknown, with its reason, when it fails)",
        querystring: ZProcureQuery,
        response: { 200: ZProcureResponse },
      },
    },
    async (req) => listProcurement(depsOf(req), principalOf(req), req.query, req.log),
  );
  r.get(
    "/orders/:id/events",
    {
      ...read,
      schema: {
        tags,
        summary: "An order's activity (order events), newest first, keyset pages",
        params: ZIdParams,
        querystring: ZOrderEventsQuery,
        response: { 200: zPage(ZOrderEvent) },
      },
    },
    async (req) => listOrderEvents(depsOf(req), principalOf(req), req.params.id, req.query),
  );
  r.get(
    "/projects/:id/order-categories",
    {
      ...read,
      schema: {
        tags,
        summary:
          "The order categories list: an accepted quote's chosen lines by category, its buildings' ship-to and the customer's, for the order wizard",
        params: ZIdParams,
        response: { 200: ZOrderCategoriesResponse },
      },
    },
    async (req) => listOrderCategories(depsOf(req), principalOf(req), req.params.id),
  );
}
