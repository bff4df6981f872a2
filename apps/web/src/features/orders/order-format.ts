import type { OrderStatus, TOrder, TOrderLine, TSuborder } from "@q2c/domain";
import { canMoveOrder } from "@q2c/domain";

const enc = encodeURIComponent;

export type ShipTo = TSuborder["shipTo"];

/** The order's page; `tab` is the view's tab (overview when left out). */
export const orderPath = (id: string, tab?: OrderTab): string =>
  `/orders/${enc(id)}/view${tab && tab !== "overview" ? `?tab=${tab}` : ""}`;

/** The tabs of the order's page whose data the API answers today. */
export const ORDER_TABS = [
  "overview",
  "sites",
  "suborders",
  "shipments",
  "provisioning",
  "documents",
  "activity",
] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const tabOf = (value: string | null): OrderTab =>
  (ORDER_TABS as readonly string[]).includes(value ?? "") ? (value as OrderTab) : "overview";

/** The moves a user may ask for from `status` (the transition table's, never staying put). */
export function userMoves(status: OrderStatus): { submit: boolean; cancel: boolean; decline: boolean } {
  const may = (to: OrderStatus) => to !== status && canMoveOrder(status, to);
  return { submit: may("submitted"), cancel: may("cancelled"), decline: may("declined") };
}

/** "Main St 1, Suite 2, Springfield, IL 62701, US": the address lines that are filled in. */
export function addressLines(shipTo: ShipTo): string[] {
  const cityLine = [shipTo.city, [shipTo.state, shipTo.postalCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return [shipTo.companyName, shipTo.contact, shipTo.address1, shipTo.address2, cityLine, shipTo.countryCode]
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

export interface OrderBuilding {
  buildingId: string;
  siteName: string;
  buildingName: string;
  suborders: TSuborder[];
  /** Lines nothing is bought for (services, subscriptions) delivered to this building. */
  otherLines: TOrderLine[];
  shippingIncomplete: boolean;
}

/**
 * The order per building, in the order its suborders came (then buildings with services only): each with
 * its suborders and the lines that have none. A building with no suborder has no name in the answer.
 */
export function ordersByBuilding(order: Pick<TOrder, "suborders" | "lines">): OrderBuilding[] {
  const byId = new Map<string, OrderBuilding>();
  const at = (buildingId: string): OrderBuilding => {
    let b = byId.get(buildingId);
    if (!b) {
      b = {
        buildingId,
        siteName: "",
        buildingName: "",
        suborders: [],
        otherLines: [],
        shippingIncomplete: false,
      };
      byId.set(buildingId, b);
    }
    return b;
  };
  for (const s of order.suborders) {
    const b = at(s.buildingId);
    b.siteName ||= s.siteName;
    b.buildingName ||= s.buildingName;
    b.suborders.push(s);
    b.shippingIncomplete ||= s.shippingIncomplete;
  }
  for (const line of order.lines) if (line.suborderId === null) at(line.buildingId).otherLines.push(line);
  return [...byId.values()];
}

/** The lines of one suborder, by line number. */
export const suborderLines = (order: Pick<TOrder, "lines">, suborderId: string): TOrderLine[] =>
  order.lines.filter((l) => l.suborderId === suborderId).sort((a, b) => a.lineNumber - b.lineNumber);

/** Whether the order's answer carries costs (the provider's does; a customer's never). */
export const orderHasCosts = (order: Pick<TOrder, "lines">): boolean =>
  order.lines.some((l) => l.cost !== null);
