import { matchRoute } from "./route-match.ts";

/** Route params and query values lowercased before routing (spec §5): ids are lowercase UUIDs. */
export const ID_PARAMS = [
  "invoiceId",
  "orderId",
  "loadId",
  "suborderId",
  "subscriptionId",
  "linkedOrderId",
  "projectId",
  "quoteId",
  "accountId",
  "id",
  "templateId",
  "productServiceId",
  "integrationId",
  "environmentId",
  "productBundleTypeId",
  "categoryId",
  "manufacturerId",
  "documentType",
] as const;
export type IdParam = (typeof ID_PARAMS)[number];

const isIdParam = (name: string): name is IdParam => (ID_PARAMS as readonly string[]).includes(name);

export interface LowercasedLocation {
  readonly pathname: string;
  /** Same form as given: with a leading "?" when the input had one. */
  readonly search: string;
  /** True when anything changed, so the router knows to replace the location. */
  readonly changed: boolean;
}

function lowercasePath(pathname: string): string {
  const match = matchRoute(pathname);
  if (match === null) return pathname;
  const indexes = new Set(
    Object.entries(match.paramSegments)
      .filter(([name]) => isIdParam(name))
      .map(([, index]) => index),
  );
  if (indexes.size === 0) return pathname;
  // Rewrites only the id segments so every other character of the path stays as typed.
  let segmentIndex = -1;
  return pathname
    .split("/")
    .map((part) => {
      if (part === "") return part;
      segmentIndex += 1;
      return indexes.has(segmentIndex) ? part.toLowerCase() : part;
    })
    .join("/");
}

function decodeQueryPart(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, " "));
  } catch {
    return null;
  }
}

function lowercaseSearch(search: string): string {
  const prefix = search.startsWith("?") ? "?" : "";
  const body = search.slice(prefix.length);
  if (body === "") return search;
  const pairs = body.split("&").map((pair) => {
    const eq = pair.indexOf("=");
    if (eq < 0) return pair;
    const key = decodeQueryPart(pair.slice(0, eq));
    return key !== null && isIdParam(key) ? `${pair.slice(0, eq)}=${pair.slice(eq + 1).toLowerCase()}` : pair;
  });
  return prefix + pairs.join("&");
}

/** Lowercases id-like route params (by the route table) and id-like query values; nothing else changes. */
export function lowercaseIds(pathname: string, search = ""): LowercasedLocation {
  const nextPath = lowercasePath(pathname);
  const nextSearch = lowercaseSearch(search);
  return {
    pathname: nextPath,
    search: nextSearch,
    changed: nextPath !== pathname || nextSearch !== search,
  };
}
