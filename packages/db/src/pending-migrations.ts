import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { type Database, MIGRATIONS_FOLDER } from "./connection.ts";

/** How many migrations of the journal the database has not applied yet. */
export async function pendingMigrations(database: Database): Promise<number> {
  const journal = JSON.parse(readFileSync(resolve(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  const exists = await database.query<{ ok: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as ok",
  );
  if (!exists[0]?.ok) return journal.entries.length;
  const rows = await database.query<{ n: number }>(
    "select count(*)::int as n from drizzle.__drizzle_migrations",
  );
  return Math.max(0, journal.entries.length - (rows[0]?.n ?? 0));
}
