import { suborders } from "@q2c/db";
import {
  AppError,
  SUBORDER_TRANSITIONS,
  type SuborderStatus,
  type TOrder,
  type TPartnerUpdateRequest,
  transitionPath,
} from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { afterOrderChange } from "../order-customer/order-live.ts";
import { refreshOrderStatus } from "../orders/order-status.ts";
import { orderView } from "../orders/order-view.ts";
import { assertOrderOpen, findSuborder, lockOrderAndSuborder } from "./find-suborder.ts";
import { appendOrderEvent, type WriteContext, walkSuborderStatus } from "./suborder-progress.ts";

const label = (s: string) => s.replace(/_/g, " ");

export const PARTNER_UPDATE_MESSAGES = {
  notAllowed: (from: string, to: string) => `A suborder that is ${label(from)} cannot become ${label(to)}.`,
} as const;

/**
 * POST /orders/{id}/partner-update (the spec's "partner order update"): what a distributor partner said of a
 * suborder, recorded by the MSP: a note (an order event `partner_update`) and, when given, the partner's
 * answer to the order: accepted or declined, each only from submitted (the transitions; 409 otherwise).
 * Shipping is recorded with PUT /orders/{id}/shipments. The suborder's version, else 409.
 */
export async function recordPartnerUpdate(
  deps: Deps,
  principal: Principal,
  orderId: string,
  input: TPartnerUpdateRequest,
  log?: FastifyBaseLogger,
): Promise<TOrder> {
  const found = await findSuborder(deps, principal, orderId, input.suborderId);
  const now = deps.clock.now();
  const ctx: WriteContext = { now, actorUserId: principal.userId, log };
  await deps.db.transaction(async (tx) => {
    const { order, suborder } = await lockOrderAndSuborder(
      tx,
      found.order.tenantId,
      orderId,
      input.suborderId,
    );
    if (suborder.version !== input.version) {
      throw new AppError("conflict", { details: { version: suborder.version } });
    }
    assertOrderOpen(order);
    const from = suborder.status as SuborderStatus;
    const to = input.status;
    // Only the one move the partner answers with: submitted to accepted or declined.
    if (to && from !== to && transitionPath(SUBORDER_TRANSITIONS, from, to)?.length !== 1) {
      throw new AppError("conflict", { message: PARTNER_UPDATE_MESSAGES.notAllowed(from, to) });
    }
    await appendOrderEvent(tx, suborder, ctx, "partner_update", {
      note: input.note,
      ...(to ? { status: to } : {}),
    });
    const walked = to ? await walkSuborderStatus(tx, suborder, to, ctx) : { status: from };
    await tx
      .update(suborders)
      .set({ status: walked.status, version: suborder.version + 1, updatedAt: now })
      .where(and(eq(suborders.tenantId, suborder.tenantId), eq(suborders.id, suborder.id)));
    await refreshOrderStatus(tx, order, ctx);
  });
  const { order } = await findSuborder(deps, principal, orderId, input.suborderId);
  await afterOrderChange(deps, order, log);
  return orderView(deps.db, order, { withCost: true });
}
