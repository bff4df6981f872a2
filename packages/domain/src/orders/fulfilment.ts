import type { SuborderStatus } from "./statuses.ts";

/**
 * Fulfilment of a suborder (issue #18 §2, §3; docs/orders.md "Sending and reading suborders"): how its lines
 * stand from the shipments recorded for it, the suborder status that follows, and when a distributor is
 * read again. Pure, so the read job, the webhook and the manual shipment route agree.
 */

/** A distributor's customerLineNumber runs from 1 to this (Ingram's rule, kept by every adapter). */
export const MAX_SUBORDER_LINE_NUMBER = 884;

const MINUTE_MS = 60_000;

/** When a sent suborder is read again from its distributor. */
export const SUBORDER_READ_TIMING = {
  /** After a read that worked, while the suborder is still open (not delivered, declined or cancelled). */
  openIntervalMs: 15 * MINUTE_MS,
  /** The longest wait after failures in a row (the wait doubles with each). */
  maxBackoffMs: 6 * 60 * MINUTE_MS,
  /** A read in progress holds the suborder this long, so two readers do not read it at once. */
  leaseMs: 5 * MINUTE_MS,
} as const;

/**
 * The wait before the next read: 15 minutes after a read that worked (`failures` 0), doubled for each failure
 * in a row (30 min, 1 h, 2 h, ...), at most 6 hours.
 */
export function nextReadDelayMs(failures: number): number {
  const t = SUBORDER_READ_TIMING;
  const doubled = t.openIntervalMs * 2 ** Math.min(Math.max(failures, 0), 20);
  return Math.min(doubled, t.maxBackoffMs);
}

/** Suborder statuses after which nothing is read from the distributor any more. */
export const CLOSED_SUBORDER_STATUSES = [
  "delivered",
  "declined",
  "cancelled",
] as const satisfies readonly SuborderStatus[];

export const isClosedSuborder = (status: string): boolean =>
  (CLOSED_SUBORDER_STATUSES as readonly string[]).includes(status);

/** Line statuses of an order line (order_lines.status). */
export const ORDER_LINE_STATUSES = [
  "pending",
  "placed",
  "backordered",
  "rejected",
  "shipped",
  "delivered",
  "cancelled",
] as const;
export type OrderLineStatus = (typeof ORDER_LINE_STATUSES)[number];

/** A line that is not coming: the distributor rejected it, or it was cancelled. */
export const isDeadLine = (status: string): boolean => status === "rejected" || status === "cancelled";

export interface ShipmentFacts {
  shippedAt: Date | null;
  deliveredAt: Date | null;
  lines: readonly { orderLineId: string; quantity: number; serialNumbers: readonly string[] }[];
}

export interface LineProgress {
  shippedQuantity: number;
  /** When the last unit needed to cover the line left; null while any unit has not (domain §4). */
  shippedAt: Date | null;
  /** When the last unit needed to cover the line arrived; null while any unit has not. */
  deliveredAt: Date | null;
  serialNumbers: string[];
}

const latest = (dates: readonly Date[]): Date | null =>
  dates.length === 0 ? null : new Date(Math.max(...dates.map((d) => d.getTime())));

/**
 * How a line stands from every shipment of its suborder: units shipped (those with a shipped date), the
 * shipped date once they cover the line's quantity, the delivered date once delivered units do, and the
 * serial numbers of every package, in order, each once.
 */
export function lineProgress(
  line: { id: string; quantity: number },
  shipments: readonly ShipmentFacts[],
): LineProgress {
  let shipped = 0;
  let delivered = 0;
  const shippedDates: Date[] = [];
  const deliveredDates: Date[] = [];
  const serials: string[] = [];
  for (const s of shipments) {
    for (const part of s.lines) {
      if (part.orderLineId !== line.id) continue;
      for (const n of part.serialNumbers) if (!serials.includes(n)) serials.push(n);
      // A package reported delivered has left, whether or not its shipped date was given.
      const left = s.shippedAt ?? s.deliveredAt;
      if (left) {
        shipped += part.quantity;
        shippedDates.push(left);
      }
      if (s.deliveredAt) {
        delivered += part.quantity;
        deliveredDates.push(s.deliveredAt);
      }
    }
  }
  const covered = (n: number) => line.quantity > 0 && n >= line.quantity;
  return {
    shippedQuantity: shipped,
    shippedAt: covered(shipped) ? latest(shippedDates) : null,
    deliveredAt: covered(delivered) ? latest(deliveredDates) : null,
    serialNumbers: serials,
  };
}

/**
 * A line's status once its progress is known: a dead line stays dead; delivered and shipped follow the
 * dates; otherwise what the distributor last said of it (placed, backordered) or pending.
 */
export function lineStatusOf(base: string, progress: LineProgress): OrderLineStatus {
  if (isDeadLine(base)) return base as OrderLineStatus;
  if (progress.deliveredAt) return "delivered";
  if (progress.shippedAt) return "shipped";
  return base === "backordered" || base === "placed" ? base : "pending";
}

/**
 * The suborder status its lines' shipping calls for, or null when nothing has shipped (the distributor's
 * answer, or the user, decides then): every live line delivered: delivered; every one shipped: shipped; any
 * unit shipped: partially shipped. Null too when no line is live.
 */
export function shippingStatusOf(
  lines: readonly {
    status: string;
    shippedQuantity: number;
    shippedAt: Date | null;
    deliveredAt: Date | null;
  }[],
): SuborderStatus | null {
  const live = lines.filter((l) => !isDeadLine(l.status));
  if (live.length === 0) return null;
  if (live.every((l) => l.deliveredAt)) return "delivered";
  if (live.every((l) => l.shippedAt)) return "shipped";
  if (live.some((l) => l.shippedQuantity > 0)) return "partially_shipped";
  return null;
}

/** A package's status: delivered once it has a delivered date, in transit once it left, else preparing. */
export function shipmentStatusOf(s: { shippedAt: Date | null; deliveredAt: Date | null }) {
  if (s.deliveredAt) return "delivered" as const;
  if (s.shippedAt) return "in_transit" as const;
  return "preparing" as const;
}
