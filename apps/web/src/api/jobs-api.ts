import type { Page, TJob, TJobState } from "@q2c/domain";
import type { PageCursor } from "./accounts-api.ts";
import { api } from "./client.ts";

export const jobsApi = {
  /** Newest first, in one state or all; keyset pages walk towards older jobs with startingAfter. */
  list: (params: PageCursor & { state?: TJobState | undefined; limit?: number } = {}) =>
    api.get<Page<TJob>>("/jobs", { query: { ...params } }),
  retry: (id: string) => api.post<TJob>(`/jobs/${id}/retry`),
};
