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
    return {
      db,
      kind: "pglite",
      scoped: (settings) => scopedPglite(db, client, settings),
      query: async <T>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows,
      migrate: () =>
        migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
      dumpDataDir: () => client.dumpDataDir("none"),
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
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
  return {
    db,
    kind: "postgres",
    scoped: (settings) => scopedPostgres(db, pool, settings),
    query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    poolUse: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    close: () => pool.end(),
  };
}
