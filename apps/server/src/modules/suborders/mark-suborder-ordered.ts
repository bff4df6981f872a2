import { suborders } from "@q2c/db";
import { AppError, type TMarkSuborderOrderedRequest, type TOrder } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { afterOrderChange } from "../order-customer/order-live.ts";
import { refreshOrderStatus, submitDraftOrder } from "../orders/order-status.ts";
import { orderView } from "../orders/order-view.ts";
import { assertOrderOpen, findSuborder, lockOrderAndSuborder } from "./find-suborder.ts";
import { appendOrderEvent, type WriteContext, walkSuborderStatus } from "./suborder-progress.ts";

export const MARK_ORDERED_MESSAGES = {
  notDraft: (status: string) =>
    `A suborder that is ${status.replace(/_/g, " ")} cannot be marked ordered; only a draft suborder is.`,
} as const;

/**
 * POST /orders/{id}/suborders/{suborderId}/mark-ordered: a suborder procured by hand (no distributor, or one
 * without an API) is ordered: submitted, with the supplier's reference when given (shown where a distributor's
 * order number would be). It is never read from a distributor; its shipments are recorded by hand (PUT
 * /orders/{id}/shipments). A draft order becomes submitted. The suborder's version, else 409.
 */
export async function markSuborderOrdered(
  deps: Deps,
  principal: Principal,
  orderId: string,
  suborderId: string,
  input: TMarkSuborderOrderedRequest,
  log?: FastifyBaseLogger,
): Promise<TOrder> {
  const found = await findSuborder(deps, principal, orderId, suborderId);
  const now = deps.clock.now();
  const ctx: WriteContext = { now, actorUserId: principal.userId, log };
  const reference = input.reference?.trim() ?? "";
  await deps.db.transaction(async (tx) => {
    const { order, suborder } = await lockOrderAndSuborder(tx, found.order.tenantId, orderId, suborderId);
    if (suborder.version !== input.version) {
      throw new AppError("conflict", { details: { version: suborder.version } });
    }
    assertOrderOpen(order);
    if (suborder.status !== "draft") {
      throw new AppError("conflict", { message: MARK_ORDERED_MESSAGES.notDraft(suborder.status) });
    }
    await appendOrderEvent(tx, suborder, ctx, "suborder_ordered_by_hand", reference ? { reference } : {});
    const walked = await walkSuborderStatus(tx, suborder, "submitted", ctx);
    await tx
      .update(suborders)
      .set({
        status: walked.status,
        distributorOrderNumber: reference || null,
        sentAt: now,
        lastError: "",
        version: suborder.version + 1,
        updatedAt: now,
      })
      .where(and(eq(suborders.tenantId, suborder.tenantId), eq(suborders.id, suborder.id)));
    await submitDraftOrder(tx, order, ctx);
    await refreshOrderStatus(tx, order, ctx);
  });
  const { order } = await findSuborder(deps, principal, orderId, suborderId);
  await afterOrderChange(deps, order, log);
  return orderView(deps.db, order, { withCost: true });
}
