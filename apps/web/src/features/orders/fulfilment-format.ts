import type { SHIPMENT_STATUSES, TOrder, TOrderLine, TSuborder } from "@q2c/domain";

export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

const enc = encodeURIComponent;

/** The tracking page of one package of a suborder. */
export const trackPath = (orderId: string, suborderId: string, trackingNumber: string): string =>
  `/orders/${enc(orderId)}/suborder/${enc(suborderId)}/track/${enc(trackingNumber)}`;

/** A line that will never ship: the distributor rejected it, or it was cancelled. */
const isDead = (l: Pick<TOrderLine, "status">) => l.status === "rejected" || l.status === "cancelled";

/**
 * Domain §4: shipping is incomplete while any bought line (one of a suborder, not rejected or cancelled)
 * lacks a shipped date. Answers those lines, in order.
 */
export const unshippedLines = (order: Pick<TOrder, "lines">): TOrderLine[] =>
  order.lines.filter((l) => l.suborderId !== null && !isDead(l) && l.shippedAt === null);

/** Whether the order buys anything at all (has a bought line that may ship). */
export const shipsAnything = (order: Pick<TOrder, "lines">): boolean =>
  order.lines.some((l) => l.suborderId !== null && !isDead(l));

/**
 * Suborders whose packages are recorded by hand: ordered (not draft), not through a distributor's API
 * (no providerId), and not ended.
 */
export const manualShippable = (order: Pick<TOrder, "suborders">): TSuborder[] =>
  order.suborders.filter(
    (s) =>
      s.providerId === null && ["submitted", "accepted", "partially_shipped", "shipped"].includes(s.status),
  );

/** How much of a line is left to ship: its quantity less what has shipped (never below zero). */
export const leftToShip = (l: Pick<TOrderLine, "quantity" | "shippedQuantity">): number =>
  Math.max(0, Number(l.quantity) - Number(l.shippedQuantity));

/** "Lab · Main site · Tailspin" for a suborder. */
export const suborderName = (
  s: Pick<TSuborder, "siteName" | "buildingName" | "distributorName">,
  manual: string,
) => `${s.siteName} · ${s.buildingName} · ${s.distributorName || manual}`;
