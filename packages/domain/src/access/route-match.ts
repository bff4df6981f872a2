import { ROUTES } from "./route-table.ts";
import type { AppRoute } from "./route-types.ts";

export type RouteParams = Record<string, string>;

export interface RouteMatch {
  readonly route: AppRoute;
  readonly params: RouteParams;
  /** Index in the pathname's segments of each param, for rewriting a segment in place. */
  readonly paramSegments: Readonly<Record<string, number>>;
}

/** Path segments without empty ones, so "/a//b/" and "/a/b" match alike. */
export function pathSegments(pathname: string): string[] {
  return pathname.split("/").filter((segment) => segment !== "");
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Params of `pathname` against one pattern, or null. Static segments match case-insensitively, as react-router does. */
export function matchPath(
  pattern: string,
  pathname: string,
): { params: RouteParams; paramSegments: Record<string, number> } | null {
  const expected = pathSegments(pattern);
  const actual = pathSegments(pathname);
  if (expected.length !== actual.length) return null;
  const params: RouteParams = {};
  const paramSegments: Record<string, number> = {};
  for (const [index, part] of expected.entries()) {
    const segment = actual[index] ?? "";
    if (part.startsWith(":")) {
      params[part.slice(1)] = decodeSegment(segment);
      paramSegments[part.slice(1)] = index;
    } else if (part.toLowerCase() !== segment.toLowerCase()) {
      return null;
    }
  }
  return { params, paramSegments };
}

/** Static segments outrank params, earlier segments first: /bundles/add beats /bundles/:id. */
function specificity(pattern: string): string {
  return pathSegments(pattern)
    .map((part) => (part.startsWith(":") ? "0" : "1"))
    .join("");
}

/** A route's pattern split once: a param's name, or a static segment in lower case. */
interface CompiledRoute {
  readonly route: AppRoute;
  readonly parts: readonly { readonly param: string | null; readonly lower: string }[];
}

// Each route's rank is worked out once (not in the comparator) and compared as plain strings of 0s and
// 1s: this runs as every page starts.
const RANKED: readonly CompiledRoute[] = ROUTES.map((route) => ({ route, rank: specificity(route.path) }))
  .sort((a, b) => (a.rank === b.rank ? 0 : a.rank < b.rank ? 1 : -1))
  .map(({ route }) => ({
    route,
    parts: pathSegments(route.path).map((part) =>
      part.startsWith(":") ? { param: part.slice(1), lower: "" } : { param: null, lower: part.toLowerCase() },
    ),
  }));

/** The ranked routes by their number of segments (the ranking kept), so a lookup tries only those. */
const BY_LENGTH = new Map<number, CompiledRoute[]>();
for (const compiled of RANKED) {
  const list = BY_LENGTH.get(compiled.parts.length);
  if (list === undefined) BY_LENGTH.set(compiled.parts.length, [compiled]);
  else list.push(compiled);
}

/** The route a pathname (no query) resolves to, with its decoded params; null means the 404 page. */
export function matchRoute(pathname: string): RouteMatch | null {
  const actual = pathSegments(pathname);
  const lowered = actual.map((segment) => segment.toLowerCase());
  for (const { route, parts } of BY_LENGTH.get(actual.length) ?? []) {
    if (!parts.every((part, index) => part.param !== null || part.lower === lowered[index])) continue;
    const params: RouteParams = {};
    const paramSegments: Record<string, number> = {};
    parts.forEach((part, index) => {
      if (part.param === null) return;
      params[part.param] = decodeSegment(actual[index] ?? "");
      paramSegments[part.param] = index;
    });
    return { route, params, paramSegments };
  }
  return null;
}

/** Fills a pattern's params (encoded) to build a link: fillPath("/quotes/:quoteId/view", { quoteId }). */
export function fillPath(pattern: string, params: RouteParams): string {
  const filled = pathSegments(pattern).map((part) => {
    if (!part.startsWith(":")) return part;
    const value = params[part.slice(1)];
    if (value === undefined) throw new Error(`Missing param ${part} for ${pattern}`);
    return encodeURIComponent(value);
  });
  return `/${filled.join("/")}`;
}
