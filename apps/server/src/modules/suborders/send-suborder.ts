import { orderLines, suborders } from "@q2c/db";
import { AppError, MAX_SUBORDER_LINE_NUMBER, type OrderLineStatus, type TOrder } from "@q2c/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../../deps.ts";
import type { PlacedOrder, PlaceOrderInput } from "../../integrations/distributor/distributor-orders.ts";
import { readSubordersJob } from "../../jobs/read-suborders.ts";
import type { Principal } from "../../lib/principal.ts";
import { afterOrderChange } from "../order-customer/order-live.ts";
import { refreshOrderStatus, submitDraftOrder } from "../orders/order-status.ts";
import { orderView } from "../orders/order-view.ts";
import {
  assertOrderOpen,
  findSuborder,
  lockOrderAndSuborder,
  type OrderLineRow,
  type SuborderRow,
  suborderLines,
} from "./find-suborder.ts";
import { appendOrderEvent, type WriteContext, walkSuborderStatus } from "./suborder-progress.ts";
import { providerToSend } from "./suborder-provider.ts";

export const SEND_MESSAGES = {
  sentWithAnotherKey: (number: string | null) =>
    `This suborder was already sent${number ? ` (distributor order ${number})` : ""} with another Idempotency-Key.`,
  notDraft: (status: string) =>
    `A suborder that is ${status.replace(/_/g, " ")} cannot be sent; only a draft suborder is.`,
  noLines: "This suborder has no lines to order.",
  badLine: (n: number, why: string) => `Line ${n} cannot be ordered: ${why}`,
  unexpected: "The distributor's answer could not be used. Try again in a few minutes.",
} as const;

const DISTRIBUTOR_ERRORS: readonly string[] = ["distributor_unavailable", "distributor_refused", "not_found"];

/** The order the distributor is asked for: our suborder id, its lines by number, its ship-to. */
function placeOrderInput(suborder: SuborderRow, lines: readonly OrderLineRow[]): PlaceOrderInput {
  if (lines.length === 0) throw new AppError("conflict", { message: SEND_MESSAGES.noLines });
  const t = suborder.shipTo;
  return {
    customerOrderNumber: suborder.id,
    shipTo: {
      companyName: t.companyName,
      contact: t.contact,
      address1: t.address1,
      ...(t.address2 ? { address2: t.address2 } : {}),
      city: t.city,
      state: t.state,
      postalCode: t.postalCode,
      countryCode: t.countryCode,
      ...(t.email ? { email: t.email } : {}),
    },
    lines: lines.map((l) => {
      const quantity = Number(l.quantity);
      const why = !l.distributorPartNumber.trim()
        ? "it has no distributor part number."
        : !Number.isInteger(quantity) || quantity < 1
          ? "a distributor takes whole units only."
          : l.lineNumber < 1 || l.lineNumber > MAX_SUBORDER_LINE_NUMBER
            ? `line numbers run from 1 to ${MAX_SUBORDER_LINE_NUMBER}.`
            : "";
      if (why) throw new AppError("conflict", { message: SEND_MESSAGES.badLine(l.lineNumber, why) });
      const cost = Number(l.cost ?? 0);
      return {
        customerLineNumber: String(l.lineNumber),
        partNumber: l.distributorPartNumber.trim(),
        quantity,
        // What we expect to pay: the cost the quote was priced with.
        ...(cost > 0 ? { unitPrice: cost.toFixed(2) } : {}),
      };
    }),
  };
}

/**
 * POST /orders/{id}/suborders/{suborderId}/send (the spec's "send order to distributor"): places a draft
 * suborder with its distributor's adapter under the caller's Idempotency-Key. The same key again answers
 * what is stored, without calling the distributor (`replayed`); another key on a sent suborder is 409. The
 * adapter is idempotent by customerOrderNumber (our suborder id), so a retry after a timeout, or two sends
 * at once, place one order. On success, in one transaction: the distributor's order number, the adapter,
 * sentAt and the key; each line placed, backordered or rejected with the distributor's reason; the
 * suborder submitted, then accepted (declined when every line was rejected); a draft order submitted; the
 * order's status refreshed. A read is queued at once. A distributor failure leaves the suborder as it was,
 * with lastError, and answers the distributor's error (502 unavailable, 422 refused).
 */
