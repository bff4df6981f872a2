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

/**
 * Columns an export writes before the product fields: which product a row is, and the version it was
 * read at (a row changed since is not overwritten). Optional on import: a row without an id is created.
 */
export const PRODUCT_CSV_KEY_COLUMNS = ["id", "version"] as const;
export type ProductCsvKeyColumn = (typeof PRODUCT_CSV_KEY_COLUMNS)[number];

/** Other names a header may give a column: `category` reads better over names and paths. */
export const PRODUCT_CSV_ALIASES: Readonly<Record<string, ProductCsvColumn>> = { category: "categoryId" };

/** Separates the levels of a category path: "Products > Wireless". */
export const CATEGORY_PATH_SEPARATOR = ">";

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
  requiredValue: (field: string) => `${field} is required.`,
  unknownCategory: (value: string) =>
    `No category is named "${value}". Give a category's id, name or path, such as "Products > Wireless".`,
  unknownCategoryId: (id: string) => `No category has the id ${id}.`,
  ambiguousCategory: (value: string, paths: string[]) =>
    `"${value}" names more than one category (${paths.join("; ")}). Give its path instead.`,
  unknownProductId: (id: string) =>
    `No product with id ${id} is in your catalogue; the row was not imported.`,
  badVersion: "Enter the version as a whole number of 1 or more, as the export writes it.",
  staleVersion: (fileVersion: number, current: number) =>
    `This product was changed after the file was exported (version ${fileVersion} in the file, ${current} now). Export again and redo the change.`,
  changedMeanwhile:
    "This product was changed by someone else while the file was being imported; import the row again.",
  notWritable: (id: string) =>
    `Product ${id} belongs to the platform catalogue, which you can read but not change.`,
  manyMatches: (partNumber: string, count: number) =>
    `${count} products already have the manufacturer part number "${partNumber}"; add the id column to say which one to update.`,
} as const;

/** What to do with a row without id whose manufacturer part number is already in the catalogue. */
export const DUPLICATE_CHOICES = ["update", "create"] as const;
export type DuplicateChoice = (typeof DUPLICATE_CHOICES)[number];

export const IMPORT_STATUSES = ["running", "done", "failed"] as const;

/** One data row's outcome; `row` counts data rows from 1 (the header is row 0). */
export const ZImportRowReport = z.object({
  row: z.number().int(),
  /** imported: a new product; updated: an existing one changed; unchanged: it already held these values. */
  status: z.enum(["imported", "updated", "unchanged", "failed"]),
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
  /** Rows written as new products. */
  importedRows: z.number().int(),
  /** Rows that changed an existing product (by id, or by a part number when asked to update). */
  updatedRows: z.number().int(),
  /** Rows naming an existing product that already held their values: nothing was written. */
  unchangedRows: z.number().int(),
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

/** Row numbers as a comma-separated list ("3,7,12"); at most PRODUCT_IMPORT_PREVIEW_ROWS of them. */
const zRowList = z
  .string()
  .max(8000)
  .regex(/^\d{1,5}(,\d{1,5})*$/, "Give row numbers separated by commas, such as 3,7,12.")
  .transform((v) => [...new Set(v.split(",").map(Number))]);

export const ZProductImportQuery = z.object({
  /** The file's name for the import list, when the body is plain text/csv. */
  fileName: z.string().trim().max(200).optional(),
  /**
   * Rows without id whose manufacturer part number is already in the catalogue: update that product
   * (the default, so importing a file again does not duplicate it) or create a new one.
   */
  onDuplicate: z.enum(DUPLICATE_CHOICES).default("update"),
  /** Rows that create a new product whatever `onDuplicate` says. */
  createRows: zRowList.optional(),
  /** Rows that update the product their part number names whatever `onDuplicate` says. */
  updateRows: zRowList.optional(),
});
export type TProductImportQuery = z.infer<typeof ZProductImportQuery>;

export const ZProductImportPreviewQuery = z.object({
  fileName: z.string().trim().max(200).optional(),
});

/** At most this many rows are listed in a preview (its counts cover every row). */
export const PRODUCT_IMPORT_PREVIEW_ROWS = 1000;

export const PREVIEW_ACTIONS = ["create", "update", "unchanged", "duplicate", "failed"] as const;
export type PreviewAction = (typeof PREVIEW_ACTIONS)[number];

/** One row as the import would treat it; `duplicate` rows wait for the caller's choice. */
export const ZProductImportPreviewRow = z.object({
  row: z.number().int(),
  action: z.enum(PREVIEW_ACTIONS),
  name: z.string(),
  manufacturerPartNumber: z.string(),
  /** The product an update changes. */
  productId: z.string().optional(),
  /** The fields an update changes. */
  fields: z.array(z.string()).optional(),
  /** The products a possible duplicate's part number already names. */
  matches: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type TProductImportPreviewRow = z.infer<typeof ZProductImportPreviewRow>;

/** What importing a file would do, row by row, before anything is written. */
export const ZProductImportPreview = z.object({
  fileName: z.string(),
  totalRows: z.number().int(),
  counts: z.object({
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    duplicate: z.number().int(),
    failed: z.number().int(),
  }),
  /** The rows to update, the possible duplicates and the failed rows, in file order, up to the cap. */
  rows: z.array(ZProductImportPreviewRow),
  /** More rows than the cap would be updated, duplicates or failed: the counts say how many. */
  truncated: z.boolean(),
});
export type TProductImportPreview = z.infer<typeof ZProductImportPreview>;

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
