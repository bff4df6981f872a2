import { AppError, MESSAGES } from "@q2c/domain";
import type { Socket } from "socket.io";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import type { AccessClaims } from "../../lib/access-token.ts";
import { allows } from "../../lib/permissions.ts";
import { depsFor } from "../../lib/request-deps.ts";
import { principalFromClaims } from "../../plugins/access.ts";
import { findOrder } from "../orders/read-orders.ts";
import { orderRoom } from "./order-live.ts";

const ZJoin = z.object({ orderId: z.uuid().transform((v) => v.toLowerCase()) });
type Ack = (answer: { ok: true } | { error: string }) => void;

/**
 * The order rooms (issue #18 §3, live updates): a socket joins `order:<id>` only for an order its user may
 * open: the MSP's users with orders.read and the customer's with customerOrders.read, each through the same
 * scope as GET /orders/{id} and GET /customer-orders/{id} (another tenant's or customer's order is not found).
 * The principal is loaded afresh from the handshake's session at every join, as for quotes
 * (project-collab/live-join.ts). The room hears only that the order changed.
 */
export function handleOrderRooms(deps: AppDeps, socket: Socket): void {
  const claims = socket.data.claims as AccessClaims;
  const ackOf = (ack: unknown): Ack => (typeof ack === "function" ? (ack as Ack) : () => {});

  socket.on("order:join", async (payload: unknown, ack: unknown) => {
    const reply = ackOf(ack);
    const parsed = ZJoin.safeParse(payload);
    if (!parsed.success) return reply({ error: MESSAGES.badRequest });
    try {
      const principal = await principalFromClaims(deps, claims);
      if (!principal) {
        reply({ error: MESSAGES.notAuthenticated });
        socket.disconnect(true);
        return;
      }
      if (!allows(principal, "orders.read") && !allows(principal, "customerOrders.read")) {
        return reply({ error: MESSAGES.notFound });
      }
      const order = await findOrder(depsFor(deps, principal), principal, parsed.data.orderId);
      await socket.join(orderRoom(order.id));
      reply({ ok: true });
    } catch (err) {
      reply({ error: err instanceof AppError ? err.message : MESSAGES.unexpectedError });
    }
  });

  socket.on("order:leave", async (payload: unknown, ack: unknown) => {
    const parsed = ZJoin.safeParse(payload);
    if (parsed.success) await socket.leave(orderRoom(parsed.data.orderId));
    ackOf(ack)(parsed.success ? { ok: true } : { error: MESSAGES.badRequest });
  });
}
