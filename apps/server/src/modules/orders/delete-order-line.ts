import { orderEvents, orderLines, orders, suborders, uuidv7 } from "@q2c/db";
import { AppError, type TOrder } from "@q2c/domain";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { afterOrderChange } from "../order-customer/order-live.ts";
import { refreshOrderStatus } from "./order-status.ts";
import { orderView } from "./order-view.ts";
import { findOrder } from "./read-orders.ts";

export const ORDER_LINE_MESSAGES = {
  onlyDraft: "Products are taken off a draft order only; once submitted, cancel or decline it instead.",
} as const;

/**
 * DELETE /orders/{id}/products/{lineId} (the spec's "delete order product"): a line goes from a draft order
 * (the order's version, else 409 with the current one). Its price times its quantity comes off the one-time
 * total (a one-time line) or the monthly total (a monthly line) as frozen, without pricing the quote again;
 * a suborder left with no line goes too. Another order's line, or an unknown one, is 404.
 */
export async function deleteOrderLine(
  deps: Deps,
  principal: Principal,
  orderId: string,
  lineId: string,
  version: number,
  log?: FastifyBaseLogger,
): Promise<TOrder> {
  const current = await findOrder(deps, principal, orderId);
  const now = deps.clock.now();
  const updated = await deps.db.transaction(async (tx) => {
    const where = and(eq(orders.tenantId, current.tenantId), eq(orders.id, current.id));
    const [locked] = await tx.select().from(orders).where(where).for("update");
    if (!locked) throw new AppError("not_found");
    const [line] = await tx
      .select()
      .from(orderLines)
      .where(
        and(
          eq(orderLines.tenantId, locked.tenantId),
          eq(orderLines.orderId, locked.id),
          eq(orderLines.id, lineId),
        ),
      );
    if (!line) throw new AppError("not_found");
    if (locked.version !== version) {
      throw new AppError("conflict", { details: { version: locked.version } });
    }
    if (locked.status !== "draft") throw new AppError("conflict", { message: ORDER_LINE_MESSAGES.onlyDraft });
    await tx
      .delete(orderLines)
      .where(and(eq(orderLines.tenantId, line.tenantId), eq(orderLines.id, line.id)));
    if (line.suborderId) {
      // The suborder goes with its last line (nothing would be left to send).
      await tx
        .delete(suborders)
        .where(
          and(
            eq(suborders.tenantId, line.tenantId),
            eq(suborders.id, line.suborderId),
            sql`not exists (select 1 from ${orderLines} where ${orderLines.tenantId} = ${suborders.tenantId} and ${orderLines.suborderId} = ${suborders.id})`,
          ),
        );
    }
    const extended = sql`round(${line.price}::numeric * ${line.quantity}::numeric, 2)`;
    const oneTime = line.pricingModel === "one_time";
    const monthly = line.pricingModel === "recurring" && line.billingFrequency === "monthly";
    const [row] = await tx
      .update(orders)
      .set({
        ...(oneTime ? { oneTimeTotal: sql`greatest(${orders.oneTimeTotal} - ${extended}, 0)` } : {}),
        ...(monthly ? { monthlyTotal: sql`greatest(${orders.monthlyTotal} - ${extended}, 0)` } : {}),
        version: locked.version + 1,
        updatedAt: now,
      })
      .where(where)
      .returning();
    await tx.insert(orderEvents).values({
      tenantId: locked.tenantId,
      id: uuidv7(),
      orderId: locked.id,
      suborderId: line.suborderId,
      actorUserId: principal.userId,
      type: "product_deleted",
      data: { orderLineId: line.id, name: line.name, partNumber: line.partNumber, quantity: line.quantity },
    });
    await refreshOrderStatus(tx, locked, { now, actorUserId: principal.userId, log });
    return row as typeof locked;
  });
  await afterOrderChange(deps, updated, log);
  return orderView(deps.db, updated, { withCost: true });
}
