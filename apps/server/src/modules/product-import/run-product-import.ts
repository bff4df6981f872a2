import { type Db, productImports } from "@q2c/db";
import { MESSAGES, PRODUCT_IMPORT_MESSAGES, type TImportRowReport } from "@q2c/domain";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { type CheckedRow, checkProductRows } from "./check-product-rows.ts";
import { insertProductRows } from "./insert-product-rows.ts";
import type { CsvHeader } from "./product-csv.ts";

/**
 * Rows per transaction. Progress is written with each chunk, so this is also how often the progress bar
 * moves; 200 keeps a 20,000-row file at 100 commits and a poll never waits long behind one.
 */
export const IMPORT_CHUNK_ROWS = 200;

export interface ImportJob {
  tenantId: string;
  id: string;
  header: CsvHeader;
  /** Data records with their row numbers (1-based; the header is row 0). */
  rows: { row: number; cells: string[] }[];
}

class Interrupted extends Error {}

/**
 * Imports the rows chunk by chunk. Each chunk is one transaction holding its products (with their audit
 * events) and the import's progress and report, so what the report says is exactly what was written.
 * A row is written whole or not at all, and a failing row does not undo its neighbours. An unexpected
 * error ends the import as failed; its chunk is rolled back whole.
 */
export async function runProductImport(
  deps: Deps,
  principal: Principal,
  job: ImportJob,
  signal: AbortSignal,
  log: FastifyBaseLogger,
): Promise<void> {
  const { db } = deps;
  const where = and(eq(productImports.tenantId, job.tenantId), eq(productImports.id, job.id));
  const started = Date.now();
  try {
    for (let at = 0; at < job.rows.length; at += IMPORT_CHUNK_ROWS) {
      // PGlite answers in microtasks, so without this the import would hold the event loop until it
      // ends: the 202 would wait for the last row and no poll would be served in between.
      await new Promise((resolve) => setImmediate(resolve));
      if (signal.aborted) throw new Interrupted();
      const chunk = job.rows.slice(at, at + IMPORT_CHUNK_ROWS);
      await db.transaction(async (tx) => {
        const { valid, failed } = await checkProductRows(tx, job.header, chunk);
        const imported = await insertChunk(tx, principal, valid, job.id, log);
        const report = [...failed, ...imported].sort((a, b) => a.row - b.row);
        const importedCount = report.filter((r) => r.status === "imported").length;
        await tx
          .update(productImports)
          .set({
            processedRows: sql`${productImports.processedRows} + ${report.length}`,
            importedRows: sql`${productImports.importedRows} + ${importedCount}`,
            failedRows: sql`${productImports.failedRows} + ${report.length - importedCount}`,
            report: sql`${productImports.report} || ${JSON.stringify(report)}::jsonb`,
          })
          .where(where);
      });
    }
    await db.update(productImports).set({ status: "done", finishedAt: new Date() }).where(where);
    log.info({ importId: job.id, rows: job.rows.length, ms: Date.now() - started }, "product import done");
  } catch (err) {
    const interrupted = err instanceof Interrupted;
    if (interrupted) log.warn({ importId: job.id }, "product import stopped by shutdown");
    else log.error({ err, importId: job.id }, "product import failed");
    const error = interrupted ? PRODUCT_IMPORT_MESSAGES.interrupted : errorText(err);
    await db
      .update(productImports)
      .set({ status: "failed", error, finishedAt: new Date() })
      .where(where)
      .catch((e: unknown) =>
        log.error({ err: e, importId: job.id }, "could not record the import's failure"),
      );
  }
}

/**
 * The checked rows in one statement inside a savepoint. Should the database still refuse one of them
 * (e.g. a number too large for its column), the savepoint is undone and the rows go one by one, each
 * in its own savepoint, so only the bad row fails.
 */
async function insertChunk(
  tx: Db,
  principal: Principal,
  rows: CheckedRow[],
  importId: string,
  log: FastifyBaseLogger,
): Promise<TImportRowReport[]> {
  const write = (some: CheckedRow[]) =>
    tx.transaction((savepoint) =>
      insertProductRows(
        savepoint,
        principal,
        some.map((r) => r.input),
      ),
    );
  try {
    const ids = await write(rows);
    return rows.map((r, i) => ({ row: r.row, status: "imported", productId: ids[i] }));
  } catch (err) {
    if (!isDataError(err)) throw err;
  }
  const report: TImportRowReport[] = [];
  for (const r of rows) {
    try {
      const [productId] = await write([r]);
      report.push({ row: r.row, status: "imported", productId });
    } catch (err) {
      // Anything but bad data (the connection, a bug) is not the row's fault and stops the import.
      if (!isDataError(err)) throw err;
      log.warn({ err, importId, row: r.row }, "product import row refused by the database");
      report.push({ row: r.row, status: "failed", errors: { row: PRODUCT_IMPORT_MESSAGES.rowNotSaved } });
    }
  }
  return report;
}

/** SQLSTATE class 22 (data exception) or 23 (integrity constraint violation). */
function isDataError(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = typeof e?.code === "string" ? e.code : e?.cause?.code;
  return typeof code === "string" && /^2[23]/.test(code);
}

function errorText(err: unknown): string {
  const e = err as { message?: unknown; cause?: { message?: unknown } } | null;
  const text = typeof e?.cause?.message === "string" ? e.cause.message : e?.message;
  return typeof text === "string" && text !== "" ? text.slice(0, 500) : MESSAGES.unexpectedError;
}
