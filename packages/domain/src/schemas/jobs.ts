import { z } from "zod";
import { ZPageQuery } from "../pagination.ts";

/**
 * A job's state as the platform owner reads it: pg-boss's created and retry are both "queued" (retry:
 * waiting for its next try), cancelled jobs are not used.
 */
export const JOB_STATES = ["queued", "active", "failed", "completed"] as const;
export type TJobState = (typeof JOB_STATES)[number];

export const ZJobListQuery = ZPageQuery.extend({ state: z.enum(JOB_STATES).optional() });
export type TJobListQuery = z.infer<typeof ZJobListQuery>;

export const ZJob = z.object({
  id: z.string(),
  /** The job kind (its queue): "send-mail", "product-import-chunk". */
  kind: z.string(),
  state: z.enum(JOB_STATES),
  /** The tenant the job works for; null for platform work such as mail. */
  tenantId: z.string().nullable(),
  /** One line saying what the job does. */
  summary: z.string(),
  /** Tries made so far, and how many it may make in all. */
  tries: z.number().int(),
  maxTries: z.number().int(),
  /** The last try's error (a failed job, or a queued one waiting to retry). */
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** When a queued job may run next (retries wait for their backoff). */
  runAfter: z.string(),
});
export type TJob = z.infer<typeof ZJob>;

/** How many of some work's jobs are in each state (an import's chunks). */
export const ZJobStateCounts = z.object({
  queued: z.number().int(),
  active: z.number().int(),
  failed: z.number().int(),
  completed: z.number().int(),
});
export type TJobStateCounts = z.infer<typeof ZJobStateCounts>;
