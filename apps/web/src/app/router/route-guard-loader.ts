import {
  type AccessContext,
  type AppRoute,
  checkRoute,
  decisionPath,
  lowercaseIds,
  NOT_FOUND_PATH,
} from "@q2c/domain";
import { type LoaderFunction, type Params, replace } from "react-router";
import { safeRedirect } from "../session/sign-in.ts";

/**
 * Where a requested URL must go instead, or null to render the route's page:
 * 1. id-like params and query values are lowercased first (foundation §5);
 * 2. a signed-in visitor of /login goes on to `to` (or home);
 * 3. then the domain guard: login guard, onboarding restriction, SEN/MSP, contracts,
 *    entitlements and role rule (foundation §4, §6).
 */
export function guardRedirect(route: AppRoute, ctx: AccessContext, url: URL): string | null {
  const lowered = lowercaseIds(url.pathname, url.search);
  if (lowered.changed) return `${lowered.pathname}${lowered.search}`;
  if (route.id === "login" && ctx.loggedIn) return safeRedirect(url.searchParams.get("to"));
  return decisionPath(checkRoute(route, ctx, { pathname: url.pathname, search: url.search }));
}

/** Starts reading what a page shows as soon as its route is known (see PAGE_PREFETCH); never awaited. */
export type PagePrefetch = (params: Params) => void;

/**
 * Redirects replace the history entry, so Back does not bounce through the refused URL. A route the
 * visitor may open starts its page's `prefetch`, which runs while the page's code loads.
 */
export function guardLoader(
  route: AppRoute,
  getContext: () => AccessContext,
  prefetch?: PagePrefetch,
): LoaderFunction {
  return ({ request, params }) => {
    const to = guardRedirect(route, getContext(), new URL(request.url));
    if (to !== null) throw replace(to);
    prefetch?.(params);
    return null;
  };
}

/** Any path without a registered page, including spec routes not written yet (ARCHITECTURE.md). */
export const notFoundLoader: LoaderFunction = () => {
  throw replace(NOT_FOUND_PATH);
};
