import type { AccessContext, AccountKind } from "./context.ts";
import { hasEntitlements } from "./entitlements.ts";
import { isAllowedDuringOnboarding, isOnboardingRestricted } from "./onboarding.ts";
import { matchPath, matchRoute } from "./route-match.ts";
import type { AppRoute } from "./route-types.ts";
import { passesRule } from "./rule-sets.ts";

export const HOME_PATH = "/";
export const LOGIN_PATH = "/login";
export const REGISTER_PATH = "/register";
export const NOT_FOUND_PATH = "/pages/error-404";
export const NOT_AUTHORIZED_PATH = "/pages/not-authorized";

/**
 * What the router does with a requested location. `login` is the login guard (carries the
 * requested path in `to`); `redirect` is a page's own rule (sign page, register page).
 */
export type RouteDecision =
  | { readonly kind: "ok" }
  | { readonly kind: "login"; readonly to: string }
  | { readonly kind: "redirect"; readonly to: string }
  | { readonly kind: "not-authorized" }
  | { readonly kind: "not-found" }
  | { readonly kind: "home" };

export interface RequestedLocation {
  readonly pathname: string;
  /** Query string with or without the leading "?". */
  readonly search?: string;
}

const OK: RouteDecision = { kind: "ok" };
const NOT_FOUND: RouteDecision = { kind: "not-found" };
const SEN_MSP_KINDS: readonly AccountKind[] = ["platformOwner", "msp_expert"];

/** Customers and link partners on a provider's page that has a reader's page: the reader's page. */
function readerRedirect(
  route: AppRoute,
  ctx: AccessContext,
  location: RequestedLocation,
): RouteDecision | null {
  if (route.readerPath === null || SEN_MSP_KINDS.includes(ctx.accountKind)) return null;
  const params = matchPath(route.path, location.pathname)?.params ?? {};
  const to = route.readerPath.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  return { kind: "redirect", to };
}

/** Where the browser goes for a decision; null means stay and render the page. */
export function decisionPath(decision: RouteDecision): string | null {
  switch (decision.kind) {
    case "ok":
      return null;
    case "login":
    case "redirect":
      return decision.to;
    case "not-authorized":
      return NOT_AUTHORIZED_PATH;
    case "not-found":
      return NOT_FOUND_PATH;
    case "home":
      return HOME_PATH;
  }
}

/**
 * The route's own flags in the order of spec §6: SEN, SEN/MSP, contracts, entitlements, role rule.
 * Shared by the router guard and the side menu so both hide and refuse the same things.
 */
export function routeAccess(route: AppRoute, ctx: AccessContext): RouteDecision {
  if (route.disabled) return NOT_FOUND;
  if (route.sen && ctx.accountKind !== "platformOwner") return NOT_FOUND;
  if (route.senMsp && !SEN_MSP_KINDS.includes(ctx.accountKind)) return NOT_FOUND;
  if (route.contracts && ctx.canManageContracts === "no") return { kind: "home" };
  if (!hasEntitlements(ctx, route.entitlements)) return { kind: "home" };
  if (!passesRule(route.rule, ctx.role)) return { kind: "not-authorized" };
  return OK;
}

const withQuery = (path: string, query: Record<string, string>): string =>
  `${path}?${new URLSearchParams(query).toString()}`;

function publicPageDecision(
  route: AppRoute,
  ctx: AccessContext,
  location: RequestedLocation,
  query: URLSearchParams,
): RouteDecision {
  const params = matchPath(route.path, location.pathname)?.params ?? {};
  if (route.id === "register.invite") {
    const to = query.get("to") ?? HOME_PATH;
    return { kind: "redirect", to: withQuery(REGISTER_PATH, { token: params.inviteToken ?? "", to }) };
  }
  if (route.id === "quotes.sign" && ctx.loggedIn) {
    return { kind: "redirect", to: `/quotes/${encodeURIComponent(params.quoteId ?? "")}/view` };
  }
  if (route.requiredQuery.some((name) => !query.get(name))) return { kind: "redirect", to: LOGIN_PATH };
  return OK;
}

function loginDecision(location: RequestedLocation, query: URLSearchParams): RouteDecision {
  const search = query.toString();
  const requested = search === "" ? location.pathname : `${location.pathname}?${search}`;
  const token = query.get("token");
  if (token) return { kind: "login", to: withQuery(REGISTER_PATH, { token, to: requested }) };
  return { kind: "login", to: withQuery(LOGIN_PATH, { to: requested }) };
}

/**
 * The full guard for one requested location: unknown → 404; public pages with their own
 * redirects; login guard; onboarding restriction (spec §4); then the route's flags.
 * `location` defaults to the route's own path (enough when no redirect needs the real URL).
 */
export function checkRoute(
  route: AppRoute | null | undefined,
  ctx: AccessContext,
  location?: RequestedLocation,
): RouteDecision {
  if (route === null || route === undefined || route.disabled) return NOT_FOUND;
  const requested = location ?? { pathname: route.path };
  const query = new URLSearchParams(requested.search ?? "");
  if (route.public) return publicPageDecision(route, ctx, requested, query);
  if (!ctx.loggedIn) return loginDecision(requested, query);
  if (isOnboardingRestricted(ctx) && !isAllowedDuringOnboarding(route.path)) return NOT_FOUND;
  return readerRedirect(route, ctx, requested) ?? routeAccess(route, ctx);
}

/** Matches a location against the route table, then applies {@link checkRoute}. */
export function checkLocation(location: RequestedLocation, ctx: AccessContext): RouteDecision {
  return checkRoute(matchRoute(location.pathname)?.route, ctx, location);
}
