import type { Socket } from "socket.io";
import type { AppDeps } from "../../deps.ts";
import { handleLiveRooms } from "../../lib/live-room-join.ts";
import { allows } from "../../lib/permissions.ts";
import { depsFor } from "../../lib/request-deps.ts";
import { findOrder } from "../orders/read-orders.ts";
import { orderRoom } from "./order-live.ts";

/**
 * The order rooms (issue #18 §3, live updates): a socket joins `order:<id>` only for an order its user may
 * open: the MSP's users with orders.read and the customer's with customerOrders.read, each through the same
 * scope as GET /orders/{id} and GET /customer-orders/{id} (another tenant's or customer's order is not found).
 * The room hears only that the order changed.
 */
export function handleOrderRooms(deps: AppDeps, socket: Socket): void {
  handleLiveRooms(deps, socket, {
    name: "order",
    idField: "orderId",
    roomFor: async (app, principal, id) => {
      if (!allows(principal, "orders.read") && !allows(principal, "customerOrders.read")) return null;
      const order = await findOrder(depsFor(app, principal), principal, id);
      return orderRoom(order.id);
    },
    roomsToLeave: (id) => [orderRoom(id)],
  });
}
