import { type AccessContext, type AppRoute, NOT_FOUND_PATH, ROUTES, type RouteId } from "@q2c/domain";
import { Navigate, type RouteObject } from "react-router";
import { currentAccessContext } from "../session/use-session.ts";
import { AppLoading } from "./app-loading.tsx";
import { lazyPage, type PageLoader } from "./lazy-page.ts";
import { RootFrame } from "./root-frame.tsx";
import { RouteErrorPage } from "./route-error-page.tsx";
import { guardLoader, notFoundLoader, type PagePrefetch } from "./route-guard-loader.ts";

/** Route ids of the domain table mapped to the page that renders them. */
export type PageRegistry = Partial<Record<RouteId, PageLoader>>;

/** Every route object carries its domain route, read by the layout (breadcrumbs, width, title). */
export interface RouteHandle {
  route: AppRoute;
}

/** Route ids mapped to what their page reads first, started by the route (see guardLoader). */
export type PrefetchRegistry = Partial<Record<RouteId, PagePrefetch>>;

export interface BuildRoutesOptions {
  getContext?: () => AccessContext;
  prefetch?: PrefetchRegistry;
}

// The signed-in pages' frame (header, side menu, live socket) is not part of the sign-in page's load; the
// router fetches it beside the page's own chunk.
const mainLayout = lazyPage(() =>
  import("../layout/main-layout.tsx").then((m) => ({ default: m.MainLayout })),
);

// The loader redirects first; this only renders if a loader is skipped (e.g. revalidation opt-outs).
const NotFoundRedirect = () => <Navigate to={NOT_FOUND_PATH} replace />;

/** The domain routes that have a page, in the table's order; the rest answer the 404 page. */
export function registeredRoutes(pages: PageRegistry): AppRoute[] {
  return ROUTES.filter((route) => !route.disabled && pages[route.id as RouteId] !== undefined);
}

/**
 * The router's tree: public pages on their own, every other page inside the main layout, and a
 * catch-all that sends unknown paths to /pages/error-404.
 */
export function buildRoutes(pages: PageRegistry, opts: BuildRoutesOptions = {}): RouteObject[] {
  const getContext = opts.getContext ?? currentAccessContext;
  const toRouteObject = (route: AppRoute): RouteObject => ({
    id: route.id,
    path: route.path,
    handle: { route } satisfies RouteHandle,
    loader: guardLoader(route, getContext, opts.prefetch?.[route.id as RouteId]),
    lazy: pages[route.id as RouteId],
    ErrorBoundary: RouteErrorPage,
  });
  const routes = registeredRoutes(pages);
  return [
    {
      id: "root",
      element: <RootFrame registered={new Set(routes.map((route) => route.id))} />,
      HydrateFallback: AppLoading,
      ErrorBoundary: RouteErrorPage,
      children: [
        ...routes.filter((route) => route.public).map(toRouteObject),
        {
          id: "main-layout",
          lazy: mainLayout,
          children: routes.filter((route) => !route.public).map(toRouteObject),
        },
        { id: "not-found-fallback", path: "*", loader: notFoundLoader, Component: NotFoundRedirect },
      ],
    },
  ];
}
