import { orderEvents, users } from "@q2c/db";
import type { Page, TOrderEvent, TPageQuery } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { keysetPage } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import { findOrder } from "../orders/read-orders.ts";

/**
 * GET /orders/{id}/events: what happened to an order (order_events), newest first, in keyset pages: made,
 * moved, sent, ordered by hand, shipped, delivered, a partner's update, a product taken off. An order the
 * caller does not see answers 404.
 */
export async function listOrderEvents(
  deps: Deps,
  principal: Principal,
  orderId: string,
  query: TPageQuery,
): Promise<Page<TOrderEvent>> {
  const order = await findOrder(deps, principal, orderId);
  const page = await keysetPage(
    query,
    orderEvents.id,
    ({ where, orderBy, limit }) =>
      deps.db
        .select({
          event: orderEvents,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(orderEvents)
        .leftJoin(users, and(eq(users.tenantId, orderEvents.tenantId), eq(users.id, orderEvents.actorUserId)))
        .where(and(eq(orderEvents.tenantId, order.tenantId), eq(orderEvents.orderId, order.id), where))
        .orderBy(orderBy)
        .limit(limit),
    "desc",
  );
  return {
    hasMore: page.hasMore,
    data: page.data.map((r) => ({
      id: r.event.id,
      type: r.event.type,
      suborderId: r.event.suborderId,
      actorName:
        r.email === null ? null : `${r.firstName ?? ""} ${r.lastName ?? ""}`.trim() || (r.email as string),
      data: r.event.data,
      createdAt: r.event.createdAt.toISOString(),
    })),
  };
}
