import { z } from "zod";
import { ZPageQuery } from "../pagination.ts";
import { ZJobStateCounts } from "./jobs.ts";
import { PRODUCT_OWNERSHIPS, zIdList } from "./products.ts";

/**
 * The columns of a product CSV file, in the order an export writes them (after `id`). Their names are
 * TProduct's field names, so a file exported here imports again unchanged (minus the id column).
 */
export const PRODUCT_CSV_COLUMNS = [
  "kind",
  "categoryId",
  "name",
  "description",
  "status",
  "manufacturerPartNumber",
  "partnerPartNumber",
  "distributorPartNumber",
  "mspPartNumber",
  "pricingModel",
  "billingFrequency",
  "listPrice",
  "cost",
  "softCost",
  "price",
  "recurringListPrice",
  "recurringCost",
  "recurringSoftCost",
  "recurringPrice",
  "resourceHours",
  "startDate",
  "stopDate",
  "supportStartDate",
  "supportEndDate",
  "specialPricingStartDate",
  "specialPricingEndDate",
  "notes",
  "tag",
  "costMethod",
  "priceMethod",
  "taxable",
  "psCode",
  "unit",
  "manufacturerId",
  "distributorId",
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** A file without these columns is refused as a whole. */
export const PRODUCT_CSV_REQUIRED = [
  "kind",
  "categoryId",
  "name",
  "price",
] as const satisfies ProductCsvColumn[];

export const PRODUCT_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const PRODUCT_IMPORT_MAX_ROWS = 20_000;

/** Texts of the import's own situations (no spec wording exists for them). */
export const PRODUCT_IMPORT_MESSAGES = {
  unknownColumns: (names: string[]) =>
    `The file has columns that are not product fields: ${names.join(", ")}. Remove or rename them and import again.`,
  missingColumns: (names: string[]) => `The file lacks required columns: ${names.join(", ")}.`,
  duplicateColumns: (names: string[]) => `The file names these columns more than once: ${names.join(", ")}.`,
  tooManyRows: (rows: number) =>
    `The file has ${rows} rows; at most ${PRODUCT_IMPORT_MAX_ROWS} can be imported at once. Split it into smaller files.`,
  noRows: "The file has no product rows.",
  empty: "The file is empty.",
  fileTooLarge: "The file is larger than 10 MB.",
  sendCsv: "Send a CSV file: a text/csv body or a multipart field named file.",
  unclosedQuote: (line: number) => `A quoted value starting on line ${line} is not closed.`,
  extraCells: (cells: number, columns: number) =>
    `This row has ${cells} values but the header has ${columns} columns.`,
  taxable: "Enter true, false, yes or no.",
  rowNotSaved: "This row could not be saved.",
  interrupted: "The server stopped before the import finished; the rows reported were imported.",
} as const;

export const IMPORT_STATUSES = ["running", "done", "failed"] as const;

/** One data row's outcome; `row` counts data rows from 1 (the header is row 0). */
export const ZImportRowReport = z.object({
  row: z.number().int(),
  status: z.enum(["imported", "failed"]),
  productId: z.string().optional(),
  /** Field name (or "row" for the row as a whole) to message. */
  errors: z.record(z.string(), z.string()).optional(),
});
export type TImportRowReport = z.infer<typeof ZImportRowReport>;

/** An import without its per-row report, as lists show it. */
export const ZProductImportSummary = z.object({
  id: z.string(),
  userId: z.string(),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  importedRows: z.number().int(),
  failedRows: z.number().int(),
  /** Why a failed import stopped. */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Its chunks in the job queue, 200 rows each: what is waiting, running, failed or done. */
  chunks: ZJobStateCounts,
});
export type TProductImportSummary = z.infer<typeof ZProductImportSummary>;

export const ZProductImport = ZProductImportSummary.extend({ report: z.array(ZImportRowReport) });
export type TProductImport = z.infer<typeof ZProductImport>;

export const ZProductImportQuery = z.object({
  /** The file's name for the import list, when the body is plain text/csv. */
  fileName: z.string().trim().max(200).optional(),
});

/** Which report rows to answer: a poll needs only the failed ones (a report can hold 20,000 rows). */
export const ZProductImportGetQuery = z.object({
  report: z.enum(["all", "failed", "none"]).default("all"),
});
export type TProductImportGetQuery = z.infer<typeof ZProductImportGetQuery>;

export const ZProductImportListQuery = ZPageQuery;

export const ZProductExportQuery = z.object({
  categoryIds: zIdList.optional(),
  productOwnership: z.enum(PRODUCT_OWNERSHIPS).default("all"),
});
export type TProductExportQuery = z.infer<typeof ZProductExportQuery>;