export async function sendSuborder(
  deps: Deps,
  principal: Principal,
  orderId: string,
  suborderId: string,
  idempotencyKey: string,
  log?: FastifyBaseLogger,
): Promise<{ order: TOrder; replayed: boolean }> {
  const found = await findSuborder(deps, principal, orderId, suborderId);
  const answer = async (replayed: boolean) => {
    const { order } = await findSuborder(deps, principal, orderId, suborderId);
    return { order: await orderView(deps.db, order, { withCost: true }), replayed };
  };
  const stored = found.suborder.idempotencyKey;
  if (stored === idempotencyKey) return answer(true);
  if (stored) {
    throw new AppError("conflict", {
      message: SEND_MESSAGES.sentWithAnotherKey(found.suborder.distributorOrderNumber),
    });
  }
  assertOrderOpen(found.order);
  if (found.suborder.status !== "draft") {
    throw new AppError("conflict", { message: SEND_MESSAGES.notDraft(found.suborder.status) });
  }
  const provider = await providerToSend(deps.db, deps.distributors, found.suborder);
  const input = placeOrderInput(found.suborder, await suborderLines(deps.db, found.suborder));

  let placed: PlacedOrder;
  try {
    placed = await provider.placeOrder(input);
  } catch (err) {
    const known = err instanceof AppError && DISTRIBUTOR_ERRORS.includes(err.code);
    if (!known) log?.error({ err, suborderId }, "placing a suborder failed unexpectedly");
    const failure = known
      ? err
      : new AppError("distributor_unavailable", { message: SEND_MESSAGES.unexpected });
    await deps.db
      .update(suborders)
      .set({ lastError: failure.message })
      .where(
        and(
          eq(suborders.tenantId, found.suborder.tenantId),
          eq(suborders.id, found.suborder.id),
          isNull(suborders.idempotencyKey),
        ),
      );
    throw failure;
  }

  const now = deps.clock.now();
  const ctx: WriteContext = { now, actorUserId: principal.userId, log };
  const outcome = await deps.db.transaction(async (tx) => {
    const { order, suborder } = await lockOrderAndSuborder(tx, found.order.tenantId, orderId, suborderId);
    // Another send finished first: the same key is the same request; another key is refused.
    if (suborder.idempotencyKey === idempotencyKey) return "replayed" as const;
    if (suborder.idempotencyKey) {
      throw new AppError("conflict", {
        message: SEND_MESSAGES.sentWithAnotherKey(suborder.distributorOrderNumber),
      });
    }
    if (suborder.status !== "draft") {
      throw new AppError("conflict", { message: SEND_MESSAGES.notDraft(suborder.status) });
    }
    const lines = await suborderLines(tx, suborder);
    const byNumber = new Map(placed.lines.map((l) => [l.customerLineNumber, l]));
    const rejected: { lineNumber: number; reason: string }[] = [];
    let live = 0;
    for (const line of lines) {
      const got = byNumber.get(String(line.lineNumber));
      if (!got) continue;
      const status: OrderLineStatus = got.status;
      if (status === "rejected")
        rejected.push({ lineNumber: line.lineNumber, reason: got.rejectReason ?? "" });
      else live++;
      await tx
        .update(orderLines)
        .set({ status, rejectReason: status === "rejected" ? (got.rejectReason ?? "") : "" })
        .where(and(eq(orderLines.tenantId, line.tenantId), eq(orderLines.id, line.id)));
    }
    await appendOrderEvent(tx, suborder, ctx, "suborder_sent", {
      providerId: provider.id,
      distributorOrderNumber: placed.distributorOrderNumber,
      lines: lines.length,
      rejected,
    });
    const walked = await walkSuborderStatus(tx, suborder, live > 0 ? "accepted" : "declined", ctx);
    await tx
      .update(suborders)
      .set({
        status: walked.status,
        providerId: provider.id,
        distributorOrderNumber: placed.distributorOrderNumber,
        idempotencyKey,
        sentAt: now,
        lastError: "",
        readFailures: 0,
        // Read back at once (the job queued below, or the next sweep if that is lost).
        nextReadAt: walked.status === "declined" ? null : now,
        version: suborder.version + 1,
        updatedAt: now,
      })
      .where(and(eq(suborders.tenantId, suborder.tenantId), eq(suborders.id, suborder.id)));
    await submitDraftOrder(tx, order, ctx);
    await refreshOrderStatus(tx, order, ctx);
    return walked.status;
  });
  if (outcome === "replayed") return answer(true);
  await afterOrderChange(deps, found.order, log);
  if (outcome !== "declined") {
    await deps.jobs
      .sendOnce(readSubordersJob, { tenantId: found.order.tenantId, suborderId }, suborderId)
      .catch((err: unknown) => log?.warn({ err, suborderId }, "queueing the read after a send failed"));
  }
  return answer(false);
}
