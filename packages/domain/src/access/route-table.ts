import { type AppRoute, type RouteSpec, toAppRoute } from "./route-types.ts";
import { CATALOGUE_ROUTES } from "./routes-catalogue.ts";
import { CONTENT_ROUTES, WIFI_ROUTES } from "./routes-content.ts";
import { FULFILMENT_ROUTES } from "./routes-fulfilment.ts";
import { HELP_ROUTES } from "./routes-help.ts";
import { PLATFORM_ROUTES } from "./routes-platform.ts";
import { PUBLIC_ROUTES } from "./routes-public.ts";
import { CUSTOMER_ROUTES, SALES_ROUTES } from "./routes-sales.ts";
import { SETTINGS_ROUTES } from "./routes-settings.ts";

const ROUTE_SPECS = [
  ...PUBLIC_ROUTES,
  ...SALES_ROUTES,
  ...CUSTOMER_ROUTES,
  ...FULFILMENT_ROUTES,
  ...CONTENT_ROUTES,
  ...WIFI_ROUTES,
  ...CATALOGUE_ROUTES,
  ...HELP_ROUTES,
  ...PLATFORM_ROUTES,
  ...SETTINGS_ROUTES,
] as const satisfies readonly RouteSpec[];

export type RouteId = (typeof ROUTE_SPECS)[number]["id"];

/** Every route of spec §2, in the order the spec lists its sections. */
export const ROUTES: readonly AppRoute[] = ROUTE_SPECS.map(toAppRoute);

const BY_ID = new Map(ROUTES.map((route) => [route.id, route]));

export function routeById(id: RouteId): AppRoute {
  const route = BY_ID.get(id);
  if (route === undefined) throw new Error(`Unknown route id ${id}`);
  return route;
}
