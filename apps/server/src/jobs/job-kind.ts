import type { FastifyBaseLogger } from "fastify";
import type PgBoss from "pg-boss";
import type { AppDeps } from "../deps.ts";

/** How a job kind is retried: pg-boss's queue options, set when the queue is created. */
export interface JobPolicy {
  /** Tries after the first. */
  retryLimit: number;
  /** Seconds before the first retry; with backoff each next wait doubles (with jitter). */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** An active job not finished within this is failed (and retried) by the queue's maintenance. */
  expireInSeconds: number;
  /**
   * pg-boss's queue policy: `standard` (the default) queues every job sent; `stately` keeps at most one
   * job per singleton key in each state (one queued, one running), so sending one twice queues it once.
   */
  queuePolicy?: "standard" | "stately";
}

/**
 * Who a job works for: the tenant whose scoped handle it runs on (lib/request-deps.ts `depsForJob`), the
 * account and user that asked for it, and whether that user saw every tenant (the platform owner).
 */
export interface JobTenant {
  tenantId: string;
  accountId: string;
  userId: string;
  all: boolean;
}

export interface JobContext {
  app: AppDeps;
  log: FastifyBaseLogger;
}

/** One kind of work that outlives a request: its queue name, retry policy and handler (one file each). */
export interface JobKind<T extends object> {
  /** The pg-boss queue name (letters, digits, hyphens). */
  name: string;
  policy: JobPolicy;
  /** The tenant the job works for, shown on the owner's page; undefined for platform work (mail). */
  tenantOf(data: T): string | undefined;
  /** One line for the platform owner's jobs page. */
  describe(data: T): string;
  run(ctx: JobContext, job: PgBoss.JobWithMetadata<T>): Promise<void>;
  /**
   * After the last try failed, however it failed (an error, or a process that died while running it),
   * through a dead-letter queue of its own: what must be recorded about the failure.
   */
  afterLastTry?(ctx: JobContext, data: T, error: string): Promise<void>;
}

/** A kind without its data type, for the registry. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds kinds of every data type
export type AnyJobKind = JobKind<any>;

/** The queue that receives a kind's jobs once their last try failed. */
export const deadLetterOf = (kind: AnyJobKind): string => `${kind.name}-failed`;

export { QUEUE_SCHEMA } from "@q2c/db";

/** The message pg-boss stored for a failed job (a serialised Error, or its own text). */
export function errorText(output: unknown): string {
  const o = output as { message?: unknown; value?: unknown } | null;
  if (typeof o?.message === "string") return o.message;
  if (typeof o?.value === "string") return o.value;
  const inner = o?.value as { message?: unknown } | undefined;
  return typeof inner?.message === "string" ? inner.message : "The job failed.";
}
