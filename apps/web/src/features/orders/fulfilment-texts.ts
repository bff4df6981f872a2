import type { ShipmentStatus } from "./fulfilment-format.ts";

/** Texts of the order view's shipments, documents and activity tabs and the tracking page (issue #18). */
export const FULFILMENT_TEXTS = {
  tabShipments: "Shipments",
  tabDocuments: "Documents",
  tabActivity: "Activity",
  // Shipments.
  shipmentsLabel: "Shipments of the order",
  shippingIncomplete: "Shipping incomplete",
  shippingIncompleteText: (n: number) =>
    n === 1 ? "1 line has no shipped date yet." : `${n} lines have no shipped date yet.`,
  allShipped: "Everything shipped",
  nothingToShip: "Nothing in this order is shipped: it holds services and subscriptions only.",
  noShipments: "No package has shipped yet.",
  waitingTitle: "Waiting to ship",
  waitingLabel: "Lines waiting to ship",
  shippedOf: (shipped: string, total: string) => `${shipped} of ${total}`,
  package: (carrier: string, n: string) => `${carrier || "Carrier unknown"} ${n || "(no tracking number)"}`,
  carrier: "Carrier",
  trackingNumber: "Tracking number",
  trackingUrl: "Carrier's tracking page",
  openTracking: "Track this package",
  source: "Recorded",
  sourceLabels: { distributor: "From the distributor", manual: "By hand" },
  shipmentDate: "Shipment date",
  shippedDate: "Shipped",
  deliveredDate: "Delivered",
  serials: "Serial numbers",
  line: "Line",
  product: "Product",
  partNumber: "Part number",
  quantity: "Qty",
  shipped: "Shipped",
  building: "Building",
  packageLines: (n: string) => `Lines of package ${n}`,
  record: "Record a shipment",
  recordTitle: "Record a shipment by hand",
  recordIntro:
    "For a suborder bought by hand: one package, by its tracking number (the same number again replaces it).",
  suborder: "Suborder",
  noManual: "No suborder bought by hand is ordered and waiting to ship.",
  include: (name: string) => `Ship ${name}`,
  left: (n: string) => `${n} left`,
  serialsHelp: "One per line, at most one per unit.",
  linesRequired: "Choose at least one line in this package.",
  recorded: (n: string) => `Package ${n} recorded.`,
  save: "Record shipment",
  // Documents.
  documentsLabel: "Signed documents of the quote",
  documentsIntro:
    "The quote's documents as signed: the sealed PDF carries the signatures and their evidence.",
  noDocuments: "No document of this quote has been signed.",
  loadingDocuments: "Loading the documents",
  couldNotLoadDocuments: "Could not load the documents.",
  signedBy: "Signed by",
  // Activity.
  activityLabel: "Activity of the order",
  loadingActivity: "Loading the activity",
  couldNotLoadActivity: "Could not load the activity.",
  noActivity: "Nothing has happened to this order yet.",
  system: "The platform",
  newer: "Newer",
  older: "Older",
  // Tracking page.
  trackTitle: (n: string) => `Package ${n}`,
  loadingTrack: "Loading the package",
  couldNotLoadTrack: "Could not load the package.",
  backToOrder: (n: number) => `Back to order #${n}`,
  trackLines: "What is in it",
  site: "Site",
} as const;

export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  preparing: "Preparing",
  in_transit: "In transit",
  delivered: "Delivered",
};

export const SHIPMENT_STATUS_COLORS: Record<ShipmentStatus, string> = {
  preparing: "gray",
  in_transit: "primary",
  delivered: "success",
};
