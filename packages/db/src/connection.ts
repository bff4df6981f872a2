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
  migrate(): Promise<void>;
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
    return {
      db,
      kind: "pglite",
      principalChanges,
      scoped: (settings) => scopedPglite(db, gate, settings),
      query: async <T>(sql: string, params: unknown[] = []) => (await gate.query<T>(sql, params)).rows,
      migrate: () =>
        migratePglite(drizzlePglite(asClient, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
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
  const principalChanges = new PrincipalChangeFeed();
  const onConnect = listenOnConnect(principalChanges);
  const pool = new pg.Pool({ connectionString: url, max: Math.max(2, Math.ceil(max / 2)), onConnect });
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
  return {
    db,
    kind: "postgres",
    principalChanges,
    scoped: (settings) => scopedPostgres(db, callers, settings),
    query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      await stopListening();
      await Promise.all([pool.end(), callers.end()]);
    },
  };
}
