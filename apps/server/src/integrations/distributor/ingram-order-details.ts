import { AppError } from "@q2c/domain";
import { z } from "zod";
import type {
  DistributorLineStatus,
  DistributorOrder,
  DistributorOrderLine,
  DistributorOrderStatus,
  DistributorShipment,
} from "./distributor-orders.ts";

/**
 * Ingram's order answers spell keys differently between versions and samples (`customerLineNumber` and
 * `customerLinenumber`, `eventTimeStamp` and `evenTtimeStamp`): every key is lower-cased before reading,
 * so the schemas below name keys in lower case only.
 */
export function lowerKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(lowerKeys);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.toLowerCase(), lowerKeys(v)]));
}

/** Reads an Ingram answer; one we cannot read is the distributor failing, not the caller. */
export function parseIngram<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(lowerKeys(body));
  if (!parsed.success) throw new AppError("distributor_unavailable");
  return parsed.data;
}

export const zText = z.union([z.string(), z.number()]).nullish();
const zNumber = z.union([z.number(), z.string()]).nullish();
/** Some samples send one object where the models say a list. */
const listOf = <T extends z.ZodType>(item: T) =>
  z
    .union([z.array(item), item])
    .nullish()
    .transform((v) => (v == null ? [] : Array.isArray(v) ? v : [v]));

export const text = (v: string | number | null | undefined): string | undefined =>
  v === null || v === undefined || String(v).trim() === "" ? undefined : String(v).trim();

export function count(v: number | string | null | undefined): number | undefined {
  const n = Number(v);
  return v === null || v === undefined || v === "" || !Number.isFinite(n)
    ? undefined
    : Math.max(0, Math.trunc(n));
}

export function toMoney(amount: number | string | null | undefined): string | null {
  if (amount === null || amount === undefined || amount === "") return null;
  const n = Number(amount);
  return Number.isFinite(n) ? n.toFixed(2) : null;
}

const STATUS_WORDS: Record<string, DistributorOrderStatus> = {
  accepted: "accepted",
  created: "accepted",
  new: "accepted",
  received: "accepted",
  processing: "processing",
  inprogress: "processing",
  open: "processing",
  released: "processing",
  backordered: "backordered",
  backorder: "backordered",
  onhold: "on_hold",
  hold: "on_hold",
  customerhold: "on_hold",
  credithold: "on_hold",
  partiallyshipped: "partially_shipped",
  shipped: "shipped",
  partiallydelivered: "shipped",
  delivered: "delivered",
  invoiced: "invoiced",
  closed: "invoiced",
  canceled: "cancelled",
  cancelled: "cancelled",
  voided: "cancelled",
};

/**
 * Ingram's status words (details v6.1: Shipped, Canceled, Backordered, Processing, On Hold, Delivered;
 * lines also In Progress; search: OPEN, CLOSED, CANCELLED; webhooks: invoiced, voided) in ours. A word we
 * do not know reads as processing: the order exists and is not finished.
 */
export function ingramStatus(word: string | number | null | undefined): DistributorOrderStatus | undefined {
  const key = text(word)
    ?.toLowerCase()
    .replace(/[^a-z]/g, "");
  if (!key) return undefined;
  return STATUS_WORDS[key] ?? "processing";
}

const ZSerial = z.union([z.looseObject({ serialnumber: zText }), z.string()]);
const ZTracking = z.looseObject({
  trackingnumber: zText,
  trackingurl: zText,
  quantityinbox: zNumber,
  serialnumbers: listOf(ZSerial),
});
const ZCarrier = z.looseObject({
  carriername: zText,
  carriercode: zText,
  quantity: zNumber,
  shippeddate: zText,
  carrierpickupdate: zText,
  delivereddate: zText,
  trackingdetails: listOf(ZTracking),
});
const ZShipmentDetail = z.looseObject({
  quantity: zNumber,
  estimatedshipdate: zText,
  shippeddate: zText,
  carrierdetails: listOf(ZCarrier),
});
const ZLine = z.looseObject({
  customerlinenumber: zText,
  ingrampartnumber: zText,
  linestatus: zText,
  quantityordered: zNumber,
  quantityconfirmed: zNumber,
  quantitybackordered: zNumber,
  shipmentdetails: listOf(ZShipmentDetail),
});
export const ZOrderDetails = z.looseObject({
  ingramordernumber: zText,
  customerordernumber: zText,
  orderstatus: zText,
  ordertotal: zNumber,
  currencycode: zText,
  lines: listOf(ZLine),
});
type IngramLine = z.infer<typeof ZLine>;

const serialsOf = (list: z.infer<typeof ZSerial>[]) =>
  list.flatMap((s) => {
    const value = typeof s === "string" ? s : text(s.serialnumber);
    return value ? [value.trim()] : [];
  });

/**
 * A line's packages. Ingram nests shipment → carrier → tracking; each tracking entry is one package (one
 * shipment here). A shipment entry with only an estimated date is a plan, not a shipment, and is left out.
 */
