import type { TProductImport, TProductImportPreview } from "@q2c/domain";

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

/** A preview as POST /products/import/preview answers it: one row of each kind to look at. */
export function importPreview(overrides: Partial<TProductImportPreview> = {}): TProductImportPreview {
  return {
    fileName: "products.csv",
    totalRows: 1000,
    counts: { create: 994, update: 1, unchanged: 2, duplicate: 2, failed: 1 },
    rows: [
      {
        row: 3,
        action: "update",
        name: "Meraki MR46",
        manufacturerPartNumber: "MR46-HW",
        productId: "p-3",
        fields: ["price"],
      },
      {
        row: 7,
        action: "duplicate",
        name: "Patch lead 2m",
        manufacturerPartNumber: "PL-2M",
        matches: [{ id: "p-7", name: "Patch lead 2 m" }],
      },
      {
        row: 8,
        action: "duplicate",
        name: "Patch lead 3m",
        manufacturerPartNumber: "PL-3M",
        matches: [{ id: "p-8", name: "Patch lead 3 m" }],
      },
      {
        row: 500,
        action: "failed",
        name: "Broken",
        manufacturerPartNumber: "",
        errors: { price: "price is required." },
      },
    ],
    truncated: false,
    ...overrides,
  };
}
