import { type Database, uuidv7 } from "@q2c/db";
import type { Page, TJob, TJobListQuery, TJobStateCounts } from "@q2c/domain";
import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { Config } from "../config.ts";
import type { AppDeps } from "../deps.ts";
import {
  type AnyJobKind,
  deadLetterOf,
  errorText,
  type JobContext,
  type JobKind,
  QUEUE_SCHEMA,
} from "./job-kind.ts";
import { findJob, jobStateCounts, listJobs } from "./list-jobs.ts";

/** What the process knows of the queue: send jobs, start and stop its workers, retry a failed job. */
export interface JobQueue {
  /** Queues one job; resolves with its id once it is stored (the work runs later, in any process). */
  send<T extends object>(kind: JobKind<T>, data: T): Promise<string>;
  /**
   * Queues a job of a `stately` kind unless one with the same key is already queued: resolves with the new
   * job's id, or null when the queued one stands (a running one does not count: the new job runs after it).
   */
  sendOnce<T extends object>(
    kind: JobKind<T>,
    data: T,
    singletonKey: string,
    opts?: { startAfterSeconds?: number },
  ): Promise<string | null>;
  /** Queues several jobs of one kind in one statement. */
  sendMany<T extends object>(kind: JobKind<T>, data: readonly T[]): Promise<string[]>;
  /** Puts a failed job back in the queue for one more try. */
  retry(kind: AnyJobKind, id: string): Promise<void>;
  /** The platform owner's list of jobs (jobs/list-jobs.ts). */
  list(query: TJobListQuery): Promise<Page<TJob>>;
  find(id: string): Promise<{ job: TJob; kind: AnyJobKind } | undefined>;
  /** A tenant's jobs of one kind by a data field's value (an import's chunks by its id), per state. */
  stateCounts(
    kind: AnyJobKind,
    tenantId: string,
    field: string,
    values: readonly string[],
  ): Promise<Map<string, TJobStateCounts>>;
  /**
   * At start-up, before {@link work}: jobs left active by a process that died (kill -9, a crash) are
   * failed now, so they retry (or, after their last try, reach their dead letter) at once. On PGlite,
   * which one process holds, every active job is such a job. On PostgreSQL another process may be running
   * them, so only those that outlived their kind's `expireInSeconds` are (as the queue's maintenance does
   * every minute). Answers how many on PGlite.
   */
  recoverAbandoned(): Promise<number>;
  /** Throws when the queue is stopped or its tables do not answer (GET /api/health). */
  check(): Promise<void>;
  /** Jobs in the queue's table by kind and state (GET /metrics: depths and failures). */
  depths(): Promise<{ name: string; state: string; count: number }[]>;
  /** Starts this process's workers (after start-up has recovered what a stopped process left). */
  work(app: AppDeps, log: FastifyBaseLogger): Promise<void>;
  /** Lets running jobs finish (for up to `timeoutMs`), then stops; jobs still running go back to retry. */
  stop(timeoutMs?: number): Promise<void>;
  readonly kinds: readonly AnyJobKind[];
}

/**
 * pg-boss on the system handle's connection(s): on PostgreSQL the server's pool, on PGlite its one
 * connection. Both run the same pg-boss SQL (`FOR UPDATE SKIP LOCKED` included), so both modes queue,
 * retry and expire jobs alike; Database.execute sends pg-boss's multi-statement scripts the way each
 * driver takes them. Creates pg-boss's schema when missing (pg-boss's own versioned migrations) and the
 * queues of every kind with its retry policy.
 */
