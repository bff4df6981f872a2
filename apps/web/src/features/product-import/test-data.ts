import type { TProductImport } from "@q2c/domain";

export const IMPORT_ID = "0190a000-0000-7000-8000-0000000f0001";

/** An import as GET /products/imports/:id answers it. */
export function importJob(overrides: Partial<TProductImport> = {}): TProductImport {
  return {
    id: IMPORT_ID,
    userId: "0190a000-0000-7000-8000-000000000001",
    fileName: "products.csv",
    status: "running",
    totalRows: 1000,
    processedRows: 0,
    importedRows: 0,
    updatedRows: 0,
    unchangedRows: 0,
    failedRows: 0,
    error: null,
    createdAt: "2026-11-22T10:00:00.000Z",
    finishedAt: null,
    chunks: { queued: 5, active: 0, failed: 0, completed: 0 },
    report: [],
    ...overrides,
  };
}

export const csvFile = (text = "kind,categoryId,name,price\r\n", name = "products.csv") =>
  new File([text], name, { type: "text/csv" });
