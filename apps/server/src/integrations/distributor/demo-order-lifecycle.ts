import type { DemoDistributorOrderLine } from "@q2c/db";
import { DEFAULT_CURRENCY } from "@q2c/domain";
import { stableHash } from "./demo-catalogue.ts";
import { money } from "./demo-catalogue-rows.ts";
import type {
  DistributorLineStatus,
  DistributorOrder,
  DistributorOrderStatus,
  DistributorShipment,
} from "./distributor-orders.ts";
import { byLineNumber } from "./distributor-orders.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The demo distributor's timing, counted from the moment an order is placed (docs/orders.md, "Distributor
 * adapters"). Accepted at once; the first half of the placed lines ships after a day, the rest after two;
 * each shipment is delivered a day after it ships; the order is invoiced after four days.
 */
export const DEMO_ORDER_TIMING = {
  /** The first shipment leaves: the first half of the placed lines (by line number, at least one). */
  firstShipmentMs: 1 * DAY_MS,
  /** The second shipment leaves: every other placed line. */
  secondShipmentMs: 2 * DAY_MS,
  /** From a shipment leaving to its delivery. */
  deliveryMs: 1 * DAY_MS,
  /** The order is invoiced (and so finished at the distributor). */
  invoicedMs: 4 * DAY_MS,
  /** A shipment is made up at the warehouse this long before the carrier collects it. */
  packingMs: 4 * HOUR_MS,
} as const;

/** The demo's carriers, with tracking numbers in their own formats. */
const CARRIERS = ["UPS", "FedEx"] as const;
const ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** `length` characters of `alphabet`, stable for `seed`. */
function stableCode(seed: string, length: number, alphabet: string): string {
  let code = "";
  for (let i = 0; code.length < length; i++) {
    let n = stableHash(`${seed}:${i}`);
    for (let j = 0; j < 6 && code.length < length; j++) {
      code += alphabet[n % alphabet.length];
      n = Math.floor(n / alphabet.length);
    }
  }
  return code;
}

function carrierOf(orderNumber: string, shipment: number) {
  const carrier = CARRIERS[stableHash(`carrier:${orderNumber}:${shipment}`) % CARRIERS.length]!;
  const seed = `tracking:${orderNumber}:${shipment}`;
  // UPS: 1Z, a six-character shipper number, a two-digit service code, eight digits. FedEx: twelve digits.
  const trackingNumber =
    carrier === "UPS"
      ? `1Z${stableCode(`${seed}:shipper`, 6, ALPHANUMERIC)}03${stableCode(seed, 8, "0123456789")}`
      : stableCode(seed, 12, "0123456789");
  return { carrier, trackingNumber };
}

/** One serial number per unit, stable for the order, line and unit; prefixed like the part number. */
export function demoSerialNumbers(orderNumber: string, line: DemoDistributorOrderLine): string[] {
  if (!line.serialised) return [];
  const prefix = line.partNumber
    .replace(/[^0-9A-Za-z]/g, "")
    .toUpperCase()
    .slice(0, 3)
    .padEnd(3, "X");
  return Array.from(
    { length: line.quantity },
    (_, unit) =>
      `${prefix}${stableCode(`serial:${orderNumber}:${line.customerLineNumber}:${unit}`, 9, ALPHANUMERIC)}`,
  );
}

export interface DemoOrderState {
  orderNumber: string;
  customerOrderNumber: string;
  placedAt: Date;
  cancelledAt: Date | null;
  lines: DemoDistributorOrderLine[];
}

/** When each placed line leaves: index 0 (first shipment) or 1 (second), by line number. */
export function shipmentPlan(lines: DemoDistributorOrderLine[]): Map<string, 0 | 1> {
  const placed = lines.filter((l) => l.status === "placed").sort(byLineNumber);
  const first = Math.max(1, Math.floor(placed.length / 2));
  return new Map(placed.map((l, i) => [l.customerLineNumber, i < first ? 0 : 1]));
}

/** Whether anything of the order has left the warehouse at `now`: until then it can be cancelled. */
export function hasShipped(order: DemoOrderState, now: Date): boolean {
  return now.getTime() - order.placedAt.getTime() >= DEMO_ORDER_TIMING.firstShipmentMs;
}

/** "12.5" → 1250: prices stay decimal strings, arithmetic on whole cents. */
function centsOf(price: string | null): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(price ?? "");
  return match ? Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")) : 0;
}

const at = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** The order as the demo distributor reports it at `now`: everything follows from placedAt and the clock. */
export function demoOrderAt(order: DemoOrderState, now: Date): DistributorOrder {
  const t = DEMO_ORDER_TIMING;
  const plan = shipmentPlan(order.lines);
  const cancelled = order.cancelledAt !== null && order.cancelledAt <= now;
  const invoiced = !cancelled && now >= at(order.placedAt, t.invoicedMs);
  let totalCents = 0;
  const lines = [...order.lines].sort(byLineNumber).map((line) => {
    const base = {
      customerLineNumber: line.customerLineNumber,
      partNumber: line.partNumber,
      quantity: line.quantity,
    };
    if (line.status === "rejected") {
      return { ...base, status: "rejected" as const, rejectReason: line.rejectReason, shipments: [] };
    }
    totalCents += centsOf(line.unitPrice) * line.quantity;
    const index = plan.get(line.customerLineNumber) ?? 0;
    const shippedAt = at(order.placedAt, index === 0 ? t.firstShipmentMs : t.secondShipmentMs);
    const deliveredAt = at(shippedAt, t.deliveryMs);
    const shipments: DistributorShipment[] = [];
    if (!cancelled && now >= shippedAt) {
      shipments.push({
        ...carrierOf(order.orderNumber, index),
        serialNumbers: demoSerialNumbers(order.orderNumber, line),
        shipmentDate: at(shippedAt, -t.packingMs).toISOString(),
        shippedDate: shippedAt.toISOString(),
        ...(now >= deliveredAt ? { deliveredDate: deliveredAt.toISOString() } : {}),
        quantity: line.quantity,
      });
    }
    const status: DistributorLineStatus = cancelled
      ? "cancelled"
      : invoiced
        ? "invoiced"
        : now >= deliveredAt
          ? "delivered"
          : now >= shippedAt
            ? "shipped"
            : "accepted";
    return { ...base, status, shipments };
  });
  return {
    distributorOrderNumber: order.orderNumber,
    customerOrderNumber: order.customerOrderNumber,
    status: cancelled ? "cancelled" : invoiced ? "invoiced" : orderStatusOf(lines.map((l) => l.status)),
    total: money(totalCents),
    currency: DEFAULT_CURRENCY,
    lines,
  };
}

function orderStatusOf(statuses: DistributorLineStatus[]): DistributorOrderStatus {
  const placed = statuses.filter((s) => s !== "rejected");
  if (placed.every((s) => s === "delivered")) return "delivered";
  if (placed.every((s) => s === "delivered" || s === "shipped")) return "shipped";
  if (placed.some((s) => s === "delivered" || s === "shipped")) return "partially_shipped";
  return "accepted";
}
