import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";

type Titles = readonly (string | undefined)[];

const TitlesContext = createContext<Titles>([]);
const SetTitlesContext = createContext<((pathname: string, titles: Titles) => void) | null>(null);

/** Holds the titles the current page supplies; they reset when the path changes. */
export function PageTitleProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [state, setState] = useState<{ pathname: string; titles: Titles }>({ pathname, titles: [] });
  const titles = state.pathname === pathname ? state.titles : [];
  const setTitles = useMemo(
    () => (page: string, next: Titles) => setState({ pathname: page, titles: next }),
    [],
  );
  return (
    <SetTitlesContext.Provider value={setTitles}>
      <TitlesContext.Provider value={titles}>{children}</TitlesContext.Provider>
    </SetTitlesContext.Provider>
  );
}

export function usePageTitles(): Titles {
  return useContext(TitlesContext);
}

/**
 * A page supplies the titles of its breadcrumb's page crumbs, in order, once its data has loaded:
 * `usePageTitle(customer?.accountName)`. Until then the breadcrumb shows "..." in the middle and
 * "Loading..." at the end (foundation §2). Pass undefined while loading.
 */
export function usePageTitle(...titles: (string | undefined)[]): void {
  const setTitles = useContext(SetTitlesContext);
  const { pathname } = useLocation();
  const key = JSON.stringify(titles);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialized key stands for `titles`.
  useEffect(() => {
    setTitles?.(pathname, titles);
  }, [key, pathname, setTitles]);
}
