import type { ProductOwnership, TProductImport } from "@q2c/domain";
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
export const productImportApi = {
  /** Uploads the file as a text/csv body; the server answers 202 with the running import. */
  start: (file: File) =>
    api.post<TProductImport>("/products/import", file, {
      query: { fileName: file.name },
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
