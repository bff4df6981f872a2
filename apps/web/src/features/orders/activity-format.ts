import { ORDER_STATUS_LABELS, type OrderStatus, type SuborderStatus, type TOrderEvent } from "@q2c/domain";
import { SUBORDER_STATUS_LABELS } from "./texts.ts";

const str = (v: unknown): string => (typeof v === "string" ? v : "");
const num = (v: unknown): number => (typeof v === "number" ? v : 0);
const orderStatus = (v: unknown): string => ORDER_STATUS_LABELS[str(v) as OrderStatus] ?? str(v);
const suborderStatus = (v: unknown): string => SUBORDER_STATUS_LABELS[str(v) as SuborderStatus] ?? str(v);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const pkg = (d: Record<string, unknown>) =>
  [str(d.carrier), str(d.trackingNumber)].filter(Boolean).join(" ") || "A package";

/**
 * What an order event says in words, from its type and data (order_events, docs/orders.md): `where` names
 * the suborder it concerns ("Main site · Lab · Tailspin"), when it concerns one.
 */
export function describeEvent(event: Pick<TOrderEvent, "type" | "data">, where: string): string {
  const d = event.data;
  const on = where ? ` (${where})` : "";
  switch (event.type) {
    case "created":
      return `Order made from the accepted quote: ${plural(num(d.lines), "line", "lines")}, ${plural(num(d.suborders), "suborder", "suborders")}.`;
    case "status_changed":
      return `Order ${orderStatus(d.from).toLowerCase()} → ${orderStatus(d.to).toLowerCase()}.`;
    case "product_deleted":
      return `Product taken off the order: ${str(d.name)}${str(d.partNumber) ? ` (${str(d.partNumber)})` : ""}.`;
    case "suborder_sent": {
      const rejected = Array.isArray(d.rejected) ? d.rejected.length : 0;
      return `Sent to the distributor${on}: order ${str(d.distributorOrderNumber)}, ${plural(num(d.lines), "line", "lines")}${rejected > 0 ? `, ${plural(rejected, "line", "lines")} rejected` : ""}.`;
    }
    case "suborder_ordered_by_hand":
      return `Ordered by hand${on}${str(d.reference) ? `: reference ${str(d.reference)}` : ""}.`;
    case "suborder_status_changed":
      return `Suborder${on} ${suborderStatus(d.from).toLowerCase()} → ${suborderStatus(d.to).toLowerCase()}.`;
    case "partner_update":
      return `Partner update${on}${str(d.status) ? ` (${str(d.status)})` : ""}: ${str(d.note)}`;
    case "shipment_recorded":
      return `${pkg(d)} shipped${on}.`;
    case "shipment_updated":
      return `${pkg(d)} updated${on}.`;
    case "shipment_delivered":
      return `${pkg(d)} delivered${on}.`;
    default:
      return `${event.type.replace(/_/g, " ")}${on}.`;
  }
}
