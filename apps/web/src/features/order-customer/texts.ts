import type { SiteProgress } from "@q2c/domain";

/** The words of the customer's order pages (issue #18 §3). */
export const CUSTOMER_ORDER_TEXTS = {
  title: "Orders",
  intro:
    "What your provider has ordered for each of your sites: what has shipped, what is delivered and what is installed.",
  loading: "Loading your orders",
  couldNotLoad: "Your orders could not be loaded.",
  noOrders: "No orders yet",
  noOrdersText: "An order appears here once a quote you accepted is ordered by your provider.",
  tableLabel: "Your orders",
  pages: "Order pages",
  status: "Status",
  allStatuses: "All statuses",
  order: "Order",
  deal: "Quote",
  provider: "Provider",
  buildings: "Buildings",
  shippedOf: (shipped: number, all: number) => `${shipped} of ${all} shipped`,
  installedOf: (installed: number, all: number) => `${installed} of ${all} installed`,
  oneTime: "One-time",
  monthly: "Monthly",
  updated: "Updated",
  orderTitle: (n: number) => `Order #${n}`,
  loadingOne: "Loading the order",
  couldNotLoadOne: "The order could not be loaded.",
  noSites: "Nothing is ordered for a site of this order.",
  site: (name: string) => `Site: ${name}`,
  shippingIncomplete: "Shipping incomplete",
  installedOn: (when: string) => `Installed ${when}`,
  shipTo: "Ships to",
  whatIsOrdered: "What is ordered",
  equipment: "Equipment",
  services: "Services and subscriptions",
  packages: "Packages",
  noPackages: "Nothing has shipped to this building yet.",
  item: "Item",
  partNumber: "Part number",
  quantity: "Quantity",
  lineStatus: "Status",
  shipped: "Shipped",
  delivered: "Delivered",
  serials: "Serial numbers",
  carrier: "Carrier",
  tracking: "Tracking number",
  track: "Track",
  carrierSite: "Carrier's page",
  trackTitle: (tn: string) => `Package ${tn}`,
  loadingTrack: "Loading the package",
  couldNotLoadTrack: "The package could not be loaded.",
  backToOrder: "Back to the order",
  shipmentDate: "Prepared",
  contents: "What it carries",
  liveUpdated: "This order was updated.",
} as const;

export const SITE_PROGRESS_COLORS: Record<SiteProgress, string> = {
  ordered: "gray",
  partially_shipped: "warning",
  shipped: "primary",
  delivered: "success",
  installed: "success",
};

export const SHIPMENT_STATUS_LABELS = {
  preparing: "Preparing",
  in_transit: "In transit",
  delivered: "Delivered",
} as const;

/** A line's status in the customer's words (order_lines.status). */
export const CUSTOMER_LINE_STATUS_LABELS: Record<string, string> = {
  pending: "Ordered",
  placed: "Ordered",
  backordered: "Backordered",
  rejected: "Not available",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};