function shipmentsOf(line: IngramLine): DistributorShipment[] {
  const shipments: DistributorShipment[] = [];
  for (const detail of line.shipmentdetails) {
    const shipmentDate = text(detail.estimatedshipdate) ?? text(detail.shippeddate);
    if (detail.carrierdetails.length === 0 && text(detail.shippeddate)) {
      shipments.push({
        carrier: null,
        trackingNumber: null,
        serialNumbers: [],
        shipmentDate,
        shippedDate: text(detail.shippeddate),
        quantity: count(detail.quantity) ?? 0,
      });
    }
    for (const carrier of detail.carrierdetails) {
      const common = {
        carrier: text(carrier.carriername) ?? text(carrier.carriercode) ?? null,
        shipmentDate,
        shippedDate: text(carrier.shippeddate) ?? text(carrier.carrierpickupdate) ?? text(detail.shippeddate),
        deliveredDate: text(carrier.delivereddate),
      };
      const carried = count(carrier.quantity) ?? count(detail.quantity) ?? 0;
      const trackings = carrier.trackingdetails.length > 0 ? carrier.trackingdetails : [undefined];
      trackings.forEach((tracking, i) => {
        // Without a per-box quantity, the carrier's quantity goes with its first package.
        const inBox = count(tracking?.quantityinbox) ?? (i === 0 ? carried : 0);
        const url = text(tracking?.trackingurl);
        shipments.push({
          ...common,
          trackingNumber: text(tracking?.trackingnumber) ?? null,
          ...(url ? { trackingUrl: url } : {}),
          serialNumbers: serialsOf(tracking?.serialnumbers ?? []),
          quantity: inBox,
        });
      });
    }
  }
  return shipments;
}

function lineStatusOf(
  line: IngramLine,
  shipments: DistributorShipment[],
  quantity: number,
): DistributorLineStatus {
  const stated = ingramStatus(line.linestatus);
  if (stated === "cancelled" || stated === "on_hold" || stated === "invoiced") return stated;
  const shipped = shipments.filter((s) => s.shippedDate).reduce((n, s) => n + s.quantity, 0);
  const delivered = shipments.filter((s) => s.deliveredDate).reduce((n, s) => n + s.quantity, 0);
  if (quantity > 0 && delivered >= quantity) return "delivered";
  if (quantity > 0 && shipped >= quantity) return stated === "delivered" ? "delivered" : "shipped";
  if (shipped > 0) return "partially_shipped";
  return stated ?? (count(line.quantitybackordered) ? "backordered" : "processing");
}

const SHIPPED: ReadonlySet<DistributorLineStatus> = new Set(["shipped", "delivered", "invoiced"]);

/**
 * The order's status: what Ingram says of the header, except that while it is neither on hold, invoiced
 * nor cancelled the lines tell how far shipping has got (their header says Processing for an order half
 * shipped).
 */
function orderStatusOf(header: DistributorOrderStatus | undefined, lines: DistributorOrderLine[]) {
  if (header === "on_hold" || header === "invoiced" || header === "cancelled") return header;
  const active = lines.filter((l) => l.status !== "cancelled" && l.status !== "rejected");
  if (active.length === 0) return header ?? "cancelled";
  if (active.every((l) => l.status === "delivered")) return "delivered";
  if (active.every((l) => SHIPPED.has(l.status))) return "shipped";
  if (active.some((l) => SHIPPED.has(l.status) || l.status === "partially_shipped"))
    return "partially_shipped";
  if (header === undefined || header === "shipped" || header === "delivered") {
    return active.some((l) => l.status === "backordered") ? "backordered" : "processing";
  }
  return header;
}

/** GET /resellers/v6.1/orders/{n} in our shape. */
export function mapOrderDetails(distributorOrderNumber: string, body: unknown): DistributorOrder {
  const details = parseIngram(ZOrderDetails, body);
  const lines = details.lines.map((line): DistributorOrderLine => {
    const shipments = shipmentsOf(line);
    const quantity =
      count(line.quantityordered) ??
      count(line.quantityconfirmed) ??
      shipments.reduce((n, s) => n + s.quantity, 0);
    const customerLineNumber = text(line.customerlinenumber);
    const status = lineStatusOf(line, shipments, quantity);
    const backordered = count(line.quantitybackordered) ?? 0;
    return {
      ...(customerLineNumber ? { customerLineNumber } : {}),
      partNumber: text(line.ingrampartnumber) ?? "",
      status,
      quantity,
      ...(backordered > 0 && !SHIPPED.has(status) ? { quantityBackordered: backordered } : {}),
      shipments,
    };
  });
  const customerOrderNumber = text(details.customerordernumber);
  const currency = text(details.currencycode);
  return {
    distributorOrderNumber: text(details.ingramordernumber) ?? distributorOrderNumber,
    ...(customerOrderNumber ? { customerOrderNumber } : {}),
    status: orderStatusOf(ingramStatus(details.orderstatus), lines),
    total: toMoney(details.ordertotal),
    ...(currency ? { currency } : {}),
    lines,
  };
}
