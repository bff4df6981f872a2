import type { AccountKind } from "./context.ts";

/** A title that may read differently for some account kinds ("Team Members" for customers). */
export type TitleText = string | ({ readonly default: string } & Partial<Record<AccountKind, string>>);

/** A breadcrumb the page fills in once its data has loaded (a customer's or quote's name). */
export const PAGE_CRUMB = { page: true } as const;
export type Crumb = TitleText | typeof PAGE_CRUMB;

/** Shown until the page supplies its title: "..." in the middle of a breadcrumb, "Loading..." last. */
export const CRUMB_PLACEHOLDER_MIDDLE = "...";
export const CRUMB_PLACEHOLDER_LAST = "Loading...";

export function resolveTitle(text: TitleText, kind: AccountKind): string {
  return typeof text === "string" ? text : (text[kind] ?? text.default);
}

const isPageCrumb = (crumb: Crumb): crumb is typeof PAGE_CRUMB =>
  typeof crumb === "object" && "page" in crumb;

/**
 * Breadcrumb titles for an account kind. `pageTitles` fill the page crumbs in order; a missing one
 * shows the placeholder for its position.
 */
export function resolveBreadcrumb(
  crumbs: readonly Crumb[],
  kind: AccountKind,
  pageTitles: readonly (string | undefined)[] = [],
): string[] {
  let filled = 0;
  return crumbs.map((crumb, index) => {
    if (!isPageCrumb(crumb)) return resolveTitle(crumb, kind);
    const supplied = pageTitles[filled++];
    if (supplied !== undefined) return supplied;
    return index === crumbs.length - 1 ? CRUMB_PLACEHOLDER_LAST : CRUMB_PLACEHOLDER_MIDDLE;
  });
}
