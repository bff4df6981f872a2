import PgBoss from "pg-boss";
import type { Database } from "./connection.ts";

/** The job queue's (pg-boss's) schema, beside the application's tables in the same database. */
export const QUEUE_SCHEMA = "pgboss";

/**
 * Creates or upgrades the job queue's tables with pg-boss's own versioned migrations, as part of
 * `Database.migrate()` (so `npm run migrate` on PostgreSQL, and each start on PGlite). The server itself
 * only checks them (apps/server/src/jobs/queue.ts), as it checks the application's migrations.
 */
export async function migrateQueueSchema(database: Database): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.execute(text, values) },
    schema: QUEUE_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
