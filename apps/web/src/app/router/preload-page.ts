import { matchRoute, type RouteId } from "@q2c/domain";
import { PAGES } from "./page-registry.ts";

// A page's code (the quote builder's is the largest) starts loading when the user heads for it: a link to
// it pointed at or focused, or a row that opens it. By the click it is in or on its way, so opening a page
// within the app does not wait for its chunks as it would with every page's code split off.

const started = new Set<string>();

/** Starts loading the code of the page at `pathname` (no query), once per page; nothing for a 404. */
export function preloadPage(pathname: string): void {
  const id = matchRoute(pathname)?.route.id as RouteId | undefined;
  if (id === undefined || started.has(id)) return;
  started.add(id);
  PAGES[id]?.preload?.();
}

function onIntent(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) preloadPage(link.pathname);
}

/** Preloads the page of any same-origin link the pointer goes over or focus lands on; answers the undo. */
export function preloadPagesOnLinkIntent(): () => void {
  document.addEventListener("pointerover", onIntent, { passive: true });
  document.addEventListener("focusin", onIntent);
  return () => {
    document.removeEventListener("pointerover", onIntent);
    document.removeEventListener("focusin", onIntent);
  };
}
