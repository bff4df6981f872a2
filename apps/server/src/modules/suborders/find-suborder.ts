import { type Db, orderLines, orders, suborders } from "@q2c/db";
import { AppError, FINAL_ORDER_STATUSES } from "@q2c/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import type { OrderRow } from "../orders/order-view.ts";
import { findOrder } from "../orders/read-orders.ts";

export type SuborderRow = typeof suborders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** A suborder of an order the caller sees; another order's, or another tenant's, answers 404. */
export async function findSuborder(
  deps: Deps,
  principal: Principal,
  orderId: string,
  suborderId: string,
): Promise<{ order: OrderRow; suborder: SuborderRow }> {
  const order = await findOrder(deps, principal, orderId);
  const [suborder] = await deps.db
    .select()
    .from(suborders)
    .where(
      and(
        eq(suborders.tenantId, order.tenantId),
        eq(suborders.orderId, order.id),
        eq(suborders.id, suborderId),
      ),
    );
  if (!suborder) throw new AppError("not_found");
  return { order, suborder };
}

/**
 * Inside a write: the order then the suborder, locked in that order (every write here locks them so, and
 * so never deadlocks another), as they stand now.
 */
export async function lockOrderAndSuborder(
  tx: Db,
  tenantId: string,
  orderId: string,
  suborderId: string,
): Promise<{ order: OrderRow; suborder: SuborderRow }> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
    .for("update");
  const [suborder] = await tx
    .select()
    .from(suborders)
    .where(
      and(eq(suborders.tenantId, tenantId), eq(suborders.orderId, orderId), eq(suborders.id, suborderId)),
    )
    .for("update");
  if (!order || !suborder) throw new AppError("not_found");
  return { order, suborder };
}

/** A suborder's lines by line number. */
export function suborderLines(
  db: Db,
  suborder: Pick<SuborderRow, "tenantId" | "id">,
): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.tenantId, suborder.tenantId), eq(orderLines.suborderId, suborder.id)))
    .orderBy(asc(orderLines.lineNumber));
}

export const orderEndedMessage = (status: string) =>
  `The order is ${status}: nothing more is ordered or recorded for it.`;

/** An order in an end state (completed, declined, cancelled) takes no more work from users. */
export function assertOrderOpen(order: OrderRow): void {
  if ((FINAL_ORDER_STATUSES as readonly string[]).includes(order.status)) {
    throw new AppError("conflict", { message: orderEndedMessage(order.status) });
  }
}
