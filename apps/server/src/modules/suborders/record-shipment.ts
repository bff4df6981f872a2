import { shipments, suborders, uuidv7 } from "@q2c/db";
import {
  AppError,
  isDeadLine,
  type SuborderStatus,
  shippingStatusOf,
  type TOrder,
  type TRecordShipmentRequest,
} from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { afterOrderChange } from "../order-customer/order-live.ts";
import { refreshOrderStatus } from "../orders/order-status.ts";
import { orderView } from "../orders/order-view.ts";
import { assertOrderOpen, findSuborder, lockOrderAndSuborder, suborderLines } from "./find-suborder.ts";
import {
  appendOrderEvent,
  syncSuborderLines,
  type WriteContext,
  walkSuborderStatus,
} from "./suborder-progress.ts";

const label = (s: string) => s.replace(/_/g, " ");

export const SHIPMENT_MESSAGES = {
  notOrdered: "Send the suborder or mark it ordered before recording a shipment.",
  ended: (status: string) => `A suborder that is ${label(status)} ships nothing more.`,
  distributorsPackage:
    "This tracking number is the distributor's package: reading the distributor keeps it current.",
  notALine: "Not a line of this suborder.",
  deadLine: (status: string) => `This line was ${status}: it does not ship.`,
  twice: "This line is listed twice.",
  tooMany: (left: number) =>
    left === 0
      ? "Nothing of this line is left to ship."
      : `At most ${left}: the rest of this line has shipped.`,
  serials: "At most one serial number per unit.",
  deliveredNeedsShipped: "A delivered package has a shipped date too.",
  deliveredBeforeShipped: "A package is delivered after it ships.",
} as const;

const dateOf = (v: string | undefined): Date | null => (v ? new Date(v) : null);

/**
 * PUT /orders/{id}/shipments (the spec's "order shipment"): one package of a suborder recorded by hand,
 * by tracking number (the same number again replaces it): carrier, tracking URL, lines with quantities and
 * serial numbers, shipment, shipped and delivered dates. A line not of the suborder, or more than is left of
 * a line (what its other packages do not carry), is 400 naming the line, and nothing is written. The lines'
 * shipping, the suborder's status (partially shipped, shipped, delivered along the transitions) and the
 * order's follow in the same transaction, with a `shipment_recorded` event. The suborder's version, else 409.
 */
export async function recordShipment(
  deps: Deps,
  principal: Principal,
  orderId: string,
  input: TRecordShipmentRequest,
  log?: FastifyBaseLogger,
): Promise<TOrder> {
  const found = await findSuborder(deps, principal, orderId, input.suborderId);
  const shippedAt = dateOf(input.shippedDate);
  const deliveredAt = dateOf(input.deliveredDate);
  if (deliveredAt && !shippedAt) {
    throw new AppError("bad_request", { fields: { deliveredDate: SHIPMENT_MESSAGES.deliveredNeedsShipped } });
  }
  if (deliveredAt && shippedAt && deliveredAt < shippedAt) {
    throw new AppError("bad_request", {
      fields: { deliveredDate: SHIPMENT_MESSAGES.deliveredBeforeShipped },
    });
  }
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
    if (suborder.status === "draft")
      throw new AppError("conflict", { message: SHIPMENT_MESSAGES.notOrdered });
    if (suborder.status === "declined" || suborder.status === "cancelled") {
      throw new AppError("conflict", { message: SHIPMENT_MESSAGES.ended(suborder.status) });
    }
    const trackingNumber = input.trackingNumber.trim();
    const [lines, packages] = await Promise.all([
      suborderLines(tx, suborder),
      tx
        .select()
        .from(shipments)
        .where(and(eq(shipments.tenantId, suborder.tenantId), eq(shipments.suborderId, suborder.id))),
    ]);
    const same = packages.find((p) => p.trackingNumber === trackingNumber);
    if (same && same.source !== "manual") {
      throw new AppError("conflict", { message: SHIPMENT_MESSAGES.distributorsPackage });
    }
    const fields: Record<string, string> = {};
    const seen = new Set<string>();
    input.lines.forEach((part, i) => {
      const line = lines.find((l) => l.id === part.orderLineId);
      const quantity = Number(part.quantity);
      if (!line) fields[`lines.${i}.orderLineId`] = SHIPMENT_MESSAGES.notALine;
      else if (isDeadLine(line.status))
        fields[`lines.${i}.orderLineId`] = SHIPMENT_MESSAGES.deadLine(line.status);
      else if (seen.has(line.id)) fields[`lines.${i}.orderLineId`] = SHIPMENT_MESSAGES.twice;
      else {
        const elsewhere = packages
          .filter((p) => p.id !== same?.id)
          .flatMap((p) => p.lines)
          .filter((p) => p.orderLineId === line.id)
          .reduce((sum, p) => sum + Number(p.quantity), 0);
        const left = Math.max(Number(line.quantity) - elsewhere, 0);
        if (quantity > left) fields[`lines.${i}.quantity`] = SHIPMENT_MESSAGES.tooMany(left);
        else if ((part.serialNumbers?.length ?? 0) > quantity) {
          fields[`lines.${i}.serialNumbers`] = SHIPMENT_MESSAGES.serials;
        }
      }
      if (line) seen.add(line.id);
    });
    if (Object.keys(fields).length > 0) throw new AppError("bad_request", { fields });

    const values = {
      carrier: input.carrier.trim(),
      trackingUrl: input.trackingUrl?.trim() ?? "",
      lines: input.lines.map((p) => ({
        orderLineId: p.orderLineId,
        quantity: String(Number(p.quantity)),
        serialNumbers: p.serialNumbers ?? [],
      })),
      shipmentDate: dateOf(input.shipmentDate),
      shippedAt,
      deliveredAt,
      status: deliveredAt ? "delivered" : shippedAt ? "in_transit" : "preparing",
      source: "manual",
      updatedAt: now,
    };
    const summary = {
      trackingNumber,
      carrier: values.carrier,
      lines: values.lines.map((p) => ({ orderLineId: p.orderLineId, quantity: p.quantity })),
    };
    if (same) {
      await tx
        .update(shipments)
        .set(values)
        .where(and(eq(shipments.tenantId, same.tenantId), eq(shipments.id, same.id)));
      await appendOrderEvent(tx, suborder, ctx, "shipment_updated", summary);
    } else {
      await tx.insert(shipments).values({
        tenantId: suborder.tenantId,
        id: uuidv7(),
        orderId: suborder.orderId,
        suborderId: suborder.id,
        trackingNumber,
        ...values,
      });
      await appendOrderEvent(tx, suborder, ctx, "shipment_recorded", summary);
    }
    if (deliveredAt && !same?.deliveredAt)
      await appendOrderEvent(tx, suborder, ctx, "shipment_delivered", summary);
    const synced = await syncSuborderLines(tx, suborder);
    const shipping = shippingStatusOf(
      synced.lines.map((l) => ({ ...l, shippedQuantity: Number(l.shippedQuantity) })),
    );
    const walked = shipping
      ? await walkSuborderStatus(tx, suborder, shipping, ctx)
      : { status: suborder.status as SuborderStatus };
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
