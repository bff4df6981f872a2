import { type Db, shipments, suborders, uuidv7 } from "@q2c/db";
import {
  isClosedSuborder,
  isDeadLine,
  nextReadDelayMs,
  type OrderLineStatus,
  type SuborderStatus,
  shippingStatusOf,
} from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type {
  DistributorOrder,
  DistributorOrderLine,
} from "../../integrations/distributor/distributor-orders.ts";
import { refreshOrderStatus } from "../orders/order-status.ts";
import { lockOrderAndSuborder, type OrderLineRow, type SuborderRow, suborderLines } from "./find-suborder.ts";
import {
  appendOrderEvent,
  type LineBase,
  syncSuborderLines,
  type WriteContext,
  walkSuborderStatus,
} from "./suborder-progress.ts";

type ShipmentLine = { orderLineId: string; quantity: string; serialNumbers: string[] };

/** One package as the distributor reports it, gathered from its lines under one tracking number. */
interface ReportedShipment {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
  shipmentDate: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  /** Whether every part of it reported a delivered date (a package is delivered whole). */
  allDelivered: boolean;
  lines: ShipmentLine[];
}

const dateOf = (v: string | undefined): Date | null => {
  const t = v ? Date.parse(v) : Number.NaN;
  return Number.isNaN(t) ? null : new Date(t);
};
const later = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a > b ? a : b);
const earlier = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a < b ? a : b);

/** The distributor's line that is ours: by customerLineNumber, else by part number among those unmatched. */
function matchLines(lines: readonly OrderLineRow[], reported: readonly DistributorOrderLine[]) {
  const matched = new Map<string, DistributorOrderLine>();
  const rest: DistributorOrderLine[] = [];
  for (const r of reported) {
    const ours = lines.find(
      (l) =>
        r.customerLineNumber !== undefined && String(l.lineNumber) === String(Number(r.customerLineNumber)),
    );
    if (ours && !matched.has(ours.id)) matched.set(ours.id, r);
    else rest.push(r);
  }
  for (const r of rest) {
    const ours = lines.find(
      (l) => !matched.has(l.id) && l.distributorPartNumber.toUpperCase() === r.partNumber.toUpperCase(),
    );
    if (ours) matched.set(ours.id, r);
  }
  return matched;
}

/**
 * Packages by tracking number (one with none reported is kept under an empty one): carrier, dates, and each
 * of our lines' quantity and serial numbers in it.
 */
function reportedShipments(matched: Map<string, DistributorOrderLine>): Map<string, ReportedShipment> {
  const out = new Map<string, ReportedShipment>();
  for (const [orderLineId, line] of matched) {
    for (const s of line.shipments) {
      const key = s.trackingNumber?.trim() ?? "";
      const rec = out.get(key) ?? {
        carrier: "",
        trackingNumber: key,
        trackingUrl: "",
        shipmentDate: null,
        shippedAt: null,
        deliveredAt: null,
        allDelivered: true,
        lines: [],
      };
      rec.carrier ||= s.carrier?.trim() ?? "";
      rec.trackingUrl ||= s.trackingUrl ?? "";
      rec.shipmentDate = earlier(rec.shipmentDate, dateOf(s.shipmentDate));
      rec.shippedAt = later(rec.shippedAt, dateOf(s.shippedDate));
      const delivered = dateOf(s.deliveredDate);
      rec.deliveredAt = later(rec.deliveredAt, delivered);
      rec.allDelivered &&= delivered !== null;
      const part = rec.lines.find((p) => p.orderLineId === orderLineId);
      if (part) {
        part.quantity = String(Number(part.quantity) + s.quantity);
        for (const n of s.serialNumbers) if (!part.serialNumbers.includes(n)) part.serialNumbers.push(n);
      } else {
        rec.lines.push({ orderLineId, quantity: String(s.quantity), serialNumbers: [...s.serialNumbers] });
      }
      out.set(key, rec);
    }
  }
  return out;
}

/** What the distributor says of a line before shipping is counted. */
function lineBaseOf(line: DistributorOrderLine | undefined): LineBase | undefined {
  if (!line) return undefined;
  const status: OrderLineStatus =
    line.status === "rejected"
      ? "rejected"
      : line.status === "cancelled"
        ? "cancelled"
        : line.status === "backordered" || (line.quantityBackordered ?? 0) > 0
          ? "backordered"
          : "placed";
  return { status, rejectReason: line.rejectReason };
}

const sameDate = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** Parts compared by value (jsonb hands keys back in its own order). */
const partsKey = (parts: readonly ShipmentLine[]) =>
  JSON.stringify(parts.map((p) => [p.orderLineId, Number(p.quantity), p.serialNumbers]));

