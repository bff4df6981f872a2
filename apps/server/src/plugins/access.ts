import { AppError, isPermissionName, type PermissionName } from "@q2c/domain";
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from "fastify";
import type { AppDeps, Deps } from "../deps.ts";
import { type AccessClaims, verifyAccessToken } from "../lib/access-token.ts";
import { assertPermission } from "../lib/permissions.ts";
import type { Principal } from "../lib/principal.ts";
import { readPrincipal } from "../lib/principal.ts";
import { principalCacheOf } from "../lib/principal-cache.ts";
import { depsFor } from "../lib/request-deps.ts";

/**
 * Every route declares who may call it (STYLE.md habit 4) with exactly one of: `{ public: true }`;
 * `{ permission: "<name>" }`, a name of the registry in packages/domain/src/access/permissions.ts that the
 * hook checks with the registry's `can` (404 for an account kind it is not for, 403 for a role, plan or
 * contracts flag that falls short); or `{ signedIn: true }` for the few routes that need only a session
 * (listed in that file). A route with none, or more than one, makes the app refuse to start: deny by default.
 */
export type RouteAccess = { public: true } | { signedIn: true } | { permission: PermissionName };

declare module "fastify" {
  interface FastifyContextConfig {
    public?: true;
    signedIn?: true;
    permission?: PermissionName;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** The caller's services and scoped database handle; set with the principal. */
    deps: Deps | null;
  }
}

/** The route's declaration, or null when it declares none or more than one. */
export function routeAccessOf(config: FastifyContextConfig | undefined): RouteAccess | null {
  const declared: RouteAccess[] = [];
  if (config?.public === true) declared.push({ public: true });
  if (config?.signedIn === true) declared.push({ signedIn: true });
  if (config?.permission !== undefined) declared.push({ permission: config.permission });
  const [access] = declared;
  if (declared.length !== 1 || !access) return null;
  if ("permission" in access && !isPermissionName(access.permission)) return null;
  return access;
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

/**
 * The caller of verified claims (session live, user active), read through the system handle or reused
 * for a few seconds from the process's cache, which every change to it empties at once (decision 0010).
 */
export function principalFromClaims(deps: AppDeps, claims: AccessClaims): Promise<Principal | null> {
  return principalCacheOf(deps.database).get(claims, (c) =>
    readPrincipal(deps.database.db, c, deps.config.platformAccountId),
  );
}

/** Every API route with its declared access, for the review listing test and docs/api.md. */
export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

/** Who is calling: the principal of a valid bearer token, or null. */
export type Authenticator = (request: FastifyRequest) => Promise<Principal | null>;

export function registerAccess(app: FastifyInstance, deps: AppDeps): RouteAccessEntry[] {
  return registerAccessHooks(
    app,
    (request) => authenticate(deps, bearerToken(request)),
    (principal) => depsFor(deps, principal),
  );
}

/**
 * The hooks, apart from how a token becomes a principal and how the principal's scoped deps are made (the
 * permission parity test stubs the first and needs no database).
 */
export function registerAccessHooks(
  app: FastifyInstance,
  authenticateRequest: Authenticator,
  scopedDeps?: (principal: Principal) => Deps,
): RouteAccessEntry[] {
  const listing: RouteAccessEntry[] = [];
  app.decorateRequest("principal", null);
  app.decorateRequest("deps", null);

  app.addHook("onRoute", (route) => {
    const internal = route.url.startsWith("/api/docs") || route.url === "/api/openapi.json";
    if (!route.url.startsWith("/api/") || internal) return;
    const access = routeAccessOf(route.config);
    if (!access) {
      throw new Error(
        `Route ${route.method} ${route.url} must declare one of public, signedIn or a known permission`,
      );
    }
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") listing.push({ method, url: route.url, access });
    }
  });

  app.addHook("onRequest", async (request) => {
    const access = routeAccessOf(request.routeOptions.config);
    if (!access || "public" in access) return;
    const principal = await authenticateRequest(request);
    if (!principal) throw new AppError("unauthenticated");
    request.principal = principal;
    request.deps = scopedDeps?.(principal) ?? null;
    if ("permission" in access) assertPermission(principal, access.permission);
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
