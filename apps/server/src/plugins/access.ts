import {
  AppError,
  CONTRACT_MESSAGES,
  type EntitlementFlag,
  hasEntitlements,
  MESSAGES,
  normaliseRole,
  PRICE_AUTOMATION_MESSAGES,
  passesRule,
  type RuleName,
} from "@q2c/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppDeps, Deps } from "../deps.ts";
import { type AccessClaims, verifyAccessToken } from "../lib/access-token.ts";
import { loadPrincipal, type Principal } from "../lib/principal.ts";
import { depsFor } from "../lib/request-deps.ts";

/**
 * Every route declares who may call it (STYLE.md habit 4): `public`, or a rule set that a signed-in
 * caller's role must pass, optionally restricted to the platform owner (sen) or owner and MSPs (senMsp).
 * A route without a declaration makes the app refuse to start: deny by default. A feature sold by plan
 * names its `entitlement` (the platform owner passes every one, foundation §6); contract routes also
 * need the account's canManageContracts (`contracts`). Both answer 403 after the rule passes.
 */
export type RouteAccess =
  | { public: true }
  | {
      rule: RuleName | "signedIn";
      sen?: true;
      senMsp?: true;
      entitlement?: EntitlementFlag;
      contracts?: true;
    };

const ENTITLEMENT_MESSAGES: Partial<Record<EntitlementFlag, string>> = {
  hasContracts: CONTRACT_MESSAGES.notEntitled,
  hasPriceAutomation: PRICE_AUTOMATION_MESSAGES.notEntitled,
};

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** The caller's services and scoped database handle; set with the principal. */
    deps: Deps | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) return undefined;
  return header.slice(7).trim() || undefined;
}

export async function authenticate(deps: AppDeps, token: string | undefined): Promise<Principal | null> {
  if (!token) return null;
  const claims = await verifyAccessToken(deps.config.jwtSecret, token);
  if (!claims) return null;
  return principalFromClaims(deps, claims);
}

/** The caller of verified claims, loaded afresh (session live, user active) through the system handle. */
export function principalFromClaims(deps: AppDeps, claims: AccessClaims): Promise<Principal | null> {
  return loadPrincipal(deps.database.db, claims, deps.config.platformAccountId);
}

/** Every API route with its declared access, for the review listing test. */
export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

export function registerAccess(app: FastifyInstance, deps: AppDeps): RouteAccessEntry[] {
  const listing: RouteAccessEntry[] = [];
  app.decorateRequest("principal", null);
  app.decorateRequest("deps", null);

  app.addHook("onRoute", (route) => {
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    const internal = route.url.startsWith("/api/docs") || route.url === "/api/openapi.json";
    if (!route.url.startsWith("/api/") || internal) return;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") listing.push({ method, url: route.url, access });
    }
  });

  app.addHook("onRequest", async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || "public" in access) return;
    const principal = await authenticate(deps, bearerToken(request));
    if (!principal) throw new AppError("unauthenticated");
    request.principal = principal;
    request.deps = depsFor(deps, principal);
    const owner = principal.accountKind === "platformOwner";
    if (access.sen && !owner) throw new AppError("not_found");
    if (access.senMsp && !owner && principal.accountKind !== "msp_expert") throw new AppError("not_found");
    if (access.rule !== "signedIn" && !passesRule(access.rule, normaliseRole(principal.role)))
      throw new AppError("forbidden");
    if (access.entitlement && !hasEntitlements(principal, [access.entitlement]))
      throw new AppError("forbidden", {
        message: ENTITLEMENT_MESSAGES[access.entitlement] ?? MESSAGES.forbidden,
      });
    if (access.contracts && !owner && !principal.canManageContracts)
      throw new AppError("forbidden", { message: CONTRACT_MESSAGES.cannotManage });
  });
  return listing;
}

/** The principal of a route that declared a rule; the access hook guarantees it is set. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError("unauthenticated");
  return request.principal;
}

/** The services and caller-scoped database handle of a route that declared a rule. */
export function depsOf(request: FastifyRequest): Deps {
  if (!request.deps) throw new AppError("unauthenticated");
  return request.deps;
}