export async function openJobQueue(
  database: Database,
  config: Config,
  kinds: readonly AnyJobKind[],
): Promise<JobQueue> {
  // pg-boss does not await every statement it starts (a finished job's complete or fail), so the queue
  // tracks them: stop waits for them before the database closes. A statement started after that (a
  // worker whose fetch was under way as the queue stopped) is never run and never answers, so nothing
  // touches a closed database or rejects unheard; its job stays active and is retried as abandoned.
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;
  const executeSql = (text: string, values?: unknown[]) => {
    if (stopped) return new Promise<never>(() => undefined);
    const running = database.execute(text, values);
    inFlight.add(running);
    running.then(
      () => inFlight.delete(running),
      () => inFlight.delete(running),
    );
    return running;
  };
  const boss = new PgBoss({
    db: { executeSql },
    schema: QUEUE_SCHEMA,
    // Its tables come with the database's migrations (@q2c/db migrateQueueSchema); here they are checked.
    migrate: false,
    // Cron schedules are not used yet; their clock checks would only add polling.
    schedule: false,
    pollingIntervalSeconds: config.jobs.pollSeconds,
    // Expiry of jobs whose process died and archiving of finished ones; one process at a time does it.
    maintenanceIntervalSeconds: 60,
  });
  // Errors of polling and maintenance: pg-boss goes on after them, so they are logged, not thrown.
  const early: Error[] = [];
  let log: FastifyBaseLogger | undefined;
  boss.on("error", (err) => (log ? log.error({ err }, "job queue error") : early.push(err)));
  try {
    await boss.start();
  } catch (err) {
    const message = (err as Error).message;
    if (/not installed|requires migrations/.test(message)) {
      throw new Error(
        `The job queue's schema is missing or out of date (${message}). Run \`npm run migrate\` first.`,
      );
    }
    throw err;
  }
  for (const kind of kinds) {
    const retryDelay = config.jobs.retryDelaySeconds ?? kind.policy.retryDelaySeconds;
    const options = {
      name: kind.name,
      retryLimit: kind.policy.retryLimit,
      retryDelay,
      retryBackoff: kind.policy.retryBackoff,
      expireInSeconds: kind.policy.expireInSeconds,
      policy: kind.policy.queuePolicy ?? "standard",
    };
    if (kind.afterLastTry) {
      await boss.createQueue(deadLetterOf(kind), { name: deadLetterOf(kind), retryLimit: 5, retryDelay });
      await ensureQueue(boss, { ...options, deadLetter: deadLetterOf(kind) });
    } else {
      await ensureQueue(boss, options);
    }
  }
  const workers = new Map<string, string>();

  return {
    kinds,
    async send(kind, data) {
      const id = uuidv7();
      await boss.send(kind.name, data, { id });
      wake(boss, workers, kind.name);
      return id;
    },
    async sendOnce(kind, data, singletonKey, opts = {}) {
      if (kind.policy.queuePolicy !== "stately")
        throw new Error(`${kind.name}: sendOnce needs a stately queue`);
      const delay = opts.startAfterSeconds ?? 0;
      const id = await boss.send(kind.name, data, {
        id: uuidv7(),
        singletonKey,
        ...(delay > 0 ? { startAfter: delay } : {}),
      });
      if (id && delay === 0) wake(boss, workers, kind.name);
      return id;
    },
    async sendMany(kind, data) {
      if (data.length === 0) return [];
      const jobs = data.map((d) => ({ id: uuidv7(), name: kind.name, data: d }));
      await boss.insert(jobs);
      wake(boss, workers, kind.name);
      return jobs.map((j) => j.id);
    },
    async recoverAbandoned() {
      if (database.kind !== "pglite") {
        await boss.expire();
        return 0;
      }
      const { rows } = await database.execute(
        `select name, id from ${QUEUE_SCHEMA}.job where state = 'active'`,
      );
      const abandoned = rows as { name: string; id: string }[];
      for (const job of abandoned) await boss.fail(job.name, job.id, { message: ABANDONED });
      return abandoned.length;
    },
    async check() {
      if (stopped) throw new Error("the job queue is stopped");
      await database.execute(`select version from ${QUEUE_SCHEMA}.version`);
    },
    async depths() {
      const { rows } = await database.execute(
        `select name, state::text as state, count(*)::int as count from ${QUEUE_SCHEMA}.job group by name, state`,
      );
      return rows as { name: string; state: string; count: number }[];
    },
    list: (query) => listJobs(database, kinds, query),
    find: (id) => findJob(database, kinds, id),
    stateCounts: (kind, tenantId, field, values) => jobStateCounts(database, kind, tenantId, field, values),
    async retry(kind, id) {
      await boss.retry(kind.name, id);
      wake(boss, workers, kind.name);
    },
    async work(app, logger) {
      log = logger;
      for (const err of early.splice(0)) logger.error({ err }, "job queue error");
      const ctx: JobContext = { app, log: logger };
      for (const kind of kinds) {
        const id = await boss.work<object>(kind.name, { includeMetadata: true, batchSize: 1 }, ([job]) =>
          job ? kind.run(ctx, job) : Promise.resolve(),
        );
        workers.set(kind.name, id);
        const { afterLastTry } = kind;
        if (afterLastTry) {
          await boss.work<object>(deadLetterOf(kind), { includeMetadata: true, batchSize: 1 }, ([job]) =>
            job ? afterLastTry(ctx, job.data, errorText(job.output)) : Promise.resolve(),
          );
        }
      }
    },
    async stop(timeoutMs = 10_000) {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      stopped = true;
    },
  };
}

/** What a job that was running when its process died records as its error. */
export const ABANDONED = "The server process running this job stopped before it finished.";

/** createQueue keeps an existing queue as it was; a changed policy in code is applied to it too. */
async function ensureQueue(boss: PgBoss, options: PgBoss.Queue & { name: string }) {
  await boss.createQueue(options.name, options);
  await boss.updateQueue(options.name, options);
}

/** A job sent by this process is picked up now rather than at the worker's next poll. */
function wake(boss: PgBoss, workers: Map<string, string>, name: string) {
  const id = workers.get(name);
  if (id) boss.notifyWorker(id);
}
