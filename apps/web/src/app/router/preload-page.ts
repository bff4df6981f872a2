import { type AccessContext, checkRoute, matchRoute, type RouteId, routeById } from "@q2c/domain";
import { wantOverlays } from "../feedback/overlays.ts";
import { PAGES } from "./page-registry.ts";

// A page's code (the quote builder's is the largest) starts loading when the user heads for it: a link to
// it pointed at or focused, or a row that opens it; the quote builder's also once the first page has drawn
// and the browser is idle. By the click it is in or on its way, so opening a page within the app does not
// wait for its chunks as it would with every page's code split off.

const started = new Set<string>();

/** Starts loading a page's code, once per page. */
function startPage(id: RouteId): void {
  if (started.has(id)) return;
  started.add(id);
  PAGES[id]?.preload?.();
}

/** Starts loading the code of the page at `pathname` (no query), once per page; nothing for a 404. */
export function preloadPage(pathname: string): void {
  const id = matchRoute(pathname)?.route.id as RouteId | undefined;
  if (id !== undefined) startPage(id);
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

/** The page a signed-in user most often opens next: the quote builder. */
const LIKELY_NEXT: RouteId = "projects.edit";

/**
 * Once the browser is idle after the first page has drawn: the quote builder's code (for users its route
 * lets in) and the dialogs and notifications start loading, so that opening a quote within the app does not
 * wait for them, while the first page's own load stays without them. Answers the undo.
 */
export function preloadLikelyNextWhenIdle(ctx: AccessContext): () => void {
  const run = () => {
    wantOverlays();
    if (checkRoute(routeById(LIKELY_NEXT), ctx).kind === "ok") startPage(LIKELY_NEXT);
  };
  // Safari has no requestIdleCallback: a timer after the first draw does the same there.
  if (typeof requestIdleCallback !== "function") {
    const timer = setTimeout(run, 500);
    return () => clearTimeout(timer);
  }
  const id = requestIdleCallback(run, { timeout: 3000 });
  return () => cancelIdleCallback(id);
}
