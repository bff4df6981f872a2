import { type Database, productImports } from "@q2c/db";
import { PRODUCT_IMPORT_MESSAGES } from "@q2c/domain";
import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { QUEUE_SCHEMA } from "../../jobs/job-kind.ts";
import { productImportChunkJob } from "../../jobs/product-import-chunk.ts";

/**
 * On PostgreSQL, how old a running import with nothing queued must be before it counts as orphaned:
 * another process may have recorded it a moment ago and be about to queue its chunks.
 */
export const IMPORT_ORPHANED_AFTER_MS = 5 * 60 * 1000;

/**
 * At start-up, after the queue recovered abandoned jobs (jobs/queue.ts `recoverAbandoned`): an import
 * still "running" with no chunk job left to run (queued, retrying or active) can never finish, e.g. its
 * process died between recording it and queueing its chunks. It is marked failed; its report already
 * says exactly which rows were written, chunk by chunk. Imports with chunks still queued are left to the
 * workers, which resume them. On PGlite one process holds the data, so no import is that young; on
 * PostgreSQL only imports older than IMPORT_ORPHANED_AFTER_MS are swept.
 * Runs on the system handle, before any request: maintenance of every tenant's imports, reading
 * pg-boss's table beside them.
 */
export async function sweepInterruptedImports(database: Database, log: FastifyBaseLogger): Promise<number> {
  const queued = sql`exists (select 1 from ${sql.raw(QUEUE_SCHEMA)}.job j
    where j.name = ${productImportChunkJob.name} and j.state < 'completed'
      and j.data->>'importId' = ${productImports.id}::text)`;
  const orphaned = and(
    eq(productImports.status, "running"),
    sql`not ${queued}`,
    database.kind === "pglite"
      ? undefined
      : lt(productImports.createdAt, new Date(Date.now() - IMPORT_ORPHANED_AFTER_MS)),
  );
  const swept = await database.db
    .update(productImports)
    .set({ status: "failed", error: PRODUCT_IMPORT_MESSAGES.interrupted, finishedAt: new Date() })
    .where(orphaned)
    .returning({ id: productImports.id });
  if (swept.length > 0) {
    log.warn({ importIds: swept.map((r) => r.id) }, "product imports with nothing left to run marked failed");
  }
  return swept.length;
}
