import { matchRoute } from "@q2c/domain";
import { createContext, useCallback, useContext } from "react";

/** Ids of the routes that have a page, so the menu and starred pages link only to real pages. */
export const RegisteredRoutesContext = createContext<ReadonlySet<string>>(new Set());

export function isRegisteredPath(ids: ReadonlySet<string>, path: string): boolean {
  const match = matchRoute(path.split(/[?#]/, 1)[0] ?? path);
  return match !== null && ids.has(match.route.id);
}

export function useIsRegisteredPath(): (path: string) => boolean {
  const ids = useContext(RegisteredRoutesContext);
  return useCallback((path: string) => isRegisteredPath(ids, path), [ids]);
}
