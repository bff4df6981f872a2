import { type Db, orderEvents, provisioningLoads, uuidv7 } from "@q2c/db";
import { FINAL_ORDER_STATUSES } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { OrderRow } from "../orders/order-view.ts";
import { readLoadFacts } from "./load-facts.ts";

/**
 * Marks an order's buildings complete, or open again, as their facts now say (issue #18 §4: every task
 * complete and every bought line delivered, and accepted where its bundle product asks), inside the
 * caller's transaction, with the order already locked: refreshOrderStatus runs it first, so a task
 * completed, equipment accepted or a last package delivered completes its building in the same transaction,
 * and the order's status follows. Each change is an order event, `building_completed` or `building_reopened`
 * {loadId, buildingId, buildingName, siteName}, and bumps the load's version. An order in an end state is
 * left as it is.
 */
export async function settleBuildings(
  tx: Db,
  order: Pick<OrderRow, "tenantId" | "id" | "status">,
  opts: { now: Date; actorUserId?: string | null | undefined },
): Promise<void> {
  if ((FINAL_ORDER_STATUSES as readonly string[]).includes(order.status)) return;
  const facts = await readLoadFacts(tx, order.tenantId, order.id);
  for (const { load, progress } of facts) {
    const isComplete = load.completedAt !== null;
    if (progress.complete === isComplete) continue;
    await tx
      .update(provisioningLoads)
      .set({
        completedAt: progress.complete ? opts.now : null,
        version: load.version + 1,
        updatedAt: opts.now,
      })
      .where(and(eq(provisioningLoads.tenantId, load.tenantId), eq(provisioningLoads.id, load.id)));
    await tx.insert(orderEvents).values({
      tenantId: order.tenantId,
      id: uuidv7(),
      orderId: order.id,
      actorUserId: opts.actorUserId ?? null,
      type: progress.complete ? "building_completed" : "building_reopened",
      data: {
        loadId: load.id,
        buildingId: load.buildingId,
        buildingName: load.buildingName,
        siteName: load.siteName,
      },
    });
  }
}
