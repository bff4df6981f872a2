import type {
  Page,
  TCreatePriceRuleRequest,
  TPriceRule,
  TPriceRuleManufacturer,
  TPriceRuleRun,
  TPriceRuleRunApplied,
  TPriceRulesPreview,
  TUndoPriceRuleRunResponse,
  TUpdatePriceRuleRequest,
} from "@q2c/domain";
import type { PageCursor } from "./accounts-api.ts";
import { api } from "./client.ts";

/** How many runs the page lists at a time ("Recent runs"). */
export const PRICE_RUNS_PAGE_SIZE = 10;

const rulePath = (id: string) => `/price-rules/${encodeURIComponent(id)}`;

/** Price automation (/cpq-automation): rules, their preview and apply, and the runs they made. */
export const priceAutomationApi = {
  rules: () => api.get<{ data: TPriceRule[] }>("/price-rules").then((answer) => answer.data),
  manufacturers: () =>
    api.get<{ data: TPriceRuleManufacturer[] }>("/price-rules/manufacturers").then((answer) => answer.data),
  create: (body: TCreatePriceRuleRequest) => api.post<TPriceRule>("/price-rules", body),
  update: (id: string, body: TUpdatePriceRuleRequest) => api.put<TPriceRule>(rulePath(id), body),
  remove: (id: string) => api.delete<{ id: string }>(rulePath(id)),
  preview: (includeManual: boolean) =>
    api.post<TPriceRulesPreview>("/price-rules/preview", { includeManual }),
  /** expectedCount is the preview's count: the server answers 409 when the catalogue moved since. */
  apply: (body: { includeManual: boolean; expectedCount: number }) =>
    api.post<TPriceRuleRunApplied>("/price-rules/apply", body),
  runs: (cursor: PageCursor = {}) =>
    api.get<Page<TPriceRuleRun>>("/price-rules/runs", { query: { ...cursor, limit: PRICE_RUNS_PAGE_SIZE } }),
  undo: (id: string) =>
    api.post<TUndoPriceRuleRunResponse>(`/price-rules/runs/${encodeURIComponent(id)}/undo`, {}),
};
