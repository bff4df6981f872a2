import { type Database, productImports } from "@q2c/db";
import { PRODUCT_IMPORT_MESSAGES } from "@q2c/domain";
import { and, eq, lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";

/**
 * How long an import may run before no process can still be running it. The largest file (20,000 rows,
 * 10 MB) imports in a minute or two, so an hour leaves a wide margin for a slow or busy database.
 */
export const IMPORT_ORPHANED_AFTER_MS = 60 * 60 * 1000;

/**
 * At start-up: imports still "running" that no live process owns are marked failed. An import runs in
 * the process that accepted it (import-runner.ts), and a process killed outright (kill -9, a crash) leaves
 * it "running" for good. Each chunk committed its products together with the import's progress and
 * report, so the report already says exactly which rows were written; only status, error and finish
 * time change.
 *
 * Which imports no live process owns, without an owner column (that, with a heartbeat, would need a
 * migration):
 * - PGlite: one process holds the data folder (data-lock.ts), or the database is in memory, so at this
 *   process's start nothing else can be importing into it: every running import is orphaned.
 * - PostgreSQL: several server processes may share the database and one may be importing right now, so
 *   only imports started more than IMPORT_ORPHANED_AFTER_MS ago are swept; a younger one is left to a
 *   later start-up rather than risk failing a live import (which would then go on writing).
 * The sweep runs on the shared handle, before any request: it is maintenance of every tenant's imports.
 */
export async function sweepInterruptedImports(database: Database, log: FastifyBaseLogger): Promise<number> {
  const running = eq(productImports.status, "running");
  const orphaned =
    database.kind === "pglite"
      ? running
      : and(running, lt(productImports.createdAt, new Date(Date.now() - IMPORT_ORPHANED_AFTER_MS)));
  const swept = await database.db
    .update(productImports)
    .set({ status: "failed", error: PRODUCT_IMPORT_MESSAGES.interrupted, finishedAt: new Date() })
    .where(orphaned)
    .returning({ id: productImports.id });
  if (swept.length > 0) {
    log.warn(
      { importIds: swept.map((r) => r.id) },
      "product imports left running by a stopped process marked failed",
    );
  }
  return swept.length;
}
