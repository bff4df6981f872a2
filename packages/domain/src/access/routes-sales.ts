import type { RouteSpec } from "./route-types.ts";
import { PAGE_CRUMB as P } from "./titles.ts";

const D = "Dashboard";

/** Quotes, contracts, dashboard and onboarding (spec §2). */
export const SALES_ROUTES = [
  { id: "dashboard", path: "/", title: "Dashboard", breadcrumb: [D], rule: null, area: "Dashboard" },
  { id: "map", path: "/map", title: "Service Map", breadcrumb: [D, "Service Map"], rule: "sales" },
  {
    id: "quotes",
    path: "/quotes",
    title: "Quotes",
    breadcrumb: [D, "Quotes"],
    rule: "quotes",
    area: "Quotes",
  },
  {
    id: "quotes.add",
    path: "/quotes/add",
    title: "Create Quote",
    breadcrumb: [D, "Quotes", "Create Quote"],
    // Quotes are created by their provider (POST /quotes: quotes.edit): a customer's or partner's 404.
    rule: "quotes",
    senMsp: true,
  },
  {
    id: "quotes.view",
    path: "/quotes/:quoteId/view",
    title: "View Quote",
    breadcrumb: [D, "Quotes", P],
    rule: "quotes",
  },
  {
    id: "proposal",
    path: "/proposal",
    title: "Proposal",
    breadcrumb: [D, "Proposal"],
    rule: "administrator",
  },
  {
    id: "contracts",
    path: "/contract",
    title: "Contracts",
    breadcrumb: [D, "Contracts"],
    rule: null,
    senMsp: true,
    contracts: true,
    entitlements: ["hasContracts"],
    area: "Contracts",
  },
  {
    id: "contracts.view",
    path: "/contract/:id",
    title: "Contract",
    breadcrumb: [D, "Contracts", P],
    rule: null,
    senMsp: true,
    contracts: true,
    entitlements: ["hasContracts"],
    area: "Contracts",
  },
  { id: "onboarding", path: "/onboarding", title: "Onboarding", breadcrumb: [D, "Onboarding"], rule: null },
  {
    id: "onboarding.app",
    path: "/onboarding/apps/:id",
    title: "App",
    breadcrumb: [D, "Onboarding", P],
    rule: null,
  },
] as const satisfies readonly RouteSpec[];

const CUSTOMER_TABS = [
  ["team-members", "Team Members"],
  ["plans", "Plans"],
  ["contracts", "Contracts"],
  ["projects", "Projects"],
  ["quotes", "Quotes"],
  ["subscriptions", "Subscriptions"],
  ["splash-pages", "Splash Pages"],
  ["locations", "Locations"],
] as const;

/** Customers and partners (spec §2); the customer view's tabs are child routes of /view. */
export const CUSTOMER_ROUTES = [
  { id: "prospects", path: "/prospects", title: "Prospects", breadcrumb: [D, "Prospects"], rule: null },
  // The provider's customers (side menu: the platform owner and MSPs): others 404, as on the API.
  {
    id: "customers",
    path: "/customers",
    title: "Customers",
    breadcrumb: [D, "Customers"],
    rule: null,
    senMsp: true,
  },
  {
    id: "customers.view",
    path: "/customers/:accountId/view",
    title: "View Customer",
    breadcrumb: [D, "Customers", P],
    rule: null,
    senMsp: true,
  },
  ...CUSTOMER_TABS.map(
    ([tab, title]) =>
      ({
        id: `customers.view.${tab}`,
        path: `/customers/:accountId/view/${tab}`,
        title,
        breadcrumb: [D, "Customers", P, title],
        rule: null,
        senMsp: true,
      }) as const,
  ),
  {
    id: "customers.locations.add",
    path: "/customers/:accountId/locations/add",
    title: "Add Location",
    breadcrumb: [D, "Customers", P, "Add Location"],
    rule: null,
    senMsp: true,
  },
  {
    id: "customers.locations.edit",
    path: "/customers/:accountId/locations/:locationId/edit",
    title: "Edit Location",
    breadcrumb: [D, "Customers", P, "Edit Location"],
    rule: null,
    senMsp: true,
  },
  {
    id: "customers.splash-pages.add",
    path: "/customers/:accountId/splash-pages/add",
    title: "Add Splash Page",
    breadcrumb: [D, "Customers", P, "Add Splash Page"],
    rule: null,
    senMsp: true,
  },
  {
    id: "customers.splash-pages.edit",
    path: "/customers/:accountId/splash-pages/:pageId/edit",
    title: "Edit Splash Page",
    breadcrumb: [D, "Customers", P, "Edit Splash Page"],
    rule: null,
    senMsp: true,
  },
  {
    id: "customers.projects.view",
    path: "/customers/:accountId/projects/:projectId/view",
    title: "View Quote",
    breadcrumb: [D, "Customers", P, P],
    rule: "quotes",
    senMsp: true,
  },
  {
    id: "customers.projects.edit",
    path: "/customers/:accountId/projects/:quoteId/edit",
    title: "Edit Quote",
    breadcrumb: [D, "Customers", P, P],
    rule: "quotes",
    senMsp: true,
  },
  {
    id: "customers.projects.add",
    path: "/customers/:accountId/projects/add",
    title: "Create Quote",
    breadcrumb: [D, "Customers", P, "Create Quote"],
    rule: "quotes",
    senMsp: true,
  },
  {
    id: "customers.contracts",
    path: "/customers/:accountId/contracts",
    title: "Contracts",
    breadcrumb: [D, "Customers", P, "Contracts"],
    rule: null,
    senMsp: true,
  },
  {
    // A service provider's page: the platform owner's (any MSP) and the MSP's own; others 404.
    id: "msp.view",
    path: "/msp/:accountId/view",
    title: "View Service Provider",
    breadcrumb: [D, "Service Providers", P],
    rule: null,
    senMsp: true,
  },
  {
    id: "link.view",
    path: "/link/:accountId/view",
    title: "View Link Partner",
    breadcrumb: [D, "Link Partners", P],
    rule: null,
  },
  {
    // A provider's document template (templates.read / templates.manage, SEN/MSP; issue #17).
    id: "msp.template",
    path: "/msp/:accountId/template/:id/:type",
    title: "Edit Template",
    breadcrumb: [D, "Service Providers", P, "Edit Template"],
    rule: null,
    senMsp: true,
  },
  {
    // A template made for a provider: by the platform owner (POST /templates accountId), SEN/MSP.
    id: "msp.template-add",
    path: "/msp/:accountId/template-add",
    title: "Add Template",
    breadcrumb: [D, "Service Providers", P, "Add Template"],
    rule: null,
    senMsp: true,
  },
  {
    // A catalogue item's own text in a template's documents (templates.manage, SEN/MSP; issue #17).
    id: "msp.document-replace",
    path: "/msp/:accountId/product-service/:productServiceId/template/:templateId/document/:documentType/replace",
    title: "Replace Document",
    breadcrumb: [D, "Service Providers", P, "Replace Document"],
    rule: null,
    senMsp: true,
  },
  {
    id: "partners.view",
    path: "/partners/:accountId/view",
    title: "View partner",
    breadcrumb: [D, "Partners", P],
    rule: null,
  },
] as const satisfies readonly RouteSpec[];
