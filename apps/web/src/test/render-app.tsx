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

/** Renders routes as the app does (providers, data router), in memory, starting at `path`. */
export function renderRoutes(routes: RouteObject[], path = "/") {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setApiNavigator((to) => void router.navigate(to, { replace: true }));
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
