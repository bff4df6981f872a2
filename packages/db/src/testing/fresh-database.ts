import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../connection.ts";

/**
 * A migrated, empty database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL points at a
 * throwaway PostgreSQL cluster (scripts/with-postgres.mjs), a new database of its own on it.
 */
export async function freshDatabaseUrl(): Promise<string | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  await database.migrate();
  await database.close();
  return url.toString();
}

export async function openFreshDatabase(): Promise<Database> {
  const url = await freshDatabaseUrl();
  const database = await openDatabase({ databaseUrl: url });
  if (!url) await database.migrate();
  return database;
}
