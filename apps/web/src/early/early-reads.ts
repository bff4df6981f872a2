import { API_PREFIX } from "@q2c/domain/constants";
import { STORAGE_KEYS } from "../api/storage-keys.ts";

// The reads a page makes as it opens, started by a script inlined at the top of index.html
// (early-reads-boot.ts, built by apps/web/vite-early-reads.ts) before any of the app's code has loaded:
// the server answers them while the browser fetches, compiles and runs the app, instead of after the
// shell and the page have drawn. The API client (api/client.ts) takes an early read in place of the
// same GET, once. Only the quote builder uses this: its quote of up to thousands of lines is the read
// that matters (issue #4: a 1,000-line quote interactive within 1 s).
//
// This file is inlined into every page: it imports nothing that is not as small as itself.

/** Where the inline script leaves its reads for the app. */
const SLOT = "__q2cEarlyReads";
/** A read the app has not taken by then (it went elsewhere, a later visit) is not used. */
export const EARLY_READ_TTL_MS = 15_000;

export interface EarlyReads {
  /** The access token the reads were sent with: a refreshed one means they are not the app's. */
  token: string;
  startedAt: number;
  /** Full URL path with query (as api/client.ts apiUrl builds it) → the response on its way. */
  responses: Map<string, Promise<Response>>;
}

type Slot = { [SLOT]?: EarlyReads };

/** The parts of the stored user (foundation §3 userInfo) that decide the reads. */
interface StoredUser {
  id?: unknown;
  accountKind?: unknown;
}

/** /projects/{id}/edit and /customers/{accountId}/projects/{id}/edit (routes projects.edit, customers.projects.edit). */
const BUILDER_PATH = /^(?:\/customers\/[^/]+)?\/projects\/([^/]+)\/edit\/?$/;

const enc = encodeURIComponent;

/**
 * The API reads (paths after the prefix, with their query exactly as the app's calls build it) that the
 * page at `pathname` makes as it opens for this user, or none.
 */
export function earlyReadsOf(pathname: string, user: StoredUser): string[] {
  const builder = BUILDER_PATH.exec(pathname);
  if (builder === null || typeof user.id !== "string") return [];
  // The builder is the provider side's: a customer or a link partner is sent on to the quote's view
  // (route table: projects.edit readerPath), which reads nothing of this.
  if (user.accountKind !== "platformOwner" && user.accountKind !== "msp_expert") return [];
  const quote = `/projects/${enc(decodeURIComponent(builder[1] ?? "").toLowerCase())}`;
  const reads = [
    // The builder's quote (project-builder-api BUILDER_FLAGS; the members panel starts from it too), then
    // the activity feed.
    `${quote}?getLocations=true&getProjectLocationBundleProducts=true&getMembers=true&getTeam=true`,
    `${quote}/events?limit=50`,
    `${quote}/comments?limit=100`,
    // The shell's: the user read again (use-session-refresh.ts) and the menu's categories. Their answers
    // then come while the page still waits for the quote, not after it has drawn.
    `/users/${enc(user.id)}?getTeams=true&getTableConf=true&getRedirectPageInfo=true`,
    "/categories",
  ];
  // The provider side's pickers: Building Use, requirements, partners, bundles (use-builder-info.ts).
  reads.push("/environments", "/requirements", "/accounts?type=link&limit=100");
  return reads;
}

/**
 * Sends the reads of the page being opened, signed in as stored; anything unusual leaves it to the app.
 * True when it sent them (the page is one that reads early).
 */
export function startEarlyReads(win: Window = window): boolean {
  try {
    const token = win.localStorage.getItem(STORAGE_KEYS.accessToken);
    const rawUser = win.localStorage.getItem(STORAGE_KEYS.userInfo);
    if (token === null || rawUser === null) return false;
    const user = JSON.parse(rawUser) as StoredUser | null;
    const paths = earlyReadsOf(win.location.pathname, user ?? {});
    if (paths.length === 0) return false;
    const headers = { Accept: "application/json", Authorization: `Bearer ${token}` };
    const responses = new Map<string, Promise<Response>>();
    for (const path of paths) {
      const url = `${API_PREFIX}${path}`;
      const response = win.fetch(url, { headers });
      // A failed read is the app's to report when it takes it (or it is read again).
      response.catch(() => undefined);
      responses.set(url, response);
    }
    (win as Window & Slot)[SLOT] = { token, startedAt: Date.now(), responses };
    return true;
  } catch {
    // Storage refused or a malformed user: the page reads as it always does.
    return false;
  }
}

/**
 * Asks the browser to fetch and compile the page's script files now, beside the app's own, rather than
 * when the router asks for the page. The links are the ones Vite's loader would add (modulepreload,
 * crossorigin ""), so it finds them and adds none; a file the page does not need is never run.
 */
export function preloadPageFiles(files: readonly string[], doc: Document = document): void {
  for (const href of files) {
    const link = doc.createElement("link");
    link.rel = "modulepreload";
    link.as = "script";
    link.crossOrigin = "";
    link.href = href;
    // Told apart from Vite's own preloads by the builder journey (e2e QuoteBuilderPage.scriptsFetchedLate).
    link.dataset.early = "";
    doc.head.appendChild(link);
  }
}

/** The early read of `url` sent with `token`, once; undefined when there is none (or it is too old). */
export function takeEarlyRead(
  url: string,
  token: string | null,
  win: Window = window,
): Promise<Response> | undefined {
  const reads = (win as Window & Slot)[SLOT];
  if (reads === undefined || token === null || reads.token !== token) return undefined;
  const response = reads.responses.get(url);
  if (response === undefined) return undefined;
  reads.responses.delete(url);
  return Date.now() - reads.startedAt < EARLY_READ_TTL_MS ? response : undefined;
}

/** The early reads nobody took yet (a test's and the bench's check that the list matches the page's calls). */
export function untakenEarlyReads(win: Window = window): string[] {
  return [...((win as Window & Slot)[SLOT]?.responses.keys() ?? [])];
}
