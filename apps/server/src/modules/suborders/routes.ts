import {
  ZIdParams,
  ZMarkSuborderOrderedRequest,
  ZOrder,
  ZPartnerUpdateRequest,
  ZRecordShipmentRequest,
  ZSendSuborderHeaders,
  ZShipmentTracking,
  ZSuborderParams,
  ZTrackParams,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { markSuborderOrdered } from "./mark-suborder-ordered.ts";
import { recordPartnerUpdate } from "./partner-update.ts";
import { recordShipment } from "./record-shipment.ts";
import { sendSuborder } from "./send-suborder.ts";
import { trackShipment } from "./track-shipment.ts";

/**
 * Procurement and fulfilment of an order's suborders (issue #18 §2, §3; docs/orders.md "Sending and reading
 * suborders", "Tracking"): send to the distributor, order by hand, a partner's update, a shipment recorded by
 * hand, and a package's tracking. Behind hasOrderManagementSystem like the orders themselves.
 */
export async function subordersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["orders"];
  const read = { config: { permission: "orders.read" as const } };
  const manage = { config: { permission: "orders.manage" as const } };

  r.post(
    "/orders/:id/suborders/:suborderId/send",
    {
      ...manage,
      schema: {
        tags,
        summary:
          "Send a draft suborder to its distributor (Idempotency-Key required: the same key again answers the stored result with Idempotent-Replayed: true)",
        params: ZSuborderParams,
        headers: ZSendSuborderHeaders,
        response: { 200: ZOrder },
      },
    },
    async (req, reply) => {
      const sent = await sendSuborder(
        depsOf(req),
        principalOf(req),
        req.params.id,
        req.params.suborderId,
        req.headers["idempotency-key"],
        req.log,
      );
      if (sent.replayed) reply.header("idempotent-replayed", "true");
      return sent.order;
    },
  );
  r.post(
    "/orders/:id/suborders/:suborderId/mark-ordered",
    {
      ...manage,
      schema: {
        tags,
        summary: "Mark a suborder procured by hand as ordered (submitted), with the supplier's reference",
        params: ZSuborderParams,
        body: ZMarkSuborderOrderedRequest,
        response: { 200: ZOrder },
      },
    },
    async (req) =>
      markSuborderOrdered(
        depsOf(req),
        principalOf(req),
        req.params.id,
        req.params.suborderId,
        req.body,
        req.log,
      ),
  );
  r.post(
    "/orders/:id/partner-update",
    {
      ...manage,
      schema: {
        tags,
        summary: "Record a distributor partner's update on a suborder: a note, and accepted or declined",
        params: ZIdParams,
        body: ZPartnerUpdateRequest,
        response: { 200: ZOrder },
      },
    },
    async (req) => recordPartnerUpdate(depsOf(req), principalOf(req), req.params.id, req.body, req.log),
  );
  r.put(
    "/orders/:id/shipments",
    {
      ...manage,
      schema: {
        tags,
        summary:
          "Record a suborder's package by hand (by tracking number: the same number again replaces it)",
        params: ZIdParams,
        body: ZRecordShipmentRequest,
        response: { 200: ZOrder },
      },
    },
    async (req) => recordShipment(depsOf(req), principalOf(req), req.params.id, req.body, req.log),
  );
  r.get(
    "/orders/:id/suborder/:suborderId/track/:trackingNumber",
    {
      ...read,
      schema: {
        tags,
        summary: "One package of a suborder: carrier, status, dates and its lines",
        params: ZTrackParams,
        response: { 200: ZShipmentTracking },
      },
    },
    async (req) =>
      trackShipment(
        depsOf(req),
        principalOf(req),
        req.params.id,
        req.params.suborderId,
        req.params.trackingNumber,
      ),
  );
}
