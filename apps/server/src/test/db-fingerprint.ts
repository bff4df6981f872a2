import type { TestServer } from "./harness.ts";

/**
 * What changes when anything is written: per table, its row count, and where the table has them the
 * latest updated_at and the sum of versions. One query over every table, cheap enough to take around
 * each request of a fuzz run. Tables written by the act of signing in are left out.
 */
export type Fingerprint = Record<string, string>;

// Signing in writes sessions (and failed attempts); the fuzz signs in, so those are not "data" here.
const NOT_DATA = new Set(["__drizzle_migrations", "login_failures", "sessions"]);

export async function fingerprinter(s: TestServer): Promise<() => Promise<Fingerprint>> {
  const tables = await s.sql<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const columns = await s.sql<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and column_name in ('updated_at', 'version')`,
  );
  const has = (table: string, column: string) =>
    columns.some((c) => c.table_name === table && c.column_name === column);
  const parts = tables
    .map((t) => t.table_name)
    .filter((table) => !NOT_DATA.has(table))
    .map((table) => {
      const updated = has(table, "updated_at") ? "max(updated_at)::text" : "''";
      const versions = has(table, "version") ? "sum(version)::text" : "''";
      return `select '${table}' as t, count(*)::text || '/' || coalesce(${updated}, '') || '/' || coalesce(${versions}, '') as f from "${table}"`;
    });
  const text = parts.join(" union all ");
  return async () => {
    const rows = await s.sql<{ t: string; f: string }>(text);
    return Object.fromEntries(rows.map((r) => [r.t, r.f]));
  };
}

/** The tables whose fingerprint differs. */
export const changedTables = (before: Fingerprint, after: Fingerprint): string[] =>
  Object.keys(after).filter((t) => before[t] !== after[t]);
