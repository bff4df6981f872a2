import type { RouteSpec } from "./route-types.ts";
import { PAGE_CRUMB as P } from "./titles.ts";

const D = "Dashboard";
const CATALOGUE = { senMsp: true, rule: "sales" } as const;
/** Pages that show and edit catalogue items: sales read them, editors change them (decision 0005). */
const CATALOGUE_ITEMS = { senMsp: true, rule: "catalogueReaders" } as const;

/** Catalogue item kinds under a root category: detail segment and add segment (spec §2). */
export const CATALOGUE_KINDS = [
  { kind: "product", title: "Product", add: "product-add", addTitle: "Add Product" },
  { kind: "app", title: "App", add: "app-add", addTitle: "Add App" },
  { kind: "internet-service", title: "Internet Service", add: "isp-add", addTitle: "Add Internet Service" },
  {
    kind: "installation-service",
    title: "Installation Service",
    add: "installation-service-add",
    addTitle: "Add Installation Service",
  },
  {
    kind: "configuration-service",
    title: "Configuration Service",
    add: "configuration-service-add",
    addTitle: "Add Configuration Service",
  },
  {
    kind: "recurring-service",
    title: "Recurring Service",
    add: "recurring-service-add",
    addTitle: "Add Recurring Service",
  },
  {
    kind: "support-service",
    title: "Technical Support",
    add: "support-service-add",
    addTitle: "Add Technical Support",
  },
  { kind: "support-plan", title: "Support Plan", add: "support-plan-add", addTitle: "Add Support Plan" },
  { kind: "it-solution", title: "IT Solution", add: "it-solution-add", addTitle: "Add IT Solution" },
  { kind: "service", title: "Service", add: "service-add", addTitle: "Add Service" },
] as const;

const categoryItemRoutes = CATALOGUE_KINDS.flatMap(
  (k) =>
    [
      {
        id: `product-category.${k.kind}`,
        path: `/product-category/:rootCategoryId/${k.kind}/:id`,
        title: k.title,
        breadcrumb: [D, "Catalog", P, P],
        area: "Catalog",
        ...CATALOGUE_ITEMS,
      },
      {
        id: `product-category.${k.add}`,
        path: `/product-category/:rootCategoryId/${k.add}`,
        title: k.addTitle,
        breadcrumb: [D, "Catalog", P, k.addTitle],
        area: "Catalog",
        ...CATALOGUE_ITEMS,
      },
    ] as const,
);

/** Catalogue pages (spec §2): SEN/MSP, rule sales unless stated. */
export const CATALOGUE_ROUTES = [
  {
    id: "cpq-automation",
    path: "/cpq-automation",
    title: "Prices",
    breadcrumb: [D, "Prices"],
    senMsp: true,
    rule: "editor",
    entitlements: ["hasPriceAutomation"],
  },
  {
    id: "product-category",
    path: "/product-category/:rootCategoryId",
    title: "Category",
    breadcrumb: [D, "Catalog", P],
    area: "Catalog",
    ...CATALOGUE_ITEMS,
  },
  ...categoryItemRoutes,
  {
    id: "assessment-and-design",
    path: "/assessment-and-design",
    title: "Assessment & Design",
    breadcrumb: [D, "Assessment & Design"],
    senMsp: true,
    rule: "editor",
  },
  {
    id: "assessment-and-design.service",
    path: "/assessment-and-design/:rootCategoryId/service/:id",
    title: "Service",
    breadcrumb: [D, "Assessment & Design", P],
    ...CATALOGUE_ITEMS,
  },
  {
    id: "assessment-and-design.service-add",
    path: "/assessment-and-design/:rootCategoryId/service-add",
    title: "Add Service",
    breadcrumb: [D, "Assessment & Design", "Add Service"],
    ...CATALOGUE_ITEMS,
  },
  {
    id: "support-plans",
    path: "/support-plans",
    title: "Support Plans",
    breadcrumb: [D, "Support Plans"],
    senMsp: true,
    rule: "editor",
  },
  { id: "bundles", path: "/bundles", title: "Bundles", breadcrumb: [D, "Bundles"], ...CATALOGUE_ITEMS },
  {
    id: "bundles.add",
    path: "/bundles/add",
    title: "Add Bundle",
    breadcrumb: [D, "Bundles", "Add Bundle"],
    ...CATALOGUE_ITEMS,
  },
  {
    id: "bundles.view",
    path: "/bundles/:id",
    title: "Bundle",
    breadcrumb: [D, "Bundles", P],
    ...CATALOGUE_ITEMS,
  },
  {
    id: "bundle-category-types",
    path: "/bundle-category-types",
    title: "Bundle Category Types",
    breadcrumb: [D, "Bundle Category Types"],
    ...CATALOGUE_ITEMS,
  },
  {
    id: "coverage",
    path: "/coverage",
    title: "Service Coverage",
    breadcrumb: [D, "Service Coverage"],
    entitlements: ["hasServiceMap"],
    ...CATALOGUE,
  },
  {
    id: "workflow",
    path: "/workflow",
    title: "Workflows",
    breadcrumb: [D, "Workflows"],
    entitlements: ["hasWorkflowRules"],
    area: "Automation",
    ...CATALOGUE,
  },
  {
    id: "workflow.add",
    path: "/workflow/add",
    title: "Add Workflow",
    breadcrumb: [D, "Workflows", "Add Workflow"],
    entitlements: ["hasWorkflowRules"],
    area: "Automation",
    ...CATALOGUE,
  },
  {
    id: "workflow.edit",
    path: "/workflow/edit/:id",
    title: "Edit Workflow",
    breadcrumb: [D, "Workflows", P],
    entitlements: ["hasWorkflowRules"],
    area: "Automation",
    ...CATALOGUE,
  },
  {
    id: "bill-of-materials",
    path: "/bill-of-materials",
    title: "Bill of Materials",
    breadcrumb: [D, "Bill of Materials"],
    senMsp: true,
    rule: "quotes",
    entitlements: ["hasBomAutomation"],
    area: "Automation",
  },
  {
    id: "bill-of-materials.edit",
    path: "/bill-of-materials/:environmentId/edit",
    title: "Edit Bill of Materials",
    breadcrumb: [D, "Bill of Materials", P],
    entitlements: ["hasBomAutomation"],
    area: "Automation",
    ...CATALOGUE,
  },
] as const satisfies readonly RouteSpec[];
