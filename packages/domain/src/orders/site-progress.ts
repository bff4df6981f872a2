import { isDeadLine } from "./fulfilment.ts";

/**
 * How one building (a site's building) of an order stands for its customer (issue #18 §3, "fulfilment by
 * site"): what is ordered, what has shipped, what is delivered, whether it is installed. Pure, so the
 * customer's view and the mails to the customer (site shipped, site completed) agree on what "shipped" means.
 */
export const SITE_PROGRESS = ["ordered", "partially_shipped", "shipped", "delivered", "installed"] as const;
export type SiteProgress = (typeof SITE_PROGRESS)[number];

export const SITE_PROGRESS_LABELS: Record<SiteProgress, string> = {
  ordered: "Ordered",
  partially_shipped: "Partially shipped",
  shipped: "Shipped",
  delivered: "Delivered",
  installed: "Installed",
};

/** What the rule reads of a building's bought lines (lines with a suborder). */
export interface SiteLineFacts {
  status: string;
  shippedAt: Date | string | null;
  deliveredAt: Date | string | null;
  shippedQuantity?: string | number;
}

/** The lines that are coming: bought, neither rejected nor cancelled. */
const liveLines = (lines: readonly SiteLineFacts[]) => lines.filter((l) => !isDeadLine(l.status));

/**
 * Domain §4: a building's equipment has shipped when every line coming to it has a shipped date. A building
 * with nothing to ship never "ships" (no mail for it).
 */
export function siteEquipmentShipped(boughtLines: readonly SiteLineFacts[]): boolean {
  const live = liveLines(boughtLines);
  return live.length > 0 && live.every((l) => l.shippedAt !== null);
}

/**
 * Installed once its provisioning load is complete; else delivered when every coming line is delivered,
 * shipped when every one has shipped, partially shipped once anything has left, else ordered.
 */
export function siteProgressOf(boughtLines: readonly SiteLineFacts[], completedAt: unknown): SiteProgress {
  if (completedAt !== null && completedAt !== undefined) return "installed";
  const live = liveLines(boughtLines);
  if (live.length === 0) return "ordered";
  if (live.every((l) => l.deliveredAt !== null)) return "delivered";
  if (live.every((l) => l.shippedAt !== null)) return "shipped";
  const anyShipped = live.some((l) => l.shippedAt !== null || Number(l.shippedQuantity ?? 0) > 0);
  return anyShipped ? "partially_shipped" : "ordered";
}
