import type { OrderStatus, SuborderStatus } from "@q2c/domain";

/** Texts of the order pages (issue #18) that the shared messages catalogue has no entry for. */
export const ORDER_TEXTS = {
  title: "Orders",
  intro:
    "Orders made from accepted quotes: what is bought for each site, from which distributor, and how far it has got.",
  tableLabel: "Orders",
  loading: "Loading the orders",
  couldNotLoad: "Could not load the orders.",
  noOrders: "No orders yet",
  noOrdersText: "An order is made from an accepted quote: open the quote and choose Create order.",
  pages: "Order pages",
  status: "Status",
  allStatuses: "All statuses",
  customer: "Customer",
  allCustomers: "All customers",
  allSites: "All sites",
  siteNeedsCustomer: "Choose a customer first",
  customerHasNoSites: "This customer has no service address",
  orderNumber: "Order",
  deal: "Deal",
  oneTime: "One-time",
  monthly: "Monthly",
  suborders: "Suborders",
  updated: "Updated",
  // The order page.
  order: "Order",
  orderTitle: (n: number) => `Order #${n}`,
  loadingOne: "Loading the order",
  couldNotLoadOne: "Could not load the order.",
  tabOverview: "Overview",
  tabSites: "Sites",
  tabSuborders: "Suborders",
  quote: "Quote",
  openQuote: "Open the quote",
  msp: "Provider",
  partner: "Partner",
  created: "Created",
  customerShipTo: "Customer ship-to",
  noCustomerShipTo: "The customer has no shipping address on file.",
  shipTo: "Ship to",
  totals: "Totals",
  oneTimeTotal: "One-time total",
  monthlyTotal: "Monthly total",
  lineCount: "Lines",
  endedReason: (status: string) => `Why it was ${status.toLowerCase()}`,
  // Actions.
  actions: "Order actions",
  submit: "Submit order",
  submitTitle: "Submit the order",
  submitQuestion: (n: number) =>
    `Submit order #${n}? Its suborders can then be sent to their distributors or bought by hand.`,
  submitted: (n: number) => `Order #${n} submitted.`,
  cancel: "Cancel order",
  cancelTitle: "Cancel the order",
  cancelIntro:
    "The order stops here; nothing more is bought for it. Say why, for the people who read it later.",
  cancelConfirm: "Cancel order",
  cancelled: (n: number) => `Order #${n} cancelled.`,
  decline: "Decline order",
  declineTitle: "Decline the order",
  declineIntro:
    "The customer or the distributors refused the order. Say why, for the people who read it later.",
  declined: (n: number) => `Order #${n} declined.`,
  reason: "Reason",
  reasonRequired: "Say why the order is declined or cancelled.",
  keepOrder: "Keep the order",
  delete: "Delete draft",
  deleteQuestion: (n: number) =>
    `Are you sure you want to delete draft order #${n}? Its suborders and lines go with it; the quote can make a new order.`,
  deleted: (n: number) => `Order #${n} deleted.`,
  couldNotSave: "Could not change the order.",
  // Sites and suborders.
  sitesLabel: "Sites of the order",
  noSites: "Nothing in this order is delivered to a site.",
  site: "Site",
  building: "Building",
  servicesLabel: "Services and subscriptions",
  shippingIncomplete: "Shipping incomplete",
  procureManually: "Procure manually",
  noSuborders: "Nothing in this order is bought: it holds services and subscriptions only.",
  distributorOrder: "Distributor order",
  notSent: "Not sent yet",
  sent: "Sent",
  lastError: "Last error",
  customerAddress: "Customer's shipping address",
  line: "Line",
  product: "Product",
  partNumber: "Part number",
  distributorPartNumber: "Distributor part",
  quantity: "Qty",
  price: "Price",
  cost: "Cost",
  lineStatus: "Line status",
  rejectReason: "Reject reason",
  linesOf: (name: string) => `Lines of ${name}`,
  // From the quote.
  createOrder: "Create order",
  createOrderTitle: "Create the order",
  createOrderQuestion: (deal: string) =>
    `Make the order of "${deal}" from its accepted lines? Its equipment is split into suborders per building and distributor.`,
  orderCreated: (n: number) => `Order #${n} created.`,
  couldNotCreate: "Could not create the order.",
  viewOrder: "View order",
} as const;

/** Draft and ended states neutral, work under way in the primary colour, waiting on shipping in warning. */
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  draft: "gray",
  submitted: "primary",
  accepted: "primary",
  partially_shipped: "warning",
  shipped: "primary",
  delivered: "success",
  provisioning: "warning",
  completed: "success",
  declined: "danger",
  cancelled: "gray",
};

export const SUBORDER_STATUS_LABELS: Record<SuborderStatus, string> = {
  draft: "Draft",
  submitted: "Submitted",
  accepted: "Accepted",
  partially_shipped: "Partially shipped",
  shipped: "Shipped",
  delivered: "Delivered",
  declined: "Declined",
  cancelled: "Cancelled",
};

export const SUBORDER_STATUS_COLORS: Record<SuborderStatus, string> = {
  draft: "gray",
  submitted: "primary",
  accepted: "primary",
  partially_shipped: "warning",
  shipped: "primary",
  delivered: "success",
  declined: "danger",
  cancelled: "gray",
};

/** A line's status (order_lines.status): pending, placed, backordered, rejected, shipped, delivered, cancelled. */
export const LINE_STATUS_LABELS: Record<string, string> = {
  pending: "Pending",
  placed: "Placed",
  backordered: "Backordered",
  rejected: "Rejected",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export const LINE_STATUS_COLORS: Record<string, string> = {
  pending: "gray",
  placed: "primary",
  backordered: "warning",
  rejected: "danger",
  shipped: "primary",
  delivered: "success",
  cancelled: "gray",
};
