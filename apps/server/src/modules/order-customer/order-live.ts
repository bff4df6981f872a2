import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../../deps.ts";
import { deliverOrderMails } from "./order-mails.ts";

/** The live room of one order: everyone viewing it (the MSP's users and the customer's), after an access check. */
export const orderRoom = (orderId: string) => `order:${orderId}`;

/** What the room hears: that the order changed, nothing of what (a viewer reads it again, as it may). */
export const ORDER_CHANGED_EVENT = "order:changed";

/**
 * After a change of an order or its suborders has committed (never inside the transaction: a viewer reading
 * at once must find it): tells the order's room, and hands the mails the change queued to the mailer.
 * Failures of either are logged, never the caller's error: the change itself stands.
 */
export async function afterOrderChange(
  deps: Deps,
  order: { tenantId: string; id: string },
  log?: Pick<FastifyBaseLogger, "warn" | "error">,
): Promise<void> {
  try {
    deps.realtime.emitToRoom(orderRoom(order.id), ORDER_CHANGED_EVENT, { orderId: order.id });
  } catch (err) {
    log?.warn({ err, orderId: order.id }, "telling the order's viewers failed");
  }
  await deliverOrderMails(deps, order.tenantId, order.id, log).catch((err: unknown) =>
    log?.error({ err, orderId: order.id }, "handing the order's mails over failed"),
  );
}
