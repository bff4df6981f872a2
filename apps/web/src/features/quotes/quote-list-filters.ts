import {
  QUOTE_LIST_SORTS,
  QUOTE_OUTCOMES,
  QUOTE_STAGES,
  type QuoteListSort,
  type QuoteOutcome,
  type QuoteStage,
} from "@q2c/domain";
import { useSearchParams } from "react-router";
import type { QuoteListParams } from "../../api/quotes-api.ts";

/**
 * The quote list's filters as they live in the URL's query (issue #16 §6), under the names of GET /quotes,
 * so a dashboard tile links to `/quotes?outcome=open&stage=proposal` and the list shows exactly what the
 * tile counted. A value the list does not know is dropped rather than sent (the API would answer 400).
 */
export interface QuoteFilters {
  search: string;
  stage: QuoteStage | null;
  outcome: QuoteOutcome | null;
  decidedFrom: string | null;
  ownerUserId: string | null;
  accountId: string | null;
  expiring: boolean;
  archived: "active" | "archived" | "all";
  sort: QuoteListSort;
}

export const NO_FILTERS: QuoteFilters = {
  search: "",
  stage: null,
  outcome: null,
  decidedFrom: null,
  ownerUserId: null,
  accountId: null,
  expiring: false,
  archived: "active",
  sort: "newest",
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
const matching = (pattern: RegExp, value: string | null): string | null =>
  value !== null && pattern.test(value) ? value : null;

/** The filters a URL query names; anything unknown or malformed reads as not set. */
export function parseQuoteFilters(query: URLSearchParams): QuoteFilters {
  const outcome = oneOf(QUOTE_OUTCOMES, query.get("outcome"));
  return {
    search: (query.get("search") ?? "").slice(0, 100),
    stage: oneOf(QUOTE_STAGES, query.get("stage")),
    outcome,
    // The server takes a decision date only with won or lost.
    decidedFrom: outcome === "won" || outcome === "lost" ? matching(DAY, query.get("decidedFrom")) : null,
    ownerUserId: matching(UUID, query.get("ownerUserId")),
    accountId: matching(UUID, query.get("accountId")),
    expiring: query.get("expiring") === "true",
    archived: oneOf(["active", "archived", "all"] as const, query.get("archived")) ?? "active",
    sort: oneOf(QUOTE_LIST_SORTS, query.get("sort")) ?? "newest",
  };
}

/** `query` with the filters written in: defaults are left out, other parameters kept. */
export function writeQuoteFilters(query: URLSearchParams, filters: QuoteFilters): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of Object.keys(NO_FILTERS) as (keyof QuoteFilters)[]) {
    const value = filters[key];
    if (value === NO_FILTERS[key] || value === null || value === "") next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** The list call's parameters for these filters. */
export function listParamsOf(filters: QuoteFilters, search: string): QuoteListParams {
  return {
    stage: filters.stage ?? undefined,
    outcome: filters.outcome ?? undefined,
    decidedFrom: filters.decidedFrom ?? undefined,
    ownerUserId: filters.ownerUserId ?? undefined,
    accountId: filters.accountId ?? undefined,
    expiring: filters.expiring || undefined,
    archived: filters.archived,
    sort: filters.sort === "newest" ? undefined : filters.sort,
    search: search || undefined,
  };
}

/** Whether any filter narrows the list (the sort does not). */
export const isFiltered = (f: QuoteFilters): boolean =>
  f.search.trim() !== "" ||
  f.stage !== null ||
  f.outcome !== null ||
  f.ownerUserId !== null ||
  f.accountId !== null ||
  f.expiring ||
  f.archived !== "active";

/** A link to the quote list with these filters (the dashboard's tiles). */
export function quoteListLink(filters: Partial<QuoteFilters>): string {
  const query = writeQuoteFilters(new URLSearchParams(), { ...NO_FILTERS, ...filters }).toString();
  return query === "" ? "/quotes" : `/quotes?${query}`;
}

/** The filters of the current URL, and a setter that replaces the history entry (typing is not a visit). */
export function useQuoteFilters(): [QuoteFilters, (change: Partial<QuoteFilters>) => void] {
  const [query, setQuery] = useSearchParams();
  const filters = parseQuoteFilters(query);
  const set = (change: Partial<QuoteFilters>) =>
    setQuery((current) => writeQuoteFilters(current, { ...parseQuoteFilters(current), ...change }), {
      replace: true,
    });
  return [filters, set];
}
