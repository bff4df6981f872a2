import type { RouteSpec } from "./route-types.ts";
import { PAGE_CRUMB as P } from "./titles.ts";

const D = "Dashboard";
const HELP = { rule: "salesOrEngineering", area: "Help" } as const;

/**
 * Help centre (spec §2): rule salesOrEngineering. The spec's /wiki/{key} is the same pattern as
 * /wiki/{page}, so one route serves both, with /wiki/empty as the fallback page.
 */
export const HELP_ROUTES = [
  { id: "help", path: "/help", title: "Help Center", breadcrumb: [D, "Help Center"], ...HELP },
  {
    id: "help.start",
    path: "/help/start",
    title: "Getting Started",
    breadcrumb: [D, "Help Center", "Getting Started"],
    ...HELP,
  },
  {
    id: "help.support",
    path: "/help/support",
    title: "Support Tickets",
    breadcrumb: [D, "Help Center", "Support Tickets"],
    ...HELP,
  },
  {
    id: "help.support.add",
    path: "/help/support/add",
    title: "Create New Ticket",
    breadcrumb: [D, "Help Center", "Support Tickets", "Create New Ticket"],
    ...HELP,
  },
  {
    id: "help.academy",
    path: "/help/academy",
    title: "Academy",
    breadcrumb: [D, "Help Center", "Academy"],
    disabled: true,
    ...HELP,
  },
  {
    id: "wiki.page",
    path: "/wiki/:page",
    title: "Documentation",
    breadcrumb: [D, "Help Center", "Documentation", P],
    ...HELP,
  },
  {
    id: "wiki.empty",
    path: "/wiki/empty",
    title: "Documentation",
    breadcrumb: [D, "Help Center", "Documentation"],
    ...HELP,
  },
  {
    id: "wiki.space-page",
    path: "/wiki/spaces/:spaceId/:pageTitle",
    title: "Documentation",
    breadcrumb: [D, "Help Center", "Documentation", P],
    ...HELP,
  },
  {
    id: "wiki.space-page-by-id",
    path: "/wiki/spaces/:spaceId/pages/:pageId/:pageTitle",
    title: "Documentation",
    breadcrumb: [D, "Help Center", "Documentation", P],
    ...HELP,
  },
  {
    id: "ideas",
    path: "/ideas",
    title: "Ideas and Releases",
    breadcrumb: [D, "Help Center", "Ideas and Releases"],
    senMsp: true,
    ...HELP,
  },
  {
    id: "videohub",
    path: "/videohub",
    title: "Video Hub",
    breadcrumb: [D, "Help Center", "Video Hub"],
    senMsp: true,
    ...HELP,
  },
  {
    id: "videohub.view",
    path: "/videohub/:id",
    title: "Video Hub",
    breadcrumb: [D, "Help Center", "Video Hub", P],
    senMsp: true,
    ...HELP,
  },
] as const satisfies readonly RouteSpec[];
