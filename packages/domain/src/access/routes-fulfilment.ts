import type { RouteSpec } from "./route-types.ts";
import { PAGE_CRUMB as P } from "./titles.ts";

const D = "Dashboard";
const OMS = ["hasOrderManagementSystem"] as const;
const SUBSCRIPTIONS = ["hasSubscriptionManagementAndBilling"] as const;
const INVOICES = ["hasInvoices"] as const;

/** Orders, subscriptions, invoices, projects and service addresses (spec §2). */
export const FULFILMENT_ROUTES = [
  {
    id: "orders",
    path: "/orders",
    title: "Orders",
    breadcrumb: [D, "Orders"],
    rule: null,
    entitlements: OMS,
  },
  {
    id: "orders.view",
    path: "/orders/:orderId/view",
    title: "View Order",
    breadcrumb: [D, "Orders", P],
    rule: null,
    entitlements: OMS,
    query: ["stage", "tab"],
  },
  {
    id: "orders.provision",
    path: "/orders/:linkedOrderId/provision/:loadId/view",
    title: "Provision",
    breadcrumb: [D, "Orders", P, "Provision"],
    rule: null,
    entitlements: OMS,
  },
  {
    id: "orders.suborder-track",
    path: "/orders/:orderId/suborder/:suborderId/track/:trackingNumber",
    title: "Track",
    breadcrumb: [D, "Orders", P, "Track"],
    rule: null,
    entitlements: OMS,
  },
  {
    id: "orders.customer-track",
    path: "/orders/:orderId/track-customer/:trackingNumber",
    title: "Track",
    breadcrumb: [D, "Orders", P, "Track"],
    rule: null,
    entitlements: OMS,
  },
  {
    id: "procure",
    path: "/procure",
    title: "Procure",
    breadcrumb: [D, "Procure"],
    rule: null,
    entitlements: OMS,
  },
  {
    id: "subscriptions",
    path: "/subscriptions",
    title: "Subscriptions",
    breadcrumb: [D, "Subscriptions"],
    rule: null,
    entitlements: SUBSCRIPTIONS,
  },
  {
    id: "subscriptions.add",
    path: "/subscriptions/add",
    title: "Add Subscription",
    breadcrumb: [D, "Subscriptions", "Add Subscription"],
    rule: null,
    entitlements: SUBSCRIPTIONS,
  },
  {
    id: "subscriptions.view",
    path: "/projects/:projectId/subscriptions/:subscriptionId/view",
    title: "View Subscription",
    breadcrumb: [D, "Subscriptions", P],
    rule: null,
    entitlements: SUBSCRIPTIONS,
    query: ["invoiceId"],
  },
  {
    id: "invoices",
    path: "/invoices",
    title: "Invoices",
    breadcrumb: [D, "Invoices"],
    rule: null,
    entitlements: INVOICES,
  },
  {
    id: "invoices.add",
    path: "/invoices/add",
    title: "Add Invoice",
    breadcrumb: [D, "Invoices", "Add Invoice"],
    rule: null,
    entitlements: INVOICES,
  },
  {
    id: "invoices.project-view",
    path: "/projects/:projectId/invoices/:invoiceId/view",
    title: "View Invoice",
    breadcrumb: [D, "Invoices", P],
    rule: null,
    entitlements: INVOICES,
  },
  {
    id: "invoices.customer-view",
    path: "/projects/:projectId/invoices/:invoiceId/customer-view",
    title: "Customer View",
    breadcrumb: [D, "Invoices", P],
    rule: null,
    entitlements: INVOICES,
  },
  {
    id: "invoices.view",
    path: "/invoices/:invoiceId/view",
    title: "View Invoice",
    breadcrumb: [D, "Invoices", P],
    rule: null,
    entitlements: INVOICES,
  },
  {
    id: "projects.edit",
    path: "/projects/:quoteId/edit",
    // The builder works on a quote (a won quote is a project, domain spec): named as the quote list is.
    title: "Edit Quote",
    breadcrumb: [D, "Quotes", P],
    rule: "quotes",
    // The builder is the provider's: a customer or partner reads the quote on its view.
    readerPath: "/quotes/:quoteId/view",
  },
  {
    id: "projects.add",
    path: "/projects/add",
    title: "Create Quote",
    breadcrumb: [D, "Quotes", "Create Quote"],
    // Quotes are created by their provider: a customer's or partner's 404.
    rule: "quotes",
    senMsp: true,
  },
  {
    id: "projects.locations",
    path: "/projects/locations",
    title: "Service Addresses",
    breadcrumb: [D, "Service Addresses"],
    rule: null,
  },
  {
    id: "projects.locations.add",
    path: "/projects/locations/add",
    title: "Add Service Address",
    breadcrumb: [D, "Service Addresses", "Add Service Address"],
    rule: null,
  },
  {
    id: "projects.locations.edit",
    path: "/projects/locations/:locationId/edit",
    title: "Edit Service Address",
    breadcrumb: [D, "Service Addresses", P],
    rule: null,
  },
] as const satisfies readonly RouteSpec[];
