import { createBrowserRouter } from "react-router";
import { setApiNavigator } from "../../api/client.ts";
import { buildRoutes } from "./build-routes.tsx";
import { PAGE_PREFETCH, PAGES } from "./page-registry.ts";

/** History routing over the registered pages; the API client redirects through the same router. */
export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes(PAGES, { prefetch: PAGE_PREFETCH }));
  setApiNavigator((path) => {
    void router.navigate(path, { replace: true });
  });
  return router;
}
