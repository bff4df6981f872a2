import { type Db, orderEvents, orders, provisioningLoads, uuidv7 } from "@q2c/db";
import { AppError, FINAL_ORDER_STATUSES, PROVISIONING_MESSAGES, type TProvisioningLoad } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { refreshOrderStatus } from "../orders/order-status.ts";
import type { OrderRow } from "../orders/order-view.ts";
import { findOrder } from "../orders/read-orders.ts";
import { type LoadFacts, readLoadFacts } from "./load-facts.ts";
import { loadView } from "./provisioning-view.ts";

export interface LoadWrite {
  tx: Db;
  order: OrderRow;
  facts: LoadFacts;
  now: Date;
  /** The change as an order event (the activity tab), written with the load's new version. */
  record: (type: string, data: Record<string, unknown>) => Promise<void>;
}

/** 409 with the current version when the caller's is stale. */
export function assertVersion(current: number, given: number): void {
  if (current !== given) throw new AppError("conflict", { details: { version: current } });
}

/**
 * Every provisioning write: the order the caller sees (else 404), then in one transaction the order and the
 * load locked in that order (as every order write locks, so none deadlocks another), an order in an end
 * state refused (409), the change, the load's version bumped, and refreshOrderStatus: the building completes
 * when its work is done (settleBuildings), the order walks to provisioning or completed, and a completed
 * order moves its quote to Completed, all in this transaction. Answers the load as it now stands. A
 * refusal anywhere writes nothing.
 */
export async function writeLoad(
  deps: Deps,
  principal: Principal,
  ids: { orderId: string; loadId: string },
  change: (w: LoadWrite) => Promise<boolean>,
  log?: FastifyBaseLogger,
): Promise<TProvisioningLoad> {
  const found = await findOrder(deps, principal, ids.orderId);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, found.tenantId), eq(orders.id, found.id)))
      .for("update");
    const [load] = await tx
      .select({ id: provisioningLoads.id })
      .from(provisioningLoads)
      .where(
        and(
          eq(provisioningLoads.tenantId, found.tenantId),
          eq(provisioningLoads.orderId, found.id),
          eq(provisioningLoads.id, ids.loadId),
        ),
      )
      .for("update");
    if (!order || !load) throw new AppError("not_found");
    const [facts] = await readLoadFacts(tx, order.tenantId, order.id, load.id);
    if (!facts) throw new AppError("not_found");
    if ((FINAL_ORDER_STATUSES as readonly string[]).includes(order.status)) {
      throw new AppError("conflict", { message: PROVISIONING_MESSAGES.orderEnded(order.status) });
    }
    const record = async (type: string, data: Record<string, unknown>) => {
      await tx.insert(orderEvents).values({
        tenantId: order.tenantId,
        id: uuidv7(),
        orderId: order.id,
        actorUserId: principal.userId,
        type,
        data: { loadId: load.id, buildingId: facts.load.buildingId, ...data },
      });
    };
    const changed = await change({ tx, order, facts, now, record });
    if (!changed) return loadView(tx, order, load.id);
    await tx
      .update(provisioningLoads)
      .set({ version: facts.load.version + 1, updatedAt: now })
      .where(and(eq(provisioningLoads.tenantId, order.tenantId), eq(provisioningLoads.id, load.id)));
    const refreshed = await refreshOrderStatus(tx, order, { now, actorUserId: principal.userId, log });
    return loadView(tx, refreshed.order, load.id);
  });
}
