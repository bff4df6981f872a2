import { type Db, type ImportRowReport, productImports } from "@q2c/db";
import {
  AppError,
  type TProductImport,
  type TProductImportGetQuery,
  type TProductImportSummary,
} from "@q2c/domain";
import { and, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { Principal } from "../../lib/principal.ts";
import { scopeWhere } from "../../lib/tenancy.ts";

export type ProductImportRow = typeof productImports.$inferSelect;

/** Every column but the report, which can hold 20,000 entries. */
export const { report: _report, ...summaryColumns } = getTableColumns(productImports);

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

export function toImportSummary(row: Omit<ProductImportRow, "report">): TProductImportSummary {
  return {
    id: row.id,
    userId: row.userId,
    fileName: row.fileName,
    status: row.status as TProductImportSummary["status"],
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    importedRows: row.importedRows,
    failedRows: row.failedRows,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** With the report: one entry per data row processed so far, in file order (chunks append in turn). */
export const toImport = (row: ProductImportRow): TProductImport => ({
  ...toImportSummary(row),
  report: row.report,
});
