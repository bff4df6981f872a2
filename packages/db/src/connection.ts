import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { acquireDataLock, type DataLock } from "./data-lock.ts";
import { migrateQueueSchema } from "./queue-schema.ts";
import * as schema from "./schema/index.ts";
import { type ScopeSettings, scopedPglite, scopedPostgres } from "./scoped.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), "../migrations");

export interface Database {
  /**
   * The system handle: the connecting role, no row-level scope. Only the paths without a caller use it
   * (sign-in, migrations, seeding, the principal's own load); see apps/server/src/lib/system-db.ts.
   */
  db: Db;
  /** A handle whose every statement runs as the app role under the row-level policies (scoped.ts). */
  scoped(settings: ScopeSettings): Db;
  kind: "pglite" | "postgres";
  /** Runs raw SQL with positional parameters; used by the benchmark's bare baseline and by tests. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * The job queue's SQL (pg-boss's `executeSql`, apps/server/src/jobs/queue.ts), on the system handle's
   * connection(s). Text without parameters may hold several statements (pg-boss's schema migrations and
   * its locked maintenance blocks); the rows are those of the last statement.
   */
  execute(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  /** The application's migrations, then the job queue's schema (queue-schema.ts). */
  migrate(): Promise<void>;
  /** PostgreSQL only: the pool's connections now (open, idle, waiting for one) and its size. */
  poolUse?(): { open: number; idle: number; waiting: number; max: number };
  /** PGlite only: the whole data folder as an uncompressed tarball, to start other databases from. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; absent means in memory (tests). */
  dataDir?: string | undefined;
  /** In memory only: start from this dump (`dumpDataDir`) instead of an empty database. */
  pgliteTemplate?: Blob | undefined;
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10);
  return openPglite(opts.dataDir, opts.pgliteTemplate);
}

async function openPglite(dataDir: string | undefined, template: Blob | undefined): Promise<Database> {
  let lock: DataLock | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    lock = acquireDataLock(dataDir);
  }
  try {
    const client = dataDir
      ? new PGlite(resolve(dataDir, "pg"))
      : new PGlite(template ? { loadDataDir: template } : undefined);
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    const database: Database = {
      db,
      kind: "pglite",
      scoped: (settings) => scopedPglite(db, client, settings),
      query: async <T>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows,
      execute: (sql, params) => executePglite(client, sql, params),
      async migrate() {
        await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        await migrateQueueSchema(database);
      },
      dumpDataDir: () => client.dumpDataDir("none"),
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
    return database;
  } catch (err) {
    lock?.release();
    throw err;
  }
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // Fail early with the driver's own message when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const database: Database = {
    db,
    kind: "postgres",
    scoped: (settings) => scopedPostgres(db, pool, settings),
    query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    execute: (sql, params) => executePostgres(pool, sql, params),
    async migrate() {
      await migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      await migrateQueueSchema(database);
    },
    poolUse: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    close: () => pool.end(),
  };
  return database;
}

/**
 * PGlite's `query` takes one statement with parameters; its `exec` takes several without. A script that
 * fails after its own `BEGIN` would leave PGlite's one connection in an aborted transaction, refusing
 * every later statement of every caller, so it is rolled back at once (a no-op when none is open).
 */
async function executePglite(client: PGlite, sql: string, params: unknown[] | undefined) {
  if (params && params.length > 0) return { rows: (await client.query(sql, params)).rows };
  try {
    const results = await client.exec(sql);
    return { rows: results.at(-1)?.rows ?? [] };
  } catch (err) {
    await client.exec("rollback").catch(() => undefined);
    throw err;
  }
}

/**
 * As on PGlite: a script that fails after its own `BEGIN` leaves its connection in an aborted transaction,
 * so it is rolled back before the connection goes back to the pool (or destroyed if that fails too).
 * Several statements answer one result each; pg-boss reads only the last.
 */
async function executePostgres(pool: pg.Pool, sql: string, params: unknown[] | undefined) {
  if (params && params.length > 0) return { rows: (await pool.query(sql, params)).rows };
  const conn = await pool.connect();
  let broken: Error | undefined;
  try {
    const result = (await conn.query(sql)) as pg.QueryResult | pg.QueryResult[];
    return { rows: (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [] };
  } catch (err) {
    await conn.query("rollback").catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw err;
  } finally {
    conn.release(broken);
  }
}
