import { createBrowserRouter } from "react-router";
import { setApiNavigator } from "../../api/client.ts";
import { buildRoutes } from "./build-routes.tsx";
import { PAGES } from "./page-registry.ts";

/** History routing over the registered pages; the API client redirects through the same router. */
export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes(PAGES));
  setApiNavigator((path) => {
    void router.navigate(path, { replace: true });
  });
  return router;
}
