import { type Db, orderEvents, orderLines, shipments, uuidv7 } from "@q2c/db";
import {
  lineProgress,
  lineStatusOf,
  type OrderLineStatus,
  type ShipmentFacts,
  SUBORDER_TRANSITIONS,
  type SuborderStatus,
  transitionPath,
} from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type OrderLineRow, type SuborderRow, suborderLines } from "./find-suborder.ts";

/** What a write inside a suborder's transaction knows of its moment and its cause. */
export interface WriteContext {
  now: Date;
  /** Null: a distributor read or webhook. */
  actorUserId: string | null;
  log?: Pick<FastifyBaseLogger, "warn"> | undefined;
}

/** An order event of the suborder's order. */
export async function appendOrderEvent(
  tx: Db,
  suborder: Pick<SuborderRow, "tenantId" | "orderId" | "id">,
  ctx: WriteContext,
  type: string,
  data: Record<string, unknown>,
): Promise<void> {
  await tx.insert(orderEvents).values({
    tenantId: suborder.tenantId,
    id: uuidv7(),
    orderId: suborder.orderId,
    suborderId: suborder.id,
    actorUserId: ctx.actorUserId,
    type,
    data,
  });
}

/**
 * The steps from the suborder's status to `target` along the allowed transitions, each recorded as an order
 * event `suborder_status_changed` {from, to}; the caller writes the status answered. A target the table
 * does not reach (a distributor saying cancelled after shipping) changes nothing and is logged.
 */
export async function walkSuborderStatus(
  tx: Db,
  suborder: SuborderRow,
  target: SuborderStatus,
  ctx: WriteContext,
): Promise<{ status: SuborderStatus; steps: SuborderStatus[] }> {
  const from = suborder.status as SuborderStatus;
  const path = transitionPath(SUBORDER_TRANSITIONS, from, target);
  if (path === null) {
    ctx.log?.warn(
      { suborderId: suborder.id, from, to: target },
      "suborder status not reachable by the transitions; left as it was",
    );
    return { status: from, steps: [] };
  }
  let previous = from;
  for (const to of path) {
    await appendOrderEvent(tx, suborder, ctx, "suborder_status_changed", { from: previous, to });
    previous = to;
  }
  return { status: previous, steps: path };
}

/** A line's status before shipping is counted: what it was ordered as (placed, backordered) or dead. */
const orderedStatusOf = (status: string): string =>
  status === "shipped" || status === "delivered" ? "placed" : status;

export interface LineBase {
  status: OrderLineStatus;
  rejectReason?: string | undefined;
}

/**
 * Brings the suborder's lines in line with every shipment recorded for it (domain lineProgress): units
 * shipped, shipped and delivered dates once covered, serial numbers (unless assigned on site), and the status
 * that follows, from `baseOf(line)` (what the distributor last said of the line) or the line's own ordered
 * status. Writes the lines that changed; answers all of them as they now stand.
 */
export async function syncSuborderLines(
  tx: Db,
  suborder: SuborderRow,
  baseOf?: (line: OrderLineRow) => LineBase | undefined,
): Promise<{ lines: OrderLineRow[]; changed: number }> {
  const [lines, packages] = await Promise.all([
    suborderLines(tx, suborder),
    tx
      .select()
      .from(shipments)
      .where(and(eq(shipments.tenantId, suborder.tenantId), eq(shipments.suborderId, suborder.id))),
  ]);
  const facts: ShipmentFacts[] = packages.map((p) => ({
    shippedAt: p.shippedAt,
    deliveredAt: p.deliveredAt,
    lines: p.lines.map((l) => ({ ...l, quantity: Number(l.quantity) })),
  }));
  let changed = 0;
  const now: OrderLineRow[] = [];
  for (const line of lines) {
    const base = baseOf?.(line);
    const progress = lineProgress({ id: line.id, quantity: Number(line.quantity) }, facts);
    const status = lineStatusOf(base?.status ?? orderedStatusOf(line.status), progress);
    const next: OrderLineRow = {
      ...line,
      status,
      rejectReason: status === "rejected" ? (base?.rejectReason ?? line.rejectReason) : "",
      shippedQuantity: String(progress.shippedQuantity),
      shippedAt: progress.shippedAt,
      deliveredAt: progress.deliveredAt,
      // The packages' serial numbers, unless someone on site assigned the line's (they saw the units).
      serialNumbers: line.serialsByHand ? line.serialNumbers : progress.serialNumbers,
    };
    const same =
      next.status === line.status &&
      next.rejectReason === line.rejectReason &&
      Number(next.shippedQuantity) === Number(line.shippedQuantity) &&
      next.shippedAt?.getTime() === line.shippedAt?.getTime() &&
      next.deliveredAt?.getTime() === line.deliveredAt?.getTime() &&
      JSON.stringify(next.serialNumbers) === JSON.stringify(line.serialNumbers);
    if (!same) {
      changed++;
      await tx
        .update(orderLines)
        .set({
          status: next.status,
          rejectReason: next.rejectReason,
          shippedQuantity: next.shippedQuantity,
          shippedAt: next.shippedAt,
          deliveredAt: next.deliveredAt,
          serialNumbers: next.serialNumbers,
        })
        .where(and(eq(orderLines.tenantId, line.tenantId), eq(orderLines.id, line.id)));
    }
    now.push(next);
  }
  return { lines: now, changed };
}
