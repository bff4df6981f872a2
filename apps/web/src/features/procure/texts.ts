import type { DistributorStockStatus } from "@q2c/domain";

/** Texts of /procure (issue #18 §1). */
export const PROCURE_TEXTS = {
  title: "Procure",
  intro:
    "What must still be bought across your orders, by distributor: current price and stock, and sending each suborder as a real order.",
  loading: "Loading what must be bought",
  couldNotLoad: "Could not load what must be bought.",
  nothing: "Nothing to buy",
  nothingText:
    "Every suborder of your open orders has been sent or ordered by hand. New orders from accepted quotes show here.",
  truncated: (n: number) => `Showing the ${n} oldest suborders still to buy; send some to see the rest.`,
  procureManually: "Procure manually",
  viaApi: (provider: string) => `Ordered through the distributor's API (${provider})`,
  byHand: "Bought by hand: order from the supplier, then mark each suborder ordered",
  suborderCount: (n: number) => (n === 1 ? "1 suborder" : `${n} suborders`),
  costTotal: "Cost",
  availabilityUnknown: "Availability unknown",
  availabilityLabel: "Availability",
  sendAll: (n: number) => (n === 1 ? "Send 1 suborder" : `Send all ${n} suborders`),
  send: "Send to distributor",
  sendTitle: "Send to the distributor",
  sendQuestion: (distributor: string, n: number, cost: string) =>
    `This places a real order with ${distributor}: ${n === 1 ? "1 suborder" : `${n} suborders`} for ${cost} at cost. The distributor may accept, backorder or reject each line. Send now?`,
  sendConfirm: "Place the order",
  markOrdered: "Mark ordered",
  markOrderedTitle: "Mark the suborder ordered",
  markOrderedIntro:
    "Record that this suborder was ordered outside the platform (by phone, a purchase order, a supplier's web shop).",
  reference: "Supplier reference",
  referenceHelp: "The supplier's order or PO number, if there is one.",
  markedOrdered: (n: number, building: string) => `Order #${n}, ${building}: marked ordered.`,
  order: (n: number) => `Order #${n}`,
  shipTo: "Ship to",
  customerAddress: "Customer's shipping address",
  lastError: "Last send failed",
  line: "Line",
  product: "Product",
  distributorPartNumber: "Distributor part",
  quantity: "Qty",
  cost: "Cost",
  currentCost: "Current cost",
  stock: "Stock",
  linesOf: (order: number, building: string) => `Lines of order #${order}, ${building}`,
  // Progress.
  progressTitle: "Sent from this page",
  progressLabel: "Sending progress",
  sending: "Sending…",
  sent: (number: string) => `Placed: distributor order ${number}`,
  sentAllRejected: (number: string) => `Every line was rejected (distributor order ${number})`,
  queued: "Waiting to send",
  rejectedLines: "Rejected lines",
  failed: "Not sent",
  retry: "Try again",
  retryHelp: "Trying again uses the same key, so the distributor never takes the order twice.",
  dismiss: "Dismiss",
} as const;

export const STOCK_LABELS: Record<DistributorStockStatus, string> = {
  available: "In stock",
  backorder: "Backorder",
  discontinued: "Discontinued",
  not_found: "Not sold",
};

export const STOCK_COLORS: Record<DistributorStockStatus, string> = {
  available: "success",
  backorder: "warning",
  discontinued: "danger",
  not_found: "danger",
};
