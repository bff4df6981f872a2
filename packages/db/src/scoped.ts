import type { PGlite, Transaction as PgliteTx } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { NodePgSession } from "drizzle-orm/node-postgres";
import { PgDatabase, type PgDialect, type PgSession, type PgTransactionConfig } from "drizzle-orm/pg-core";
import { PgliteSession } from "drizzle-orm/pglite";
import type pg from "pg";
import type { Db } from "./connection.ts";

/**
 * The application role every signed-in request's statements run as (migration 0007): it owns no table and
 * has neither BYPASSRLS nor superuser, so the row-level policies hold whatever role DATABASE_URL names.
 */
export const APP_ROLE = "q2c_app";

/** The per-transaction settings the row-level policies read (migration 0007). */
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
 * One statement that switches the transaction to the app role and sets the policies' settings. The values
 * are inlined (checked uuids and a flag), so the same text runs on either driver and after `begin;`.
 */
function setupStatement(settings: ScopeSettings): string {
  const s = checked(settings);
  return `select set_config('role', '${APP_ROLE}', true), set_config('q2c.tenant_id', '${s.tenantId}', true),
    set_config('q2c.account_id', '${s.accountId}', true), set_config('q2c.all', '${s.all ? "on" : ""}', true),
    set_config('q2c.platform_id', '${s.platformId}', true)`;
}

type Internals = { dialect: PgDialect; session: PgSession; _: { schema: unknown } };

/**
 * A Drizzle handle whose statements run as {@link APP_ROLE} with the caller's settings: each statement
 * outside a transaction in a transaction of its own (`perStatement`); each `transaction()` sets them once
 * at its start. Nothing to release: the handle is a value, usable after the request that made it.
 */
function scopedDatabase(base: Db, perStatement: unknown, SessionClass: unknown, setup: string): Db {
  const { dialect, session: baseSession, _ } = base as unknown as Internals;
  const Session = SessionClass as new (...args: unknown[]) => PgSession;
  const session = new Session(perStatement, dialect, _.schema, {});
  session.transaction = <T>(fn: (tx: never) => Promise<T>, config?: PgTransactionConfig) =>
    baseSession.transaction(async (tx) => {
      await tx.execute(sql.raw(setup));
      return fn(tx as never);
    }, config);
  return new PgDatabase(dialect, session, _.schema as never) as unknown as Db;
}

/** PGlite: one connection, so each statement takes the instance's transaction lock with its settings. */
export function scopedPglite(base: Db, client: PGlite, settings: ScopeSettings): Db {
  const setup = setupStatement(settings);
  const perStatement = {
    query: (text: string, values: unknown[], options: unknown) =>
      client.transaction(async (tx: PgliteTx) => {
        await tx.query(setup);
        return tx.query(text, values, options as never);
      }),
  };
  return scopedDatabase(base, perStatement, PgliteSession, setup);
}

/** PostgreSQL: each statement on a pooled connection between `begin; <settings>` and `commit`. */
export function scopedPostgres(base: Db, pool: pg.Pool, settings: ScopeSettings): Db {
  const setup = setupStatement(settings);
  const begin = `begin; ${setup}`;
  const perStatement = {
    async query(config: pg.QueryConfig, params?: unknown[]) {
      const conn = await pool.connect();
      let broken: Error | undefined;
      try {
        await conn.query(begin);
        const result = await conn.query(config, params);
        await conn.query("commit");
        return result;
      } catch (err) {
        // A connection whose rollback fails may still hold the role: destroy it rather than reuse it.
        await conn.query("rollback").catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw err;
      } finally {
        conn.release(broken);
      }
    },
  };
  return scopedDatabase(base, perStatement, NodePgSession, setup);
}
