import type { TProductImport } from "@q2c/domain";

/** Texts of the product CSV import and export (no entry of the shared catalogue fits them). */
export const IMPORT_TEXTS = {
  importButton: "Import CSV",
  exportButton: "Export CSV",
  modalTitle: "Import products from CSV",
  fileLabel: "CSV file",
  filePlaceholder: "Choose a .csv file",
  fileHint:
    "The first row names the columns: product field names such as kind, categoryId, name and price. Each row is imported whole or not at all.",
  start: "Import",
  close: "Close",
  importAnother: "Import another file",
  running: "Importing…",
  failedTitle: "The import stopped",
  failedRowsTitle: "Rows not imported",
  rowNumbering: "Rows are counted from the first row below the header.",
  rowsOf: (done: number, total: number) => `${done} of ${total} rows`,
  /** The import's chunks in the job queue (200 rows each), while it runs or once it failed. */
  chunks: (c: { queued: number; active: number; failed: number; completed: number }) =>
    `Jobs: ${c.completed} done, ${c.active} running, ${c.queued} queued, ${c.failed} failed`,
  summary: (imported: number, failed: number) => `${imported} imported, ${failed} failed`,
  finishedNotice: (name: string, imported: number, failed: number) =>
    `${name}: ${imported} imported, ${failed} failed`,
  moreFailures: (shown: number, total: number) => `Showing the first ${shown} of ${total} failed rows.`,
  exportFileName: () => `products-${new Date().toISOString().slice(0, 10)}.csv`,
} as const;

/** One line per field error of the failed rows, in file order. */
export function failedRowLines(
  report: TProductImport["report"],
): { row: number; field: string; message: string }[] {
  return report.flatMap((entry) =>
    entry.status === "failed"
      ? Object.entries(entry.errors ?? {}).map(([field, message]) => ({ row: entry.row, field, message }))
      : [],
  );
}
