import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freshDatabaseUrl, openDatabase } from "@q2c/db";
import type { TProductImport } from "@q2c/domain";
import { DEMO_PASSWORD_DEFAULT } from "@q2c/domain";
import { afterAll, describe, expect, it } from "vitest";
import { IMPORT_CHUNK_ROWS } from "../modules/product-import/import-product-chunk.ts";
import { csvOf, productRows } from "../modules/product-import/import-test-helpers.ts";
import {
  fakeWebDist,
  freePort,
  killHard,
  type ServerProcess,
  startServerProcess,
} from "../test/server-process.ts";

// kill -9 of the server process while an import runs: the next start resumes the import from the queue
// (the chunk that was running is retried, its committed twin skipped), so it ends done with every row
// written exactly once. On PGlite the restart retries the abandoned chunk at once; on PostgreSQL it does
// once the chunk has outlived its expiry, which the test stands in for by backdating its start.

const ROWS = IMPORT_CHUNK_ROWS * 30;
const dir = mkdtempSync(join(tmpdir(), "q2c-crash-"));
const processes: ServerProcess[] = [];
afterAll(async () => {
  for (const p of processes) await killHard(p);
  rmSync(dir, { recursive: true, force: true });
});

async function call(server: ServerProcess, path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  const res = await fetch(`${server.url}${path}`, { ...init, headers });
  return { status: res.status, body: await res.json() };
}

async function signIn(server: ServerProcess, password: string): Promise<string> {
  const res = await call(server, "/auth/users", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "editor@msp.demo", password }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.accessToken;
}

async function pollUntil(
  server: ServerProcess,
  token: string,
  id: string,
  done: (i: TProductImport) => boolean,
  timeoutMs: number,
): Promise<TProductImport> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await call(server, `/products/imports/${id}?report=none`, { token });
    expect(res.status).toBe(200);
    if (done(res.body)) return res.body;
    if (Date.now() > until)
      throw new Error(`import ${id} stuck at ${JSON.stringify(res.body)}\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("an import whose server process is killed (kill -9)", () => {
  it("is resumed by the next start and ends done, each row written once", { timeout: 240_000 }, async () => {
    // A database both processes use: a PGlite folder, or (PostgreSQL suite) a migrated, seeded database.
    const databaseUrl = await freshDatabaseUrl();
    const env: Record<string, string> = {
      DEMO_DATA: "1",
      DEMO_PASSWORD: DEMO_PASSWORD_DEFAULT,
      JWT_SECRET: randomBytes(32).toString("hex"),
      ENCRYPTION_KEY: randomBytes(32).toString("base64"),
      JOB_POLL_SECONDS: "0.5",
      JOB_RETRY_DELAY_SECONDS: "1",
      WEB_DIST: fakeWebDist(dir),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: join(dir, "data") }),
    };
    const port = await freePort();
    const first = await startServerProcess(env, port);
    processes.push(first);
    const token = await signIn(first, env.DEMO_PASSWORD!);
    const { header, rows } = productRows("Crash", ROWS);
    const posted = await call(first, "/products/import?fileName=crash.csv", {
      method: "POST",
      token,
      headers: { "content-type": "text/csv" },
      body: csvOf(header, rows),
    });
    expect(posted.status).toBe(202);
    const id: string = posted.body.id;
    const before = await pollUntil(
      first,
      token,
      id,
      (i) => i.processedRows >= IMPORT_CHUNK_ROWS * 3,
      120_000,
    );
    await killHard(first);
    expect(before.status).toBe("running");
    expect(before.processedRows).toBeLessThan(ROWS);

    if (databaseUrl) {
      // The killed process's chunk counts as abandoned once its expiry has passed.
      const pg = (await import("pg")).default;
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(
        "update pgboss.job set started_on = now() - interval '1 hour' where state = 'active'",
      );
      await client.end();
    }
    const second = await startServerProcess(env, port);
    processes.push(second);
    const token2 = await signIn(second, env.DEMO_PASSWORD!);
    const after = await pollUntil(second, token2, id, (i) => i.status !== "running", 180_000);
    expect(after).toMatchObject({ status: "done", processedRows: ROWS, importedRows: ROWS, failedRows: 0 });
    const { body: full } = await call(second, `/products/imports/${id}`, { token: token2 });
    expect(full.report.map((r: { row: number }) => r.row)).toEqual(rows.map((_, i) => i + 1));
    await killHard(second);

    // Each row written once: as many products as the file has rows, each name once.
    const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : env.DATA_DIR });
    try {
      const [count] = await database.query<{ n: number; names: number }>(
        "select count(*)::int as n, count(distinct name)::int as names from products where name like 'Crash %'",
      );
      expect(count).toEqual({ n: ROWS, names: ROWS });
    } finally {
      await database.close();
    }
  });
});
