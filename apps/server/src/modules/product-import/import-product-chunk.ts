import { type Db, productImports } from "@q2c/db";
import {
  type DuplicateChoice,
  PRODUCT_IMPORT_MESSAGES,
  type TCreateProductRequest,
  type TImportRowReport,
} from "@q2c/domain";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../../deps.ts";
import type { JobTenant } from "../../jobs/job-kind.ts";
import { catalogueCallerOf } from "../../lib/tenancy.ts";
import { insertProductRows, isDataError } from "./insert-product-rows.ts";
import { type ImportCaller, planProductRows, type RowPlan, resolveDuplicate } from "./plan-product-rows.ts";
import type { CsvHeader } from "./product-csv.ts";
import { type PlannedUpdate, updateProductRows } from "./update-product-rows.ts";

/**
 * Rows per chunk, and so per job and per transaction. Progress is written with each chunk, so this is also
 * how often the progress bar moves; 200 keeps a 20,000-row file at 100 jobs and a poll never waits long.
 */
export const IMPORT_CHUNK_ROWS = 200;

/** One chunk of an import: what jobs/product-import-chunk.ts carries. */
export interface ImportChunk {
  tenant: JobTenant;
  importId: string;
  header: CsvHeader;
  /** Data records with their row numbers (1-based; the header is row 0). */
  rows: { row: number; cells: string[] }[];
  /** What the caller chose for possible duplicates; absent in chunks queued before the choice existed. */
  choices?: DuplicateChoices;
}

/** The import's answer for rows whose part number is already in the catalogue, and the rows excepted. */
export interface DuplicateChoices {
  onDuplicate: DuplicateChoice;
  createRows?: number[];
  updateRows?: number[];
}

const choiceFor = (choices: DuplicateChoices | undefined, row: number): DuplicateChoice => {
  if (choices?.createRows?.includes(row)) return "create";
  if (choices?.updateRows?.includes(row)) return "update";
  return choices?.onDuplicate ?? "update";
};

/** The row plans with each possible duplicate turned into what the caller chose for it. */
export function applyChoices(plans: RowPlan[], choices: DuplicateChoices | undefined, caller: ImportCaller) {
  return plans.map((p) =>
    p.action === "duplicate" ? resolveDuplicate(p, choiceFor(choices, p.row), caller) : p,
  );
}

interface CheckedRow {
  row: number;
  input: TCreateProductRequest;
}

const importWhere = (tenantId: string, importId: string) =>
  and(eq(productImports.tenantId, tenantId), eq(productImports.id, importId));

/** The report in file order: chunks may finish in any order (several workers, retries). */
const reportInFileOrder: SQL = sql`coalesce((select jsonb_agg(e order by (e->>'row')::int)
  from jsonb_array_elements(${productImports.report}) e), '[]'::jsonb)`;

/**
 * Imports one chunk in one transaction holding its products (with their audit events) and the import's
 * progress and report, so what the report says is exactly what was written. The import's row is locked
 * first: a chunk whose rows are already in the report (its job ran, committed, and its process died
 * before the queue heard) or of an import that has ended does nothing, so a chunk is never written
 * twice. The chunk that brings the count to the total ends the import as done. A row is written whole
 * or not at all, and a failing row does not undo its neighbours; any other error rolls the chunk back
 * and is thrown, for the queue to retry.
 */
export async function importProductChunk(deps: Deps, chunk: ImportChunk, log: FastifyBaseLogger) {
  const where = importWhere(chunk.tenant.tenantId, chunk.importId);
  const first = chunk.rows[0]?.row ?? 0;
  return deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: productImports.status,
        done: sql<boolean>`${productImports.report} @> ${JSON.stringify([{ row: first }])}::jsonb`,
      })
      .from(productImports)
      .where(where)
      .for("update");
    if (current?.status !== "running" || current.done) return "skipped" as const;
    const caller = { ...catalogueCallerOf(chunk.tenant), platformId: deps.config.platformAccountId };
    const planned = await planProductRows(tx, caller, chunk.header, chunk.rows);
    const plans = applyChoices(planned, chunk.choices, caller);
    const creates: CheckedRow[] = [];
    const updates: PlannedUpdate[] = [];
    const settled: TImportRowReport[] = [];
    for (const p of plans) {
      if (p.action === "create") creates.push(p);
      else if (p.action === "update") updates.push(p);
      else if (p.action === "unchanged")
        settled.push({ row: p.row, status: "unchanged", productId: p.current.id });
      else if (p.action === "failed") settled.push({ row: p.row, status: "failed", errors: p.errors });
    }
    const updated = await updateProductRows(tx, chunk.tenant, updates, chunk.importId, log);
    const imported = await insertChunk(tx, chunk.tenant, creates, chunk.importId, log);
    const report = [...settled, ...updated, ...imported].sort((a, b) => a.row - b.row);
    const importedCount = report.filter((r) => r.status === "imported").length;
    const failedCount = report.filter((r) => r.status === "failed").length;
    const [progress] = await tx
      .update(productImports)
      .set({
        processedRows: sql`${productImports.processedRows} + ${report.length}`,
        importedRows: sql`${productImports.importedRows} + ${importedCount}`,
        failedRows: sql`${productImports.failedRows} + ${failedCount}`,
        report: sql`${productImports.report} || ${JSON.stringify(report)}::jsonb`,
      })
      .where(where)
      .returning({ processed: productImports.processedRows, total: productImports.totalRows });
    if (progress && progress.processed >= progress.total) {
      await tx
        .update(productImports)
        .set({ status: "done", finishedAt: new Date(), report: reportInFileOrder })
        .where(where);
      log.info({ importId: chunk.importId, rows: progress.total }, "product import done");
    }
    return "imported" as const;
  });
}

/**
 * Ends a running import as failed (a chunk's last try failed, or nothing is left in the queue to finish
 * it). The report already holds every row written, chunk by chunk; only status, error and time change.
 */
export async function failProductImport(db: Db, tenantId: string, importId: string, error: string) {
  await db
    .update(productImports)
    .set({ status: "failed", error: error.slice(0, 500), finishedAt: new Date(), report: reportInFileOrder })
    .where(and(importWhere(tenantId, importId), eq(productImports.status, "running")));
}

/**
 * The checked rows in one statement inside a savepoint. Should the database still refuse one of them
 * (e.g. a number too large for its column), the savepoint is undone and the rows go one by one, each
 * in its own savepoint, so only the bad row fails.
 */
async function insertChunk(
  tx: Db,
  by: JobTenant,
  rows: CheckedRow[],
  importId: string,
  log: FastifyBaseLogger,
): Promise<TImportRowReport[]> {
  const write = (some: CheckedRow[]) =>
    tx.transaction((savepoint) =>
      insertProductRows(
        savepoint,
        by,
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
      // Anything but bad data (the connection, a bug) is not the row's fault and fails the chunk.
      if (!isDataError(err)) throw err;
      log.warn({ err, importId, row: r.row }, "product import row refused by the database");
      report.push({ row: r.row, status: "failed", errors: { row: PRODUCT_IMPORT_MESSAGES.rowNotSaved } });
    }
  }
  return report;
}
