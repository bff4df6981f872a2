import { type Db, projects } from "@q2c/db";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { OrderRow } from "../orders/order-view.ts";
import { recordProjectEvent } from "../project-core/change-project.ts";

/**
 * refreshOrderStatus's onOrderCompleted (issue #18 §4: "the order completes when every building does; the
 * quote then moves to Completed"), in the transaction in which the order became completed: the quote's row
 * is locked, moved from acceptance to completed (a won quote becomes a project, as a stage move to completed
 * does), its version bumped, and the feed records a `stage_changed` {from, to, by: "order", orderId,
 * orderNumber} as the stage moves do. A quote that is not in acceptance (completed already, or moved
 * since) is left as it is and logged.
 */
export async function completeQuoteOfOrder(
  tx: Db,
  order: Pick<OrderRow, "tenantId" | "id" | "projectId" | "orderNumber">,
  opts: {
    now: Date;
    actorUserId?: string | null | undefined;
    log?: Pick<FastifyBaseLogger, "warn"> | undefined;
  },
): Promise<boolean> {
  const where = and(eq(projects.tenantId, order.tenantId), eq(projects.id, order.projectId));
  const [quote] = await tx
    .select({ id: projects.id, stage: projects.stage })
    .from(projects)
    .where(where)
    .for("update");
  if (quote?.stage !== "acceptance") {
    opts.log?.warn(
      { orderId: order.id, projectId: order.projectId, stage: quote?.stage },
      "order completed; its quote is not in acceptance, so its stage is left as it is",
    );
    return false;
  }
  await tx
    .update(projects)
    .set({ stage: "completed", type: "project", version: sql`${projects.version} + 1`, updatedAt: opts.now })
    .where(where);
  await recordProjectEvent(
    tx,
    { tenantId: order.tenantId, id: order.projectId },
    opts.actorUserId ?? null,
    "stage_changed",
    {
      from: "acceptance",
      to: "completed",
      by: "order",
      orderId: order.id,
      orderNumber: order.orderNumber,
    },
  );
  return true;
}
