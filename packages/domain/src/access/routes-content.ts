import type { RouteSpec } from "./route-types.ts";
import { PAGE_CRUMB as P } from "./titles.ts";

const D = "Dashboard";
const MEMBERS = { default: "Members and Teams", customer: "Team Members" } as const;

/**
 * Templates, splash pages, agreements, profile (spec §2). The template pages are SEN/MSP: the templates API
 * (templates.read, templates.manage) is the platform owner's and the MSPs' (issue #17).
 */
export const CONTENT_ROUTES = [
  {
    id: "templates",
    path: "/templates",
    title: "Templates",
    breadcrumb: [D, "Templates"],
    rule: null,
    senMsp: true,
    area: "Templates",
  },
  {
    id: "templates.add",
    path: "/templates/add",
    title: "Add Template",
    breadcrumb: [D, "Templates", "Add Template"],
    rule: null,
    senMsp: true,
    area: "Templates",
  },
  {
    id: "templates.edit",
    path: "/templates/:templateId/edit",
    title: "Edit Template",
    breadcrumb: [D, "Templates", P],
    rule: null,
    senMsp: true,
    area: "Templates",
  },
  {
    id: "splash-pages",
    path: "/splash-pages",
    title: "Splash Pages",
    breadcrumb: [D, "Splash Pages"],
    rule: null,
  },
  {
    id: "splash-pages.add",
    path: "/splash-pages/add",
    title: "Add Splash Page",
    breadcrumb: [D, "Splash Pages", "Add Splash Page"],
    rule: null,
  },
  {
    id: "splash-pages.edit",
    path: "/splash-pages/:pageId/edit",
    title: "Edit Splash Page",
    breadcrumb: [D, "Splash Pages", P],
    rule: null,
  },
  {
    id: "user-agreement",
    path: "/user-agreement",
    title: "Customer Agreement",
    breadcrumb: [D, "Customer Agreement"],
    rule: null,
  },
  {
    id: "default-agreement",
    path: "/default-agreement",
    title: "Default Agreement",
    breadcrumb: [D, "Default Agreement"],
    rule: null,
  },
  { id: "user.profile", path: "/user/profile", title: "Profile", breadcrumb: [D, "Profile"], rule: null },
  {
    id: "settings.users.profile",
    path: "/settings/users/:id",
    title: "Public Profile",
    breadcrumb: [D, MEMBERS, P],
    rule: null,
  },
  {
    id: "tools.templates",
    path: "/tools/templates",
    title: "Templates",
    breadcrumb: [D, "Tools", "Templates"],
    rule: null,
    senMsp: true,
    area: "Templates",
  },
  {
    id: "tools.templates.custom-add",
    path: "/tools/templates/custom-add",
    title: "Add Custom Template",
    breadcrumb: [D, "Tools", "Templates", "Add Custom Template"],
    rule: null,
    senMsp: true,
    area: "Templates",
  },
  {
    id: "tools.templates.custom",
    path: "/tools/templates/custom/:id",
    title: "Edit Document Template",
    breadcrumb: [D, "Tools", "Templates", P],
    rule: null,
    sen: true,
    area: "Templates",
  },
  {
    id: "tools.templates.section",
    path: "/tools/templates/section/:id/edit",
    title: "Content Library",
    breadcrumb: [D, "Tools", "Templates", "Content Library"],
    rule: null,
    senMsp: true,
    area: "Templates",
  },
  {
    id: "tools.templates.template",
    path: "/tools/templates/template/:id/edit",
    title: "Document Template",
    breadcrumb: [D, "Tools", "Templates", "Document Template"],
    rule: null,
    senMsp: true,
    area: "Templates",
  },
] as const satisfies readonly RouteSpec[];

/** Wi-Fi and hub (spec §2): rule sales, fixed width. */
export const WIFI_ROUTES = [
  {
    id: "wifi.users",
    path: "/wifi/users",
    title: "Wi-Fi Users",
    breadcrumb: [D, "Wi-Fi Users"],
    rule: "sales",
    fixedWidth: true,
  },
  {
    id: "wifi.user",
    path: "/wifi/users/:userId",
    title: "Wi-Fi User",
    breadcrumb: [D, "Wi-Fi Users", P],
    rule: "sales",
    fixedWidth: true,
  },
  {
    id: "wifi.devices",
    path: "/wifi/devices",
    title: "Wi-Fi Devices",
    breadcrumb: [D, "Wi-Fi Devices"],
    rule: "sales",
    fixedWidth: true,
  },
  {
    id: "wifi.usage",
    path: "/wifi/usage",
    title: "Wi-Fi Usage",
    breadcrumb: [D, "Wi-Fi Usage"],
    rule: "sales",
    fixedWidth: true,
  },
  { id: "hub", path: "/hub", title: "Hub", breadcrumb: [D, "Hub"], rule: "sales", fixedWidth: true },
] as const satisfies readonly RouteSpec[];
