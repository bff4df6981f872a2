import type { TProductImport } from "@q2c/domain";

type ImportCounts = Pick<TProductImport, "importedRows" | "updatedRows" | "unchangedRows" | "failedRows">;

const summaryOf = (job: ImportCounts) =>
  `${job.importedRows} created, ${job.updatedRows} updated, ${job.unchangedRows} unchanged, ${job.failedRows} failed`;

/** Texts of the product CSV import and export (no entry of the shared catalogue fits them). */
export const IMPORT_TEXTS = {
  importButton: "Import CSV",
  exportButton: "Export CSV",
  modalTitle: "Import products from CSV",
  fileLabel: "CSV file",
  filePlaceholder: "Choose a .csv file",
  fileHint:
    "The first row names the columns: product field names such as kind, category, name and price. A file exported here keeps each product's id, so its rows update those products; rows without an id are added. You see what will happen before anything is saved.",
  check: "Check file",
  start: "Import",
  back: "Choose another file",
  previewTitle: (fileName: string, rows: number) => `${fileName}: ${rows} ${rows === 1 ? "row" : "rows"}`,
  previewCounts: "What the import will do",
  counts: {
    create: "New products",
    update: "Updates",
    unchanged: "Unchanged",
    duplicate: "Possible duplicates",
    failed: "Not imported",
  },
  duplicateChoiceLabel: "Rows whose manufacturer part number is already in the catalogue",
  duplicateChoices: { update: "Update the existing product", create: "Create a new product" },
  rowChoices: { update: "Update existing", create: "Create new" },
  rowChoiceLabel: (row: number) => `Row ${row}: what to do`,
  previewRowsTitle: "Rows to look at",
  updates: (fields: string[]) => `Updates ${fields.join(", ")}`,
  duplicateOf: (names: string[]) => `Already in the catalogue: ${names.join("; ")}`,
  previewTruncated: (shown: number) =>
    `Showing the first ${shown} rows; the counts above cover the whole file.`,
  nothingToImport: "Nothing to import: every row is unchanged or has a problem.",
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
  summary: (job: ImportCounts) => summaryOf(job),
  finishedNotice: (name: string, job: ImportCounts) => `${name}: ${summaryOf(job)}`,
  moreFailures: (shown: number, total: number) => `Showing the first ${shown} of ${total} failed rows.`,
  exportFileName: () => `products-${new Date().toISOString().slice(0, 10)}.csv`,
} as const;

/** A row's problems as sentences; the field leads when its message does not name it. */
export function problemText(errors: Record<string, string> | undefined): string {
  return Object.entries(errors ?? {})
    .map(([field, message]) =>
      message.includes(field) || field === "row" ? message : `${field}: ${message}`,
    )
    .join(" ");
}

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
