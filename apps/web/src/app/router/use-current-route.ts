import type { AppRoute } from "@q2c/domain";
import { useMatches } from "react-router";
import type { RouteHandle } from "./build-routes.tsx";

const hasRoute = (handle: unknown): handle is RouteHandle =>
  typeof handle === "object" && handle !== null && "route" in handle;

/** The domain route of the deepest matched page (null outside a page, e.g. in an error). */
export function useCurrentRoute(): AppRoute | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (hasRoute(handle)) return handle.route;
  }
  return null;
}
