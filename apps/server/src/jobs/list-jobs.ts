import type { Database } from "@q2c/db";
import type { Page, TJob, TJobListQuery, TJobState, TJobStateCounts } from "@q2c/domain";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { integer, jsonb, pgSchema, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { keysetPage } from "../lib/keyset-page.ts";
import { type AnyJobKind, errorText, QUEUE_SCHEMA } from "./job-kind.ts";

/** pg-boss's job table, read-only: the columns the owner's page shows (pg-boss owns and migrates it). */
const job = pgSchema(QUEUE_SCHEMA).table("job", {
  id: uuid("id").notNull(),
  name: text("name").notNull(),
  data: jsonb("data"),
  state: text("state").notNull(),
  retryLimit: integer("retry_limit").notNull(),
  retryCount: integer("retry_count").notNull(),
  startAfter: timestamp("start_after", { withTimezone: true }).notNull(),
  startedOn: timestamp("started_on", { withTimezone: true }),
  createdOn: timestamp("created_on", { withTimezone: true }).notNull(),
  completedOn: timestamp("completed_on", { withTimezone: true }),
  output: jsonb("output"),
});

/** pg-boss's states behind each state of the owner's page. */
const PG_BOSS_STATES: Record<TJobState, string[]> = {
  queued: ["created", "retry"],
  active: ["active"],
  failed: ["failed"],
  completed: ["completed"],
};
const stateOf = (pgBossState: string): TJobState =>
  pgBossState === "retry" || pgBossState === "created" ? "queued" : (pgBossState as TJobState);

type JobRow = typeof job.$inferSelect;

function toJob(row: JobRow, kind: AnyJobKind): TJob {
  const state = stateOf(row.state);
  // pg-boss counts retries when a retry starts; a job that has run at least once has tried retryCount + 1.
  const tries = row.startedOn ? row.retryCount + 1 : 0;
  const hasError = row.output !== null && (state === "failed" || row.state === "retry");
  return {
    id: row.id,
    kind: row.name,
    state,
    tenantId: kind.tenantOf(row.data as object) ?? null,
    summary: kind.describe(row.data as object),
    tries,
    maxTries: row.retryLimit + 1,
    error: hasError ? errorText(row.output) : null,
    createdAt: row.createdOn.toISOString(),
    startedAt: row.startedOn?.toISOString() ?? null,
    finishedAt: row.completedOn?.toISOString() ?? null,
    runAfter: row.startAfter.toISOString(),
  };
}

/**
 * The jobs of every kind (not their dead letters), newest first, in one state or all. Jobs finished more
 * than pg-boss's archive interval ago (12 hours) have moved to its archive and are not listed.
 */
export async function listJobs(
  database: Database,
  kinds: readonly AnyJobKind[],
  query: TJobListQuery,
): Promise<Page<TJob>> {
  const byName = new Map(kinds.map((k) => [k.name, k]));
  const filter = and(
    inArray(job.name, [...byName.keys()]),
    query.state ? inArray(job.state, PG_BOSS_STATES[query.state]) : undefined,
  );
  const page = await keysetPage(
    query,
    job.id,
    ({ where, orderBy, limit }) =>
      database.db.select().from(job).where(and(filter, where)).orderBy(orderBy).limit(limit),
    "desc",
  );
  return {
    data: page.data.flatMap((row) => {
      const kind = byName.get(row.name);
      return kind ? [toJob(row, kind)] : [];
    }),
    hasMore: page.hasMore,
  };
}

/** One job of a known kind, or undefined. */
export async function findJob(
  database: Database,
  kinds: readonly AnyJobKind[],
  id: string,
): Promise<{ job: TJob; kind: AnyJobKind } | undefined> {
  const [row] = await database.db
    .select()
    .from(job)
    .where(
      and(
        eq(job.id, id),
        inArray(
          job.name,
          kinds.map((k) => k.name),
        ),
      ),
    );
  const kind = row && kinds.find((k) => k.name === row.name);
  return row && kind ? { job: toJob(row, kind), kind } : undefined;
}

/**
 * For each value of a data field (an import's id), how many of a kind's jobs of one tenant are in each
 * state: the MSP's view of its own work in the queue.
 */
export async function jobStateCounts(
  database: Database,
  kind: AnyJobKind,
  tenantId: string,
  field: string,
  values: readonly string[],
): Promise<Map<string, TJobStateCounts>> {
  const counts = new Map<string, TJobStateCounts>();
  if (values.length === 0) return counts;
  // The field inlined (a name from code, checked): as a parameter, select and group by would differ.
  if (!/^\w+$/.test(field)) throw new Error(`not a data field name: ${field}`);
  const key: SQL<string> = sql`${job.data}->>${sql.raw(`'${field}'`)}`;
  const rows = await database.db
    .select({ key, state: job.state, n: sql<number>`count(*)::int` })
    .from(job)
    .where(
      and(
        eq(job.name, kind.name),
        sql`${job.data}->'tenant'->>'tenantId' = ${tenantId}`,
        inArray(key, [...values]),
      ),
    )
    .groupBy(key, job.state);
  for (const value of values) counts.set(value, { queued: 0, active: 0, failed: 0, completed: 0 });
  for (const row of rows) {
    const entry = counts.get(row.key);
    const state = row.state === "cancelled" ? undefined : stateOf(row.state);
    if (entry && state) entry[state] += row.n;
  }
  return counts;
}
