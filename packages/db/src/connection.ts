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
import { PgliteGate } from "./pglite-gate.ts";
import {
  listenOnConnect,
  listenPostgres,
  PRINCIPAL_CHANNEL,
  PrincipalChangeFeed,
  type PrincipalChanges,
  parsePrincipalChange,
} from "./principal-changes.ts";
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
  /** Changes to sessions, users, accounts and teams that a cached principal must not outlive. */
  principalChanges: PrincipalChanges;
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
    const principalChanges = new PrincipalChangeFeed();
    // One connection: its notifications arrive while the statement that caused them is answered.
    await client.listen(PRINCIPAL_CHANNEL, (payload) => principalChanges.emit(parsePrincipalChange(payload)));
    // Everything that runs SQL goes through the gate (pglite-gate.ts); a class, so drizzle takes it as a client.
    const gate = new PgliteGate(client);
    const asClient = gate as unknown as PGlite;
    const db = drizzlePglite(asClient, { schema }) as unknown as Db;
    const database: Database = {
      db,
      kind: "pglite",
      principalChanges,
      scoped: (settings) => scopedPglite(db, gate, settings),
      query: async <T>(sql: string, params: unknown[] = []) => (await gate.query<T>(sql, params)).rows,
      execute: (sql, params) => executePglite(gate, sql, params),
      async migrate() {
        await migratePglite(drizzlePglite(asClient, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
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
  const principalChanges = new PrincipalChangeFeed();
  const onConnect = listenOnConnect(principalChanges);
  const systemMax = Math.max(2, Math.ceil(max / 2));
  const pool = new pg.Pool({ connectionString: url, max: systemMax, onConnect });
  // The callers' statements keep their settings on their connections (scoped.ts): a pool of their own, so
  // the system handle never runs on a connection that carries a caller's role.
  const callers = new pg.Pool({ connectionString: url, max, onConnect });
  const stopListening = await listenPostgres(url, principalChanges);
  try {
    // Fail early with the driver's own message when the server is unreachable.
    const probe = await pool.connect();
    probe.release();
  } catch (err) {
    await stopListening();
    await Promise.all([pool.end(), callers.end()]);
    throw err;
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const database: Database = {
    db,
    kind: "postgres",
    principalChanges,
    scoped: (settings) => scopedPostgres(db, callers, settings),
    query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    execute: (sql, params) => executePostgres(pool, sql, params),
    async migrate() {
      await migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      await migrateQueueSchema(database);
    },
    // Both pools: the system handle's (the job queue runs there) and the callers'.
    poolUse: () => ({
      open: pool.totalCount + callers.totalCount,
      idle: pool.idleCount + callers.idleCount,
      waiting: pool.waitingCount + callers.waitingCount,
      max: systemMax + max,
    }),
    close: async () => {
      await stopListening();
      await Promise.all([pool.end(), callers.end()]);
    },
  };
  return database;
}

/**
 * PGlite's `query` takes one statement with parameters; its `exec` takes several without (the gate's
 * `script`, which rolls back a script that failed after its own `BEGIN`). Both run as the connecting role.
 */
async function executePglite(gate: PgliteGate, sql: string, params: unknown[] | undefined) {
  if (params && params.length > 0) return { rows: (await gate.query(sql, params)).rows };
  const results = await gate.script(sql);
  return { rows: results.at(-1)?.rows ?? [] };
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
