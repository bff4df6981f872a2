import type { MenuEntry } from "@q2c/domain";

/**
 * The side menu as shown: an entry whose route has a page is a link; an entry without one stays
 * only as a group around visible children; anything else is hidden (no link to a 404 page).
 */
export function visibleMenu(
  entries: readonly MenuEntry[],
  isRegistered: (path: string) => boolean,
): MenuEntry[] {
  return entries.flatMap((entry) => {
    const children = visibleMenu(entry.children, isRegistered);
    const linked = entry.path !== null && isRegistered(entry.path);
    if (!linked && children.length === 0) return [];
    return [{ ...entry, path: linked ? entry.path : null, children }];
  });
}

/** Whether an entry or one of its descendants is the current page, to open its group. */
export function containsPath(entry: MenuEntry, pathname: string): boolean {
  if (entry.path !== null && isActivePath(entry.path, pathname)) return true;
  return entry.children.some((child) => containsPath(child, pathname));
}

/** "/" is active only on itself; other entries also for the pages beneath them. */
export function isActivePath(path: string, pathname: string): boolean {
  if (path === "/") return pathname === "/";
  return pathname === path || pathname.startsWith(`${path}/`);
}
