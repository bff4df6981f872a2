import { NOT_FOUND_PATH } from "@q2c/domain";
import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { setApiNavigator } from "../api/client.ts";
import AppOverlays from "../app/app-overlays.tsx";
import { AppProviders } from "../app/app-providers.tsx";

// No retries: a test's failing answer should show at once.
const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Where the API client sends a refused read (403, or 404 with redirectOnNotFound), as the app has it. */
const notFoundRoute: RouteObject = { path: NOT_FOUND_PATH, element: <p>Page not found</p> };

/**
 * Renders routes as the app does (providers, data router), in memory, starting at `path`. A read answered
 * after its test ended may still redirect (tests share modules): that navigation lands on the not-found
 * route, and one of a router already gone is dropped rather than failing the next test file.
 */
export function renderRoutes(routes: RouteObject[], path = "/") {
  const withNotFound = routes.some((r) => r.path === NOT_FOUND_PATH) ? routes : [...routes, notFoundRoute];
  const router = createMemoryRouter(withNotFound, { initialEntries: [path] });
  setApiNavigator((to) => void router.navigate(to, { replace: true }).catch(() => undefined));
  const view = render(
    <AppProviders queryClient={testQueryClient()} env="test" overlays={<AppOverlays />}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

/** One component at `path` inside the providers (for pages and layout pieces). */
export function renderAt(element: ReactNode, path = "/", extra: RouteObject[] = []) {
  return renderRoutes([{ path: path.split("?")[0], element }, ...extra], path);
}
