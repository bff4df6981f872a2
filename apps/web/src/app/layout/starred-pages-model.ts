import { type AccountKind, matchRoute, resolveTitle, STARRED_PAGES_VISIBLE } from "@q2c/domain";

/** Starred pages are kept as paths in the user's preferences (`starredPages`, ZUpdateUserRequest). */
export function starredPagesOf(preferences: Record<string, unknown> | undefined): string[] {
  const list = preferences?.starredPages;
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];
}

/** Foundation §4, §9: the first 10 are shown, the rest overflow into a menu. */
export function splitStarred<T>(pages: readonly T[]): { visible: T[]; overflow: T[] } {
  return { visible: pages.slice(0, STARRED_PAGES_VISIBLE), overflow: pages.slice(STARRED_PAGES_VISIBLE) };
}

/** Stars a page (appended, so earlier stars keep their place) or unstars it. */
export function toggleStarred(pages: readonly string[], path: string): string[] {
  return pages.includes(path) ? pages.filter((p) => p !== path) : [...pages, path];
}

/** The route's title for a starred path (its query ignored); the path itself if no route matches. */
export function starredTitle(path: string, kind: AccountKind): string {
  const match = matchRoute(path.split(/[?#]/, 1)[0] ?? path);
  return match === null ? path : resolveTitle(match.route.title, kind);
}
