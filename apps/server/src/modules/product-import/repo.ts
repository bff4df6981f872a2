import { type Db, type ImportRowReport, productImports } from "@q2c/db";
import {
  AppError,
  type TJobStateCounts,
  type TProductImport,
  type TProductImportGetQuery,
  type TProductImportSummary,
} from "@q2c/domain";
import { and, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { productImportChunkJob } from "../../jobs/product-import-chunk.ts";
import type { Principal } from "../../lib/principal.ts";
import { scopeWhere } from "../../lib/tenancy.ts";

export type ProductImportRow = typeof productImports.$inferSelect & {
  updatedRows?: number;
  unchangedRows?: number;
};

const { report: _report, ...columns } = getTableColumns(productImports);

/** How many report entries have a status, counted in the database (jsonpath, no rows sent out). */
const reportCount = (status: "updated" | "unchanged") =>
  sql<number>`jsonb_array_length(jsonb_path_query_array(${productImports.report}, ${`$[*] ? (@.status == "${status}")`}::jsonpath))`.mapWith(
    Number,
  );

/**
 * Every column but the report, which can hold 20,000 entries, and the counts of updated and unchanged
 * rows read from it (the table keeps running counts of imported and failed rows only).
 */
export const summaryColumns = {
  ...columns,
  updatedRows: reportCount("updated"),
  unchangedRows: reportCount("unchanged"),
};

/**
 * Imports are read by the tenant that ran them only: the owner's "all" scope is for catalogue rows,
 * not for other tenants' work in progress.
 */
export const importsOfCaller = (principal: Principal): SQL | undefined =>
  and(scopeWhere(principal.scope, productImports), eq(productImports.tenantId, principal.tenantId));

/** The report as asked for, filtered in the database so a poll does not carry every imported row. */
const reportOf = (mode: TProductImportGetQuery["report"]) =>
  mode === "all"
    ? productImports.report
    : mode === "failed"
      ? sql<
          ImportRowReport[]
        >`jsonb_path_query_array(${productImports.report}, '$[*] ? (@.status == "failed")')`
      : sql<ImportRowReport[]>`'[]'::jsonb`;

export async function findImport(
  db: Db,
  principal: Principal,
  id: string,
  mode: TProductImportGetQuery["report"] = "all",
): Promise<ProductImportRow> {
  const [row] = await db
    .select({ ...summaryColumns, report: reportOf(mode) })
    .from(productImports)
    .where(and(importsOfCaller(principal), eq(productImports.id, id)));
  if (!row) throw new AppError("not_found");
  return row;
}

const NO_CHUNKS: TJobStateCounts = { queued: 0, active: 0, failed: 0, completed: 0 };

/**
 * The imports' chunk jobs per state (the queue's own table, through deps.jobs), by import id. Chunks of
 * an import finished long ago have left the queue's table (archived) and count as none.
 */
export const chunkStatesOf = (deps: Deps, tenantId: string, ids: readonly string[]) =>
  deps.jobs.stateCounts(productImportChunkJob, tenantId, "importId", ids);

export function toImportSummary(
  row: Omit<ProductImportRow, "report">,
  chunks: Map<string, TJobStateCounts>,
): TProductImportSummary {
  return {
    id: row.id,
    userId: row.userId,
    fileName: row.fileName,
    status: row.status as TProductImportSummary["status"],
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    importedRows: row.importedRows,
    updatedRows: row.updatedRows ?? 0,
    unchangedRows: row.unchangedRows ?? 0,
    failedRows: row.failedRows,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    chunks: chunks.get(row.id) ?? NO_CHUNKS,
  };
}

/** With the report: one entry per data row processed so far, in file order (chunks append in turn). */
export const toImport = (row: ProductImportRow, chunks: Map<string, TJobStateCounts>): TProductImport => ({
  ...toImportSummary(row, chunks),
  report: row.report,
});
