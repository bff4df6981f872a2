import type { RouteSpec } from "./route-types.ts";
import { PAGE_CRUMB as P } from "./titles.ts";

const D = "Dashboard";
const SEN = { sen: true, rule: "sales" } as const;

/** A list page and its detail page /<path>/:id, both SEN with rule sales. */
const listAndDetail = <const Id extends string, const Path extends string, const Title extends string>(
  id: Id,
  path: Path,
  title: Title,
) =>
  [
    { id, path, title, breadcrumb: [D, title], ...SEN },
    { id: `${id}.view`, path: `${path}/:id`, title, breadcrumb: [D, title, P], ...SEN },
  ] as const;

/** Platform-owner-only pages (spec §2): SEN, rule sales unless stated. */
export const PLATFORM_ROUTES = [
  {
    id: "categories",
    path: "/categories",
    title: "Categories",
    breadcrumb: [D, "Categories"],
    area: "Catalog Categories",
    ...SEN,
  },
  ...listAndDetail("distributors", "/distributors", "Distributors"),
  ...listAndDetail("isps", "/isps", "Internet Service Providers"),
  ...listAndDetail("manufacturers", "/manufacturers", "Manufacturers"),
  {
    id: "requirements",
    path: "/requirements",
    title: "Performance Requirements",
    breadcrumb: [D, "Performance Requirements"],
    ...SEN,
  },
  {
    id: "certifications",
    path: "/certifications",
    title: "Certifications",
    breadcrumb: [D, "Certifications"],
    ...SEN,
  },
  {
    id: "accounts",
    path: "/accounts",
    title: "Accounts",
    breadcrumb: [D, "Accounts"],
    area: "Platform Settings",
    ...SEN,
  },
  {
    id: "company",
    path: "/company",
    title: "Company",
    breadcrumb: [D, "Company"],
    area: "Platform Settings",
    ...SEN,
  },
  {
    id: "vendor-mappings",
    path: "/vendor-mappings",
    title: "Vendor Mappings",
    breadcrumb: [D, "Vendor Mappings"],
    query: ["tab", "subTab"],
    ...SEN,
  },
  {
    id: "integrations",
    path: "/integrations",
    title: "Integrations",
    breadcrumb: [D, "Integrations"],
    ...SEN,
  },
  {
    id: "integrations.add",
    path: "/integrations/add",
    title: "Add Integration",
    breadcrumb: [D, "Integrations", "Add Integration"],
    ...SEN,
  },
  {
    id: "integrations.view",
    path: "/integrations/:integrationId",
    title: "Integration",
    breadcrumb: [D, "Integrations", P],
    ...SEN,
  },
  { id: "msp", path: "/msp", title: "Service Providers", breadcrumb: [D, "Service Providers"], ...SEN },
  ...listAndDetail("isvs", "/isvs", "Independent Software Vendors"),
  {
    id: "link-partners",
    path: "/link-partners",
    title: "Link Partners",
    breadcrumb: [D, "Link Partners"],
    ...SEN,
  },
  {
    id: "link-partners.view",
    path: "/link-partners/:accountId/view",
    title: "View Link Partner",
    breadcrumb: [D, "Link Partners", P],
    sen: true,
    rule: "salesOrEngineering",
  },
  { id: "financial", path: "/financial", title: "Financial", breadcrumb: [D, "Financial"], ...SEN },
  {
    id: "financial.add",
    path: "/financial/add",
    title: "Add Financial Partner",
    breadcrumb: [D, "Financial", "Add Financial Partner"],
    ...SEN,
  },
  {
    id: "financial.view",
    path: "/financial/:id",
    title: "Financial",
    breadcrumb: [D, "Financial", P],
    ...SEN,
  },
  {
    id: "financial.template",
    path: "/financial/:partnerId/template/:id",
    title: "Edit Template",
    breadcrumb: [D, "Financial", P, "Edit Template"],
    ...SEN,
  },
  {
    id: "referral",
    path: "/referral",
    title: "Referral Partners",
    breadcrumb: [D, "Referral Partners"],
    ...SEN,
  },
  {
    id: "environments",
    path: "/environments",
    title: "Building Use",
    breadcrumb: [D, "Building Use"],
    ...SEN,
  },
  {
    id: "environments.add",
    path: "/environments/add",
    title: "Add Building Use",
    breadcrumb: [D, "Building Use", "Add Building Use"],
    ...SEN,
  },
  {
    id: "environments.edit",
    path: "/environments/:environmentId/edit",
    title: "Edit Building Use",
    breadcrumb: [D, "Building Use", P],
    ...SEN,
  },
  {
    id: "plans-and-fees",
    path: "/plans-and-fees",
    title: "Plans & Fees",
    breadcrumb: [D, "Plans & Fees"],
    ...SEN,
  },
  {
    id: "plans-and-fees.fee",
    path: "/plans-and-fees/fees/:id",
    title: "Fee",
    breadcrumb: [D, "Plans & Fees", P],
    ...SEN,
  },
  {
    id: "plans-and-fees.plan",
    path: "/plans-and-fees/plans/:id",
    title: "Plan",
    breadcrumb: [D, "Plans & Fees", P],
    ...SEN,
  },
  {
    id: "notifications",
    path: "/notifications",
    title: "Notifications",
    breadcrumb: [D, "Notifications"],
    sen: true,
    rule: "administrator",
  },
  {
    id: "sales-reports",
    path: "/sales-reports",
    title: "Sales Reports",
    breadcrumb: [D, "Sales Reports"],
    sen: true,
    rule: "administrator",
  },
] as const satisfies readonly RouteSpec[];
