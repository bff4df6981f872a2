import type { RouteSpec } from "./route-types.ts";
import { PAGE_CRUMB as P } from "./titles.ts";

const D = "Dashboard";
const S = "Settings";
const COMPANY = { rule: "salesOrFinance", area: "Settings > Company" } as const;

/** Settings and team (spec §2). */
export const SETTINGS_ROUTES = [
  {
    id: "settings.users",
    path: "/settings/users",
    title: { default: "Members and Teams", customer: "Team Members" },
    breadcrumb: [D, S, { default: "Members and Teams", customer: "Team Members" }],
    rule: "salesOrEngineering",
    area: "Settings",
  },
  {
    id: "settings.partners",
    path: "/settings/partners",
    title: "Partners",
    breadcrumb: [D, S, "Partners"],
    rule: null,
    area: "Settings > Integrations",
  },
  {
    id: "settings.partners.integration",
    path: "/settings/partners/integration/:id",
    title: "Integration",
    breadcrumb: [D, S, "Partners", P],
    rule: null,
    area: "Settings > Integrations",
  },
  {
    id: "settings.apps",
    path: "/settings/apps",
    title: "Apps",
    breadcrumb: [D, S, "Apps"],
    rule: null,
    area: "Settings > Integrations App",
  },
  {
    id: "settings.apps.view",
    path: "/settings/apps/:id",
    title: "App",
    breadcrumb: [D, S, "Apps", P],
    rule: null,
    area: "Settings > Integrations App",
  },
  {
    id: "settings.plans-and-billing",
    path: "/settings/plans-and-billing",
    title: { default: "Plans and Billing", customer: "Billing" },
    breadcrumb: [D, S, { default: "Plans and Billing", customer: "Billing" }],
    rule: null,
    area: "Settings > Billing",
  },
  {
    id: "settings.documents",
    path: "/settings/documents",
    title: "Documents",
    breadcrumb: [D, S, "Documents"],
    rule: null,
    // Default templates are the document templates' (GET /document-settings: documentSettings.manage,
    // SEN/MSP); the spec's area also names link partners, who have no templates (issue #17).
    senMsp: true,
    area: "Settings > Documents",
  },
  {
    // Not in the spec's route list (issue #16 §4, §5): the company's quote defaults and guardrails,
    // changed by administrators (quoteSettings.manage: the administrator rule, SEN/MSP).
    id: "settings.quotes",
    path: "/settings/quotes",
    title: "Quote Settings",
    breadcrumb: [D, S, "Quote Settings"],
    rule: "administrator",
    senMsp: true,
    area: "Settings",
  },
  {
    id: "settings.distributors",
    path: "/settings/distributors",
    title: "Distributors",
    breadcrumb: [D, S, "Distributors"],
    rule: null,
    // Default distributors are the catalogue's (GET /default-distributors: catalogue.read), so the
    // platform owner's and MSPs' only; the spec's area also names link partners, who have no catalogue.
    senMsp: true,
    area: "Settings > Distributors",
  },
  {
    id: "settings.notifications",
    path: "/settings/notifications",
    title: "Customer Notifications",
    breadcrumb: [D, S, "Customer Notifications"],
    rule: null,
    area: "Settings > Notifications",
  },
  {
    id: "settings.company",
    path: "/settings/company",
    title: "Company",
    breadcrumb: [D, S, "Company"],
    ...COMPANY,
  },
  {
    id: "settings.company.info",
    path: "/settings/company/info",
    title: "Info",
    breadcrumb: [D, S, "Company", "Info"],
    ...COMPANY,
  },
  {
    id: "settings.company.branding",
    path: "/settings/company/branding",
    title: "Branding",
    breadcrumb: [D, S, "Company", "Branding"],
    ...COMPANY,
  },
  {
    id: "settings.company.certifications",
    path: "/settings/company/certifications",
    title: "Certifications",
    breadcrumb: [D, S, "Company", "Certifications"],
    ...COMPANY,
  },
  {
    id: "my-team",
    path: "/my-team",
    title: "My Team",
    breadcrumb: [D, "My Team"],
    rule: "quotes",
    area: "My Team",
  },
] as const satisfies readonly RouteSpec[];