/**
 * Applies what the distributor said of a suborder, in one transaction (issue #18 §2, §3): its packages
 * upserted by tracking number (an order event `shipment_recorded` for each new one, `shipment_delivered`
 * when one arrives), its lines' shipped quantities, dates, serial numbers and statuses, the suborder's status
 * along the allowed transitions (an event per step), the next read (15 minutes on while open, none once
 * closed), then the order's status. Answers whether anything of the suborder changed.
 */
export async function applyDistributorOrder(
  tx: Db,
  tenantId: string,
  suborderRef: Pick<SuborderRow, "orderId" | "id">,
  reported: DistributorOrder,
  ctx: WriteContext,
): Promise<{ changed: boolean; status: SuborderStatus }> {
  const { order, suborder } = await lockOrderAndSuborder(tx, tenantId, suborderRef.orderId, suborderRef.id);
  const matched = matchLines(await suborderLines(tx, suborder), reported.lines);
  const existing = await tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.tenantId, tenantId), eq(shipments.suborderId, suborder.id)));
  let changed = false;
  for (const rec of reportedShipments(matched).values()) {
    const deliveredAt = rec.allDelivered ? rec.deliveredAt : null;
    const row = existing.find((e) => e.trackingNumber === rec.trackingNumber);
    const values = {
      carrier: rec.carrier,
      trackingUrl: rec.trackingUrl,
      lines: rec.lines,
      shipmentDate: rec.shipmentDate,
      shippedAt: rec.shippedAt,
      deliveredAt,
      status: deliveredAt ? "delivered" : "in_transit",
      source: "distributor",
    };
    const summary = {
      trackingNumber: rec.trackingNumber,
      carrier: rec.carrier,
      lines: rec.lines.map((p) => ({ orderLineId: p.orderLineId, quantity: p.quantity })),
    };
    if (!row) {
      await tx.insert(shipments).values({
        tenantId,
        id: uuidv7(),
        orderId: suborder.orderId,
        suborderId: suborder.id,
        trackingNumber: rec.trackingNumber,
        ...values,
        updatedAt: ctx.now,
      });
      await appendOrderEvent(tx, suborder, ctx, "shipment_recorded", summary);
      if (deliveredAt) await appendOrderEvent(tx, suborder, ctx, "shipment_delivered", summary);
      changed = true;
      continue;
    }
    const same =
      row.carrier === values.carrier &&
      row.trackingUrl === values.trackingUrl &&
      partsKey(row.lines) === partsKey(values.lines) &&
      sameDate(row.shipmentDate, values.shipmentDate) &&
      sameDate(row.shippedAt, values.shippedAt) &&
      sameDate(row.deliveredAt, values.deliveredAt) &&
      row.source === values.source;
    if (same) continue;
    await tx
      .update(shipments)
      .set({ ...values, updatedAt: ctx.now })
      .where(and(eq(shipments.tenantId, tenantId), eq(shipments.id, row.id)));
    if (deliveredAt && !row.deliveredAt)
      await appendOrderEvent(tx, suborder, ctx, "shipment_delivered", summary);
    changed = true;
  }

  const synced = await syncSuborderLines(tx, suborder, (line) => lineBaseOf(matched.get(line.id)));
  changed ||= synced.changed > 0;
  const lines = synced.lines.map((l) => ({ ...l, shippedQuantity: Number(l.shippedQuantity) }));
  const current = suborder.status as SuborderStatus;
  let target = shippingStatusOf(lines) ?? current;
  if (!shippingStatusOf(lines)) {
    if (reported.status === "cancelled") target = "cancelled";
    else if (lines.length > 0 && lines.every((l) => isDeadLine(l.status))) target = "declined";
    else if (current === "submitted") target = "accepted";
  }
  const walked = await walkSuborderStatus(tx, suborder, target, ctx);
  changed ||= walked.steps.length > 0;
  await tx
    .update(suborders)
    .set({
      status: walked.status,
      lastReadAt: ctx.now,
      nextReadAt: isClosedSuborder(walked.status) ? null : new Date(ctx.now.getTime() + nextReadDelayMs(0)),
      readFailures: 0,
      lastError: "",
      ...(changed ? { version: suborder.version + 1, updatedAt: ctx.now } : {}),
    })
    .where(and(eq(suborders.tenantId, tenantId), eq(suborders.id, suborder.id)));
  await refreshOrderStatus(tx, order, ctx);
  return { changed, status: walked.status };
}
