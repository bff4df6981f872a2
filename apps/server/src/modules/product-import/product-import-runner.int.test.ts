import type { Db } from "@q2c/db";
import { PRODUCT_IMPORT_MESSAGES } from "@q2c/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { depsFor } from "../../lib/request-deps.ts";
import { tokensFor } from "../../test/demo-helpers.ts";
import { createTestServer, type TestServer } from "../../test/harness.ts";
import { createImportRunner } from "./import-runner.ts";
import { csvOf, postCsv, productRows, productsStartingWith } from "./import-test-helpers.ts";
import { IMPORT_CHUNK_ROWS } from "./run-product-import.ts";
import { startProductImport } from "./start-product-import.ts";

// One server for the file; the last test closes its app itself, so afterAll closes what is left.
let s: TestServer;
let appClosed = false;
const token = tokensFor(() => s);
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  if (!appClosed) await s.app.close();
  await s.deps.database.close();
});

async function editorPrincipal(server: TestServer): Promise<Principal> {
  const [u] = await server.sql<{ id: string; tenant_id: string; account_id: string }>(
    "select id, tenant_id, account_id from users where email = 'editor@msp.demo'",
  );
  if (!u) throw new Error("no editor");
  return {
    userId: u.id,
    tenantId: u.tenant_id,
    accountId: u.account_id,
    scope: { kind: "tenant", tenantId: u.tenant_id },
  } as Principal;
}

interface TransactionHooks {
  /** Runs inside the n-th transaction once its work is done, before it commits. */
  beforeCommit?: (n: number) => Promise<void>;
  /** Runs once the n-th transaction has committed. */
  afterCommit?: (n: number) => Promise<void>;
}

/** Deps whose database transactions call the hooks, to fail or hold an import between chunks. */
function hookedDeps(deps: Deps, hooks: TransactionHooks): Deps {
  let transactions = 0;
  const db = new Proxy(deps.db, {
    get(target, key, receiver) {
      if (key !== "transaction") return Reflect.get(target, key, receiver);
      return async (work: (tx: Db) => Promise<unknown>) => {
        let n = 0;
        const result = await target.transaction(async (tx: Db) => {
          const done = await work(tx as unknown as Db);
          n = ++transactions;
          await hooks.beforeCommit?.(n);
          return done;
        });
        await hooks.afterCommit?.(n);
        return result;
      };
    },
  });
  return { ...deps, db };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe("progress", () => {
  it("is committed with each chunk, so a poll sees it move while the import runs", async () => {
    const runner = createImportRunner();
    const held: (() => void)[] = [];
    // Each chunk, once committed, waits until the test lets the import go on.
    const deps = hookedDeps(depsFor(s.deps, await editorPrincipal(s)), {
      afterCommit: () => new Promise<void>((resolve) => held.push(resolve)),
    });
    const { header, rows } = productRows("Step", IMPORT_CHUNK_ROWS * 3);
    const started = await startProductImport(
      deps,
      runner,
      await editorPrincipal(s),
      { fileName: "steps.csv", text: csvOf(header, rows) },
      s.app.log,
    );
    const editor = await token("editor@msp.demo");
    const poll = async () =>
      (await s.api("GET", `/products/imports/${started.id}`, { token: editor })).json();
    for (const step of [1, 2, 3]) {
      await until(() => held.length === 1);
      expect(await poll()).toMatchObject({
        status: "running",
        processedRows: IMPORT_CHUNK_ROWS * step,
        importedRows: IMPORT_CHUNK_ROWS * step,
      });
      held.shift()?.();
    }
    await runner.idle();
    expect(await poll()).toMatchObject({ status: "done", processedRows: IMPORT_CHUNK_ROWS * 3 });
  });
});

describe("an import that fails part-way", () => {
  it("ends as failed with the error, keeping earlier chunks whole and nothing of the failing one", async () => {
    const runner = createImportRunner();
    const { header, rows } = productRows("Crash", IMPORT_CHUNK_ROWS * 3);
    const started = await startProductImport(
      hookedDeps(depsFor(s.deps, await editorPrincipal(s)), {
        beforeCommit: async (n) => {
          if (n === 2) throw new Error("disk on fire");
        },
      }),
      runner,
      await editorPrincipal(s),
      { fileName: "crash.csv", text: csvOf(header, rows) },
      s.app.log,
    );
    await runner.idle();
    const [job] = await s.sql<{
      status: string;
      error: string;
      processed_rows: number;
      imported_rows: number;
    }>("select status, error, processed_rows, imported_rows from product_imports where id = $1", [
      started.id,
    ]);
    expect(job).toEqual({
      status: "failed",
      error: "disk on fire",
      processed_rows: IMPORT_CHUNK_ROWS,
      imported_rows: IMPORT_CHUNK_ROWS,
    });
    expect(await productsStartingWith(s, "Crash ")).toBe(IMPORT_CHUNK_ROWS);
    const [last] = await s.sql<{ n: number }>("select count(*)::int as n from products where name = $1", [
      `Crash ${IMPORT_CHUNK_ROWS + 1}`,
    ]);
    expect(last?.n).toBe(0);
  });
});

describe("closing the server while an import runs", () => {
  it("stops the import at a chunk boundary and records it as failed, with whole chunks written", async () => {
    const { header, rows } = productRows("Stop", IMPORT_CHUNK_ROWS * 25);
    const res = await postCsv(s, await token("editor@msp.demo"), csvOf(header, rows));
    expect(res.statusCode).toBe(202);
    appClosed = true;
    await s.app.close();
    const [job] = await s.sql<{
      status: string;
      error: string;
      processed_rows: number;
      imported_rows: number;
    }>("select status, error, processed_rows, imported_rows from product_imports where id = $1", [
      res.json().id,
    ]);
    expect(job?.status).toBe("failed");
    expect(job?.error).toBe(PRODUCT_IMPORT_MESSAGES.interrupted);
    expect(job?.processed_rows).toBeLessThan(IMPORT_CHUNK_ROWS * 25);
    expect((job?.processed_rows ?? -1) % IMPORT_CHUNK_ROWS).toBe(0);
    expect(await productsStartingWith(s, "Stop ")).toBe(job?.imported_rows);
  });
});
