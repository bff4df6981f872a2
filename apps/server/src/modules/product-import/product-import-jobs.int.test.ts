import { DEMO_IDS } from "@q2c/db";
import { describe, expect, it } from "vitest";
import { depsForJob } from "../../lib/request-deps.ts";
import { tokensFor, userIdOf } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { IMPORT_CHUNK_ROWS, importProductChunk } from "./import-product-chunk.ts";
import { csvOf, postCsv, productRows, productsStartingWith, waitForImport } from "./import-test-helpers.ts";
import { readHeader } from "./product-csv.ts";

// The import as jobs: a chunk that keeps failing ends the import failed with the database's error, the
// chunks before it kept whole; a chunk run twice writes its rows once.

const s = useTestServer({ JOB_POLL_SECONDS: "0.5", JOB_RETRY_DELAY_SECONDS: "1" });
const token = tokensFor(() => s);

describe("a chunk that fails on every try", () => {
  it("is retried, then ends the import as failed with the error, keeping the chunks written before", async () => {
    // A real refusal the row checks cannot foresee: a trigger raising for one product name.
    await s.sql(`create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.name = 'Boom' then raise exception 'the warehouse is on fire'; end if; return new; end $$`);
    await s.sql(
      "create trigger refuse_boom before insert on products for each row execute function refuse_boom()",
    );
    await s.sql("update pgboss.queue set retry_limit = 1 where name = 'product-import-chunk'");
    try {
      const editor = await token("editor@msp.demo");
      // The second chunk holds the refused row; the first is written whole.
      const { header, rows } = productRows("Fire", IMPORT_CHUNK_ROWS * 2, (n) =>
        n === IMPORT_CHUNK_ROWS + 5 ? { name: "Boom" } : {},
      );
      const started = await postCsv(s, editor, csvOf(header, rows));
      expect(started.statusCode).toBe(202);
      const { done } = await waitForImport(s, editor, started.json().id);
      expect(done).toMatchObject({
        status: "failed",
        error: expect.stringContaining("the warehouse is on fire"),
        processedRows: IMPORT_CHUNK_ROWS,
        importedRows: IMPORT_CHUNK_ROWS,
        chunks: { queued: 0, active: 0, failed: 1, completed: 1 },
      });
      expect(done.report.map((r) => r.row)).toEqual(rows.slice(0, IMPORT_CHUNK_ROWS).map((_, i) => i + 1));
      expect(await productsStartingWith(s, "Fire ")).toBe(IMPORT_CHUNK_ROWS);
      const [job] = await s.sql<{ retry_count: number }>(
        "select retry_count from pgboss.job where name = 'product-import-chunk' and state = 'failed' and data->>'importId' = $1",
        [done.id],
      );
      expect(job?.retry_count).toBe(1);
    } finally {
      await s.sql("drop trigger refuse_boom on products");
      await s.sql("update pgboss.queue set retry_limit = 3 where name = 'product-import-chunk'");
    }
  });
});

describe("a chunk run again", () => {
  it("writes nothing the second time: its rows are already in the report", async () => {
    const editor = await token("editor@msp.demo");
    const { header, rows } = productRows("Twice", 3);
    const { done } = await waitForImport(
      s,
      editor,
      (await postCsv(s, editor, csvOf(header, rows))).json().id,
    );
    expect(done.status).toBe("done");
    const tenant = {
      tenantId: DEMO_IDS.northwind,
      accountId: DEMO_IDS.northwind,
      userId: await userIdOf(s, "editor@msp.demo"),
      all: false,
    };
    const chunk = {
      tenant,
      importId: done.id,
      header: readHeader(header),
      rows: rows.map((cells, i) => ({ row: i + 1, cells })),
    };
    expect(await importProductChunk(depsForJob(s.deps, tenant), chunk, s.app.log)).toBe("skipped");
    expect(await productsStartingWith(s, "Twice ")).toBe(3);
  });
});
