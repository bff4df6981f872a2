// The HTTP suite on PGlite starts each test file's database from one dump, made once per run, of a
// database already migrated and seeded as every test server is (test/global-setup.ts makes it): loading
// the dump takes well under a second, where a new database, its migrations and the demo data take 2–3 s
// per file. Settings that change what is seeded keep a file on a database of its own.
import { readFile } from "node:fs/promises";
import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** The dump's path; empty when the run has none (on PostgreSQL). */
    pgliteTemplate: string;
  }
}

/** Settings that change what a new database holds: with any of them, a file starts from an empty one. */
const SEEDING = ["DEMO_DATA", "DEMO_PASSWORD", "PLATFORM_ACCOUNT_ID", "DATA_DIR", "DATABASE_URL"];

/** The run's dump for a test server with `env`, or undefined (none made, or `env` changes the seeding). */
export async function loadPgliteTemplate(env: Record<string, string>): Promise<Blob | undefined> {
  if (Object.keys(env).some((key) => SEEDING.includes(key))) return undefined;
  const path = inject("pgliteTemplate");
  return path ? new Blob([await readFile(path)]) : undefined;
}
