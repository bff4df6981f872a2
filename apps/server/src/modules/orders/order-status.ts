import {
  type Db,
  orderEvents,
  orderLines,
  orders,
  provisioningLoads,
  provisioningTasks,
  suborders,
  uuidv7,
} from "@q2c/db";
import {
  deriveOrderStatus,
  ORDER_TRANSITIONS,
  type OrderStatus,
  type SuborderStatus,
  transitionPath,
} from "@q2c/domain";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { queueSiteMails } from "../order-customer/order-mails.ts";
import { completeQuoteOfOrder } from "../provisioning/complete-quote.ts";
import { settleBuildings } from "../provisioning/settle-buildings.ts";
import type { OrderRow } from "./order-view.ts";

/**
 * Work that must happen in the transaction in which an order becomes completed. Left out: the quote's move
 * to Completed (issue #18 §4, provisioning/complete-quote.ts), whatever write completed it.
 */
export type OrderCompletedHook = (tx: Db, order: OrderRow) => Promise<void>;

export interface RefreshOrderStatusOptions {
  /** The server's time (deps.clock): completedAt and updatedAt. */
  now: Date;
  /** Who caused it (null: a distributor read, a webhook). */
  actorUserId?: string | null | undefined;
  /** Where a status that cannot be reached is reported. */
  log?: Pick<FastifyBaseLogger, "warn"> | undefined;
  /** Instead of the quote's move to Completed. */
  onOrderCompleted?: OrderCompletedHook | undefined;
}

export interface OrderStatusRefresh {
  order: OrderRow;
  from: OrderStatus;
  /** The steps walked, in order (empty: nothing changed). */
  steps: OrderStatus[];
  /** The status the facts call for, when it could not be reached from the stored one. */
  unreachable?: OrderStatus | undefined;
}

const ENDED: readonly string[] = ["declined", "cancelled"];

/**
 * Brings an order's stored status to what its suborders and buildings call for (deriveOrderStatus), inside
 * the caller's transaction, after the caller's own writes to them. Locks the order, reads its suborders'
 * statuses and its provisioning loads (work has started once any task is complete or any equipment accepted
 * on site), and walks the allowed transitions from the stored status to the derived one, writing an order
 * event `status_changed` {from, to} per step and bumping the order's version once. A derived status that
 * the table does not reach from the stored one (a read that contradicts what was recorded) changes
 * nothing and is logged. Buildings whose work is done are completed first (settleBuildings). Becoming
 * completed sets completedAt and moves the quote to Completed (or runs `onOrderCompleted` instead).
 */
export async function refreshOrderStatus(
  tx: Db,
  order: Pick<OrderRow, "tenantId" | "id">,
  opts: RefreshOrderStatusOptions,
): Promise<OrderStatusRefresh> {
  const where = and(eq(orders.tenantId, order.tenantId), eq(orders.id, order.id));
  const [locked] = await tx.select().from(orders).where(where).for("update");
  if (!locked) throw new Error(`refreshOrderStatus: order ${order.id} not found`);
  const from = locked.status as OrderStatus;
  // Buildings first: a write that finished a building's work completes it here, and the order follows.
  await settleBuildings(tx, locked, opts);
  // The customer's mails of what this change completed (a site shipped, a site complete, settled just above),
  // once per event.
  await queueSiteMails(tx, locked);
  const [subs, loads, [tasksDone], [accepted]] = await Promise.all([
    tx
      .select({ status: suborders.status })
      .from(suborders)
      .where(and(eq(suborders.tenantId, locked.tenantId), eq(suborders.orderId, locked.id))),
    tx
      .select({ completedAt: provisioningLoads.completedAt })
      .from(provisioningLoads)
      .where(and(eq(provisioningLoads.tenantId, locked.tenantId), eq(provisioningLoads.orderId, locked.id))),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(provisioningTasks)
      .innerJoin(
        provisioningLoads,
        and(
          eq(provisioningLoads.tenantId, provisioningTasks.tenantId),
          eq(provisioningLoads.id, provisioningTasks.loadId),
        ),
      )
      .where(
        and(
          eq(provisioningTasks.tenantId, locked.tenantId),
          eq(provisioningLoads.orderId, locked.id),
          isNotNull(provisioningTasks.completion),
        ),
      ),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orderLines)
      .where(
        and(
          eq(orderLines.tenantId, locked.tenantId),
          eq(orderLines.orderId, locked.id),
          isNotNull(orderLines.acceptedAt),
        ),
      ),
  ]);
  const target = deriveOrderStatus({
    suborders: subs.map((s) => s.status as SuborderStatus),
    buildings: loads.length,
    buildingsComplete: loads.filter((l) => l.completedAt !== null).length,
    provisioningStarted: Number(tasksDone?.n ?? 0) > 0 || Number(accepted?.n ?? 0) > 0,
    submitted: from !== "draft",
    ended: ENDED.includes(from) ? (from as "declined" | "cancelled") : undefined,
  });
  const path = transitionPath(ORDER_TRANSITIONS, from, target);
  if (path === null) {
    opts.log?.warn(
      { orderId: locked.id, from, to: target },
      "order status not reachable by the transitions; left as it was",
    );
    return { order: locked, from, steps: [], unreachable: target };
  }
  if (path.length === 0) return { order: locked, from, steps: [] };
  let previous = from;
  for (const to of path) {
    await tx.insert(orderEvents).values({
      tenantId: locked.tenantId,
      id: uuidv7(),
      orderId: locked.id,
      actorUserId: opts.actorUserId ?? null,
      type: "status_changed",
      data: { from: previous, to },
    });
    previous = to;
  }
  const completed = target === "completed";
  const [row] = await tx
    .update(orders)
    .set({
      status: target,
      ...(completed ? { completedAt: opts.now } : {}),
      version: locked.version + 1,
      updatedAt: opts.now,
    })
    .where(where)
    .returning();
  const updated = row as OrderRow;
  if (completed) {
    if (opts.onOrderCompleted) await opts.onOrderCompleted(tx, updated);
    else await completeQuoteOfOrder(tx, updated, opts);
  }
  return { order: updated, from, steps: path };
}

/**
 * The user's or the first send's move of a draft order to submitted (the order is under way once anything
 * of it is ordered): the `status_changed` event, submittedAt and a version. Nothing for an order past draft.
 */
export async function submitDraftOrder(
  tx: Db,
  order: Pick<OrderRow, "tenantId" | "id">,
  opts: { now: Date; actorUserId: string | null },
): Promise<void> {
  const where = and(eq(orders.tenantId, order.tenantId), eq(orders.id, order.id), eq(orders.status, "draft"));
  const moved = await tx
    .update(orders)
    .set({
      status: "submitted",
      submittedAt: opts.now,
      version: sql`${orders.version} + 1`,
      updatedAt: opts.now,
    })
    .where(where)
    .returning({ id: orders.id });
  if (moved.length === 0) return;
  await tx.insert(orderEvents).values({
    tenantId: order.tenantId,
    id: uuidv7(),
    orderId: order.id,
    actorUserId: opts.actorUserId,
    type: "status_changed",
    data: { from: "draft", to: "submitted" },
  });
}
