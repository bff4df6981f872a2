import { orderEvents, orders, uuidv7 } from "@q2c/db";
import {
  AppError,
  canMoveOrder,
  type OrderStatus,
  type TCreateOrderRequest,
  type TOrder,
  type TUpdateOrderRequest,
} from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { afterOrderChange } from "../order-customer/order-live.ts";
import { findEditableProject } from "../project-core/project-scope.ts";
import { createOrderFromQuote } from "./create-order.ts";
import { refreshOrderStatus } from "./order-status.ts";
import { orderView } from "./order-view.ts";
import { findOrder } from "./read-orders.ts";

export const ORDER_MOVE_MESSAGES = {
  notAllowed: (from: string, to: string) => `An order that is ${from} cannot become ${to}.`,
  reasonRequired: "Say why the order is declined or cancelled.",
  onlyDraftDeleted: "Only a draft order can be deleted; cancel it instead.",
} as const;

const label = (s: string) => s.replace(/_/g, " ");

/** POST /orders: the order of an accepted quote the caller may change (all chosen lines, or `items`). */
export async function createOrder(
  deps: Deps,
  principal: Principal,
  input: TCreateOrderRequest,
): Promise<TOrder> {
  const project = await findEditableProject(deps.db, principal, input.projectId);
  const order = await createOrderFromQuote(deps.db, project, principal.userId, input.items, {
    customerShippingBuildings: input.customerShippingBuildings,
  });
  return orderView(deps.db, order, { withCost: true });
}

/**
 * PUT /orders/{id}: a user's move (submitted, cancelled, declined). A stale version answers 409 with the
 * current one; a move the transitions do not allow answers 409 saying so; declined and cancelled need a
 * reason (400). Nothing is written on a refusal.
 */
export async function updateOrder(
  deps: Deps,
  principal: Principal,
  id: string,
  input: TUpdateOrderRequest,
  log?: FastifyBaseLogger,
): Promise<TOrder> {
  const current = await findOrder(deps, principal, id);
  const to = input.status as OrderStatus;
  const reason = input.reason?.trim() ?? "";
  if ((to === "declined" || to === "cancelled") && reason === "") {
    throw new AppError("bad_request", { fields: { reason: ORDER_MOVE_MESSAGES.reasonRequired } });
  }
  const updated = await deps.db.transaction(async (tx) => {
    const where = and(eq(orders.tenantId, current.tenantId), eq(orders.id, current.id));
    const [locked] = await tx.select().from(orders).where(where).for("update");
    if (!locked || locked.version !== input.version) {
      throw new AppError("conflict", { details: { version: locked?.version ?? current.version } });
    }
    const from = locked.status as OrderStatus;
    if (from === to) return locked;
    if (!canMoveOrder(from, to)) {
      throw new AppError("conflict", { message: ORDER_MOVE_MESSAGES.notAllowed(label(from), label(to)) });
    }
    const now = new Date();
    const [row] = await tx
      .update(orders)
      .set({
        status: to,
        ...(to === "submitted" ? { submittedAt: now } : { endedReason: reason }),
        version: locked.version + 1,
        updatedAt: now,
      })
      .where(where)
      .returning();
    await tx.insert(orderEvents).values({
      tenantId: locked.tenantId,
      id: uuidv7(),
      orderId: locked.id,
      actorUserId: principal.userId,
      type: "status_changed",
      data: { from, to, ...(reason ? { reason } : {}) },
    });
    // A submitted order may already be further on (a suborder ordered by hand before it was submitted).
    const refreshed = await refreshOrderStatus(tx, locked, {
      now: deps.clock.now(),
      actorUserId: principal.userId,
      log,
    });
    return refreshed.steps.length > 0 ? refreshed.order : (row as typeof locked);
  });
  if (updated.version !== current.version) await afterOrderChange(deps, updated, log);
  return orderView(deps.db, updated, { withCost: true });
}

/** DELETE /orders/{id}: a draft order goes (with its suborders and lines); any other answers 409. */
export async function deleteOrder(deps: Deps, principal: Principal, id: string): Promise<{ id: string }> {
  const current = await findOrder(deps, principal, id);
  const deleted = await deps.db
    .delete(orders)
    .where(and(eq(orders.tenantId, current.tenantId), eq(orders.id, current.id), eq(orders.status, "draft")))
    .returning({ id: orders.id });
  if (deleted.length === 0) throw new AppError("conflict", { message: ORDER_MOVE_MESSAGES.onlyDraftDeleted });
  await afterOrderChange(deps, current);
  return { id: current.id };
}
