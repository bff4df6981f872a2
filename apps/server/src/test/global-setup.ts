// The HTTP suite's global set-up (vitest.config.ts, project "int"): on PGlite, one database migrated and
// seeded as a test server's is, dumped to a temporary file that every test file's server starts from
// (test/pglite-template.ts). On PostgreSQL (TEST_DATABASE_URL) each file keeps its own new database.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startServer } from "../bootstrap.ts";
import { testConfig } from "./test-config.ts";

/**
 * The cluster-wide role the row-level security migration creates (0007): made once here, before the
 * files' databases migrate two at a time, so their migrations do not race to create it (two concurrent
 * CREATE ROLE statements fail on pg_authid's unique index) and find it already there.
 */
async function prepareCluster(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'q2c_app') THEN
    CREATE ROLE q2c_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOINHERIT;
  END IF;
END $$`);
    await client.query("GRANT q2c_app TO CURRENT_USER");
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    await prepareCluster(process.env.TEST_DATABASE_URL);
    project.provide("pgliteTemplate", "");
    return;
  }
  const started = await startServer(testConfig(), { dataDir: undefined });
  let dump: Blob | undefined;
  try {
    dump = await started.deps.database.dumpDataDir?.();
  } finally {
    await started.close();
  }
  if (!dump) throw new Error("PGlite gave no dump of the template database");
  const dir = await mkdtemp(join(tmpdir(), "q2c-pglite-template-"));
  const path = join(dir, "template.tar");
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", path);
  return () => rm(dir, { recursive: true, force: true });
}
