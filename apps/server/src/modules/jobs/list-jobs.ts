import type { Page, TJob, TJobListQuery } from "@q2c/domain";
import type { Deps } from "../../deps.ts";

/** The queue's jobs of every kind and tenant, newest first, in one state or all (platform owner only). */
export const listQueueJobs = (deps: Deps, query: TJobListQuery): Promise<Page<TJob>> => deps.jobs.list(query);
