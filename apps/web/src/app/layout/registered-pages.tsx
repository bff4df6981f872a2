import { matchRoute } from "@q2c/domain";
import { createContext, useContext, useMemo } from "react";

/** Ids of the routes that have a page, so the menu and starred pages link only to real pages. */
export const RegisteredRoutesContext = createContext<ReadonlySet<string>>(new Set());

export function isRegisteredPath(ids: ReadonlySet<string>, path: string): boolean {
  const match = matchRoute(path.split(/[?#]/, 1)[0] ?? path);
  return match !== null && ids.has(match.route.id);
}

export function useIsRegisteredPath(): (path: string) => boolean {
  const ids = useContext(RegisteredRoutesContext);
  // The menu asks about the same few dozen paths on every build; each answer is kept per set of ids.
  return useMemo(() => {
    const known = new Map<string, boolean>();
    return (path: string) => {
      let answer = known.get(path);
      if (answer === undefined) {
        answer = isRegisteredPath(ids, path);
        known.set(path, answer);
      }
      return answer;
    };
  }, [ids]);
}
