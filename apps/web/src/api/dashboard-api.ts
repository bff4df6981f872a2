import type { TDashboardPipeline } from "@q2c/domain";
import { api } from "./client.ts";

/** GET /dashboard/summary: named counts; nested `counts` and non-numeric entries are tolerated. */
export type DashboardSummary = Record<string, number>;

export function parseSummary(answer: unknown): DashboardSummary {
  const source =
    typeof answer === "object" && answer !== null && "counts" in answer
      ? (answer as { counts: unknown }).counts
      : answer;
  if (typeof source !== "object" || source === null) return {};
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, number] => typeof entry[1] === "number"),
  );
}

export const dashboardApi = {
  // A role the summary refuses still sees its home page (empty), not the 404 page.
  summary: () => api.get<unknown>("/dashboard/summary", { ignore403: true }).then(parseSummary),
  /** The caller's quotes (quotes.read): the page asks only when the user may read quotes. */
  pipeline: () => api.get<TDashboardPipeline>("/dashboard/pipeline"),
};
