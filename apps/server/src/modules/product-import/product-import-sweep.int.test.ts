import { DEMO_IDS, uuidv7 } from "@q2c/db";
import { PRODUCT_IMPORT_MESSAGES } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../../bootstrap.ts";
import { userIdOf } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";

// An import whose process was killed (kill -9: no shutdown hook ran) stays "running" in the table. The
// next start-up marks it failed, keeping what its report says was imported, unless another live process
// may still own it (PostgreSQL shared by several processes: only imports older than the bound).

const s = useTestServer();
let stale: string;
let recent: string;

const REPORT = [
  { row: 1, status: "imported", productId: "0190a000-0000-7000-8000-00000000beef" },
  { row: 2, status: "failed", errors: { row: "This row could not be saved." } },
];

async function insertRunning(createdAt: string): Promise<string> {
  const id = uuidv7();
  await s.sql(
    `insert into product_imports (tenant_id, id, account_id, user_id, file_name, status, total_rows,
       processed_rows, imported_rows, failed_rows, report, created_at)
     values ($1, $2, $1, $3, 'killed.csv', 'running', 1000, 2, 1, 1, $4::jsonb, ${createdAt})`,
    [DEMO_IDS.northwind, id, await userIdOf(s, "editor@msp.demo"), JSON.stringify(REPORT)],
  );
  return id;
}

const importRow = async (database: { query: typeof s.sql }, id: string) => {
  const [row] = await database.query<Record<string, unknown>>(
    `select status, error, finished_at, processed_rows, imported_rows, failed_rows, report
       from product_imports where id = $1`,
    [id],
  );
  return row;
};

beforeAll(async () => {
  stale = await insertRunning("now() - interval '2 hours'");
  recent = await insertRunning("now()");
});

describe("imports left running by a killed process", () => {
  it("are marked failed at the next start-up, with the rows written so far still reported", async () => {
    // The same database, started again: a copy of the PGlite data (its folder is one process's), or the
    // same PostgreSQL database.
    const dump = s.deps.database.kind === "pglite" ? await s.deps.database.dumpDataDir?.() : undefined;
    const restarted = await startServer(s.config, { dataDir: undefined, pgliteTemplate: dump });
    try {
      expect(await importRow(restarted.deps.database, stale)).toMatchObject({
        status: "failed",
        error: PRODUCT_IMPORT_MESSAGES.interrupted,
        finished_at: expect.anything(),
        processed_rows: 2,
        imported_rows: 1,
        failed_rows: 1,
        report: REPORT,
      });
      // PGlite has one process per database, so nothing else can be running it; on PostgreSQL another
      // process may be, so a recent import is left to a later start-up.
      const young = await importRow(restarted.deps.database, recent);
      expect(young?.status).toBe(s.deps.database.kind === "pglite" ? "failed" : "running");
    } finally {
      await restarted.close();
    }
  });
});
