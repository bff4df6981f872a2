import type { DuplicateChoice, ProductOwnership, TProductImport, TProductImportPreview } from "@q2c/domain";
import { api } from "./client.ts";

/** Query key of one import's progress (kept here: only the import feature reads it). */
export const productImportKey = (id: string) => ["product-imports", id] as const;

export interface ProductExportFilter {
  categoryIds?: string;
  productOwnership?: ProductOwnership;
}

/**
 * CSV import and export of products. Both go through the API client, so the bearer header and the
 * one-refresh-on-401 path apply: the client sends a File as it is, with the Content-Type given here.
 */
/** What to do with rows whose part number is already in the catalogue: for all, and per row otherwise. */
export interface ImportChoices {
  onDuplicate: DuplicateChoice;
  /** Rows whose choice differs from `onDuplicate`. */
  rows: Record<number, DuplicateChoice>;
}

const rowList = (choices: ImportChoices, choice: DuplicateChoice): string | undefined => {
  const rows = Object.entries(choices.rows)
    .filter(([, c]) => c === choice && c !== choices.onDuplicate)
    .map(([row]) => row);
  return rows.length > 0 ? rows.join(",") : undefined;
};

export const productImportApi = {
  /** What importing the file would do, row by row; nothing is written. */
  preview: (file: File) =>
    api.post<TProductImportPreview>("/products/import/preview", file, {
      query: { fileName: file.name },
      headers: { "Content-Type": "text/csv" },
    }),
  /** Uploads the file as a text/csv body with the choices; the server answers 202 with the running import. */
  start: (file: File, choices: ImportChoices = { onDuplicate: "update", rows: {} }) =>
    api.post<TProductImport>("/products/import", file, {
      query: {
        fileName: file.name,
        onDuplicate: choices.onDuplicate,
        createRows: rowList(choices, "create"),
        updateRows: rowList(choices, "update"),
      },
      headers: { "Content-Type": "text/csv" },
    }),
  /** Progress with the failed rows only: the imported ones would make every poll carry the whole file. */
  get: (id: string) =>
    api.get<TProductImport>(`/products/imports/${encodeURIComponent(id)}`, { query: { report: "failed" } }),
  /** The CSV file as a blob; a refusal shows as an error here instead of leaving the page. */
  exportCsv: (filter: ProductExportFilter = {}) =>
    api.get<Blob>("/products/export", {
      query: { ...filter },
      headers: { Accept: "text/csv" },
      responseType: "blob",
      ignore403: true,
    }),
};
