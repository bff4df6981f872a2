import type { QueryOptions } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { NodePgSession } from "drizzle-orm/node-postgres";
import { PgDatabase, type PgDialect, type PgSession, type PgTransactionConfig } from "drizzle-orm/pg-core";
import { PgliteSession } from "drizzle-orm/pglite";
import type pg from "pg";
import type { Db } from "./connection.ts";
import type { PgliteGate } from "./pglite-gate.ts";

/**
 * The application role every signed-in request's statements run as (migration 0007): it owns no table and
 * has neither BYPASSRLS nor superuser, so the row-level policies hold whatever role DATABASE_URL names.
 */
export const APP_ROLE = "q2c_app";

/** The settings the row-level policies read (migration 0007). */
export interface ScopeSettings {
  /** The caller's tenant: the MSP or partner at the top of its subtree. */
  tenantId: string;
  /** The caller's own account: a member of a project in another tenant is found by it. */
  accountId: string;
  /** The platform owner sees every tenant. */
  all: boolean;
  /** The platform owner's account, whose catalogue every MSP reads. */
  platformId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function checked(settings: ScopeSettings): ScopeSettings {
  for (const id of [settings.tenantId, settings.accountId, settings.platformId]) {
    if (!UUID.test(id)) throw new Error(`scoped database: "${id}" is not a lowercase uuid`);
  }
  return settings;
}

/**
 * One statement that switches to the app role and sets the policies' settings: for the current transaction
 * (`local`, inside `db.transaction()`), or for the session (a statement outside a transaction; see
 * {@link scopedPostgres} and pglite-gate.ts for why the session keeps them). The values are inlined (checked
 * uuids and a flag), so the same text runs on either driver and after `begin;`, and equal settings give
 * equal text, which is what a connection is known to carry.
 */
function setupStatement(settings: ScopeSettings, local: boolean): string {
  const s = checked(settings);
  const l = local ? "true" : "false";
  return `select set_config('role', '${APP_ROLE}', ${l}), set_config('q2c.tenant_id', '${s.tenantId}', ${l}),
    set_config('q2c.account_id', '${s.accountId}', ${l}), set_config('q2c.all', '${s.all ? "on" : ""}', ${l}),
    set_config('q2c.platform_id', '${s.platformId}', ${l})`;
}

type Internals = { dialect: PgDialect; _: { schema: unknown } };

/**
 * A Drizzle handle whose statements run as {@link APP_ROLE} with the caller's settings: each statement
 * outside a transaction through `perStatement`, on a connection that carries the caller's settings; each
 * `transaction()` through `txSession`, setting them for the transaction at its start (they end with it).
 * Nothing to release: the handle is a value, usable after the request that made it.
 */
function scopedDatabase(
  base: Db,
  perStatement: unknown,
  SessionClass: unknown,
  txSession: PgSession,
  settings: ScopeSettings,
): Db {
  const { dialect, _ } = base as unknown as Internals;
  const Session = SessionClass as new (...args: unknown[]) => PgSession;
  const session = new Session(perStatement, dialect, _.schema, {});
  const local = setupStatement(settings, true);
  session.transaction = <T>(fn: (tx: never) => Promise<T>, config?: PgTransactionConfig) =>
    txSession.transaction(async (tx) => {
      await tx.execute(sql.raw(local));
      return fn(tx as never);
    }, config);
  return new PgDatabase(dialect, session, _.schema as never) as unknown as Db;
}

/**
 * PGlite: one connection, shared with the system handle through the gate, which sets the caller's settings
 * on the session before a statement unless the session already carries them.
 */
export function scopedPglite(base: Db, gate: PgliteGate, settings: ScopeSettings): Db {
  const setup = setupStatement(settings, false);
  const perStatement = {
    query: (text: string, values: unknown[], options: QueryOptions) =>
      gate.queryAs(setup, text, values, options),
  };
  return scopedDatabase(base, perStatement, PgliteSession, sessionOf(base), settings);
}

/** The settings each connection of the callers' pool carries at session level, as last set by this module. */
const carried = new WeakMap<pg.PoolClient, string>();

/** Distinct statement texts run as named prepared statements; beyond this, new texts run unnamed. */
const MAX_PREPARED = 256;
const preparedNames = new Map<string, string>();

/**
 * A name per statement text, so node-postgres prepares each once per connection and PostgreSQL keeps its
 * plan: planning a statement under the row-level policies costs more than running it.
 */
function named(config: pg.QueryConfig): pg.QueryConfig {
  if (config.name) return config;
  let name = preparedNames.get(config.text);
  if (!name) {
    if (preparedNames.size >= MAX_PREPARED) return config;
    name = `q2c_${preparedNames.size}`;
    preparedNames.set(config.text, name);
  }
  return { ...config, name };
}

/**
 * PostgreSQL: the callers' statements run on a pool of their own, never used by the system handle, whose
 * connections keep the last caller's role and settings at session level. Before a statement the connection
 * is given this caller's settings unless it already carries them: one round trip for a run of statements of
 * the same caller instead of three (`begin; settings`, the statement, `commit`). The record is written only
 * after the settings were set, and set_config inside a failed statement rolls back, so it never claims
 * settings the connection lacks.
 */
export function scopedPostgres(base: Db, pool: pg.Pool, settings: ScopeSettings): Db {
  const setup = setupStatement(settings, false);
  const perStatement = {
    async query(config: pg.QueryConfig, params?: unknown[]) {
      const conn = await pool.connect();
      let broken: Error | undefined;
      try {
        if (carried.get(conn) !== setup) {
          carried.delete(conn);
          await conn.query(setup);
          carried.set(conn, setup);
        }
        return await conn.query(named(config), params);
      } catch (err) {
        // A database error leaves the connection usable; anything else (a lost socket) retires it.
        if (!(err instanceof Error && "code" in err && typeof err.code === "string" && err.code.length === 5))
          broken = err as Error;
        throw err;
      } finally {
        conn.release(broken);
      }
    },
  };
  const { dialect, _ } = base as unknown as Internals;
  const txSession = new NodePgSession(pool, dialect, _.schema as never, {}) as unknown as PgSession;
  return scopedDatabase(base, perStatement, NodePgSession, txSession, settings);
}

const sessionOf = (db: Db) => (db as unknown as { session: PgSession }).session;
