import {
  ZCreateOrderRequest,
  ZDeclineOrderRequest,
  ZDeleteOrderLineQuery,
  ZGetOrderQuery,
  ZIdParams,
  ZListOrdersQuery,
  ZOrder,
  ZOrderLineParams,
  ZOrderListItem,
  ZProjectOrdersQuery,
  ZUpdateOrderRequest,
  zPage,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { deleteOrderLine } from "./delete-order-line.ts";
import { getOrder, listOrders, listProjectOrders } from "./read-orders.ts";
import { createOrder, deleteOrder, updateOrder } from "./write-orders.ts";

/**
 * Orders (issue #18, docs/orders.md): an accepted quote's order, behind hasOrderManagementSystem (the
 * platform owner passes). The quote team of the MSP reads and works them.
 */
export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["orders"];
  const read = { config: { permission: "orders.read" as const } };
  const manage = { config: { permission: "orders.manage" as const } };

  r.get(
    "/orders",
    {
      ...read,
      schema: {
        tags,
        summary: "The orders the caller sees, newest first",
        querystring: ZListOrdersQuery,
        response: { 200: zPage(ZOrderListItem) },
      },
    },
    async (req) => listOrders(depsOf(req), principalOf(req), req.query),
  );
  r.post(
    "/orders",
    {
      ...manage,
      schema: {
        tags,
        summary: "Make the order of an accepted quote (its chosen lines, or the items named)",
        body: ZCreateOrderRequest,
        response: { 201: ZOrder },
      },
    },
    async (req, reply) => reply.code(201).send(await createOrder(depsOf(req), principalOf(req), req.body)),
  );
  r.get(
    "/orders/:id",
    {
      ...read,
      schema: {
        tags,
        summary: "An order with its suborders and lines (getMainAccounts: its MSP and partner)",
        params: ZIdParams,
        querystring: ZGetOrderQuery,
        response: { 200: ZOrder },
      },
    },
    async (req) => getOrder(depsOf(req), principalOf(req), req.params.id, req.query),
  );
  r.put(
    "/orders/:id",
    {
      ...manage,
      schema: {
        tags,
        summary: "Submit, cancel or decline an order (version required; 409 on a move not allowed)",
        params: ZIdParams,
        body: ZUpdateOrderRequest,
        response: { 200: ZOrder },
      },
    },
    async (req) => updateOrder(depsOf(req), principalOf(req), req.params.id, req.body, req.log),
  );
  r.post(
    "/orders/:id/decline",
    {
      ...manage,
      schema: {
        tags,
        summary: "Decline an order (from submitted or accepted; version and reason required)",
        params: ZIdParams,
        body: ZDeclineOrderRequest,
        response: { 200: ZOrder },
      },
    },
    async (req) =>
      updateOrder(
        depsOf(req),
        principalOf(req),
        req.params.id,
        { version: req.body.version, status: "declined", reason: req.body.reason },
        req.log,
      ),
  );
  r.delete(
    "/orders/:id/products/:lineId",
    {
      ...manage,
      schema: {
        tags,
        summary: "Take a product (an order line) off a draft order (the order's version in the query)",
        params: ZOrderLineParams,
        querystring: ZDeleteOrderLineQuery,
        response: { 200: ZOrder },
      },
    },
    async (req) =>
      deleteOrderLine(
        depsOf(req),
        principalOf(req),
        req.params.id,
        req.params.lineId,
        req.query.version,
        req.log,
      ),
  );
  r.delete(
    "/orders/:id",
    {
      ...manage,
      schema: {
        tags,
        summary: "Delete a draft order",
        params: ZIdParams,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (req) => deleteOrder(depsOf(req), principalOf(req), req.params.id),
  );
  r.get(
    "/projects/:id/orders",
    {
      ...read,
      schema: {
        tags,
        summary: "The quote's order, by status when asked",
        params: ZIdParams,
        querystring: ZProjectOrdersQuery,
        response: { 200: z.array(ZOrder) },
      },
    },
    async (req) => listProjectOrders(depsOf(req), principalOf(req), req.params.id, req.query.status),
  );
}
