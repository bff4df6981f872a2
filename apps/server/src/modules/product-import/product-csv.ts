import {
  AppError,
  PRODUCT_CSV_ALIASES,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_KEY_COLUMNS,
  PRODUCT_CSV_REQUIRED,
  PRODUCT_IMPORT_MESSAGES,
  type ProductCsvColumn,
  type ProductCsvKeyColumn,
  type TProduct,
} from "@q2c/domain";

/** How a header maps file positions to product fields, and to the export's id and version. */
export type CsvHeader = readonly (ProductCsvColumn | ProductCsvKeyColumn)[];
type HeaderColumn = CsvHeader[number];

/** Columns whose values are free text: the ones a spreadsheet might run as a formula. */
const TEXT_COLUMNS = new Set<ProductCsvColumn>([
  "name",
  "description",
  "manufacturerPartNumber",
  "partnerPartNumber",
  "distributorPartNumber",
  "mspPartNumber",
  "notes",
  "tag",
  "psCode",
  "unit",
]);

const byLowerName = new Map<string, HeaderColumn>([
  ...[...PRODUCT_CSV_KEY_COLUMNS, ...PRODUCT_CSV_COLUMNS].map((c) => [c.toLowerCase(), c] as const),
  ...Object.entries(PRODUCT_CSV_ALIASES).map(([alias, c]) => [alias.toLowerCase(), c] as const),
]);

const refuse = (message: string) => new AppError("bad_request", { message, fields: { file: message } });

/**
 * The header row as product fields (names match case-insensitively). Unknown, repeated or missing
 * required columns refuse the whole file: guessing what a column meant would import wrong data.
 */
export function readHeader(cells: readonly string[]): CsvHeader {
  const columns: HeaderColumn[] = [];
  const unknown: string[] = [];
  const seen = new Set<HeaderColumn>();
  const repeated = new Set<string>();
  for (const cell of cells) {
    const name = cell.trim();
    const column = byLowerName.get(name.toLowerCase());
    if (!column) unknown.push(name === "" ? "(empty)" : name);
    else if (seen.has(column)) repeated.add(column);
    else seen.add(column);
    if (column) columns.push(column);
  }
  if (unknown.length > 0) throw refuse(PRODUCT_IMPORT_MESSAGES.unknownColumns(unknown));
  if (repeated.size > 0) throw refuse(PRODUCT_IMPORT_MESSAGES.duplicateColumns([...repeated]));
  const missing = PRODUCT_CSV_REQUIRED.filter((c) => !seen.has(c));
  if (missing.length > 0) throw refuse(PRODUCT_IMPORT_MESSAGES.missingColumns(missing));
  return columns;
}

/** A record with nothing but empty values (spreadsheets leave them at the end) is not a row. */
export const isBlankRecord = (cells: readonly string[]): boolean => cells.every((c) => c.trim() === "");

/*
 * Spreadsheets run a value starting with = + - @ (or a tab or carriage return) as a formula, so an export
 * puts an apostrophe before it and an import takes one off again. Values that already start with
 * apostrophes before such a character get one more, which keeps the pair of steps exact.
 */
const FORMULA_LIKE = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;

const guardFormula = (value: string): string => (FORMULA_LIKE.test(value) ? `'${value}` : value);
const unguardFormula = (value: string): string => (GUARDED.test(value) ? value.slice(1) : value);

const TRUE_WORDS = new Set(["true", "yes"]);
const FALSE_WORDS = new Set(["false", "no"]);

const REQUIRED = new Set<string>(PRODUCT_CSV_REQUIRED);

/** The export's id and version of a row; empty when the row has none. */
export interface RowKey {
  id?: string;
  version?: string;
}

/**
 * A data record as a create-product request: an empty value leaves the field out (its default applies),
 * and an empty required field is reported by name; `taxable` takes true/false/yes/no. The id and version
 * come apart as the row's key. Errors found here join the schema's errors in the row's report.
 */
export function recordToInput(
  header: CsvHeader,
  cells: readonly string[],
): { input: Record<string, unknown>; key: RowKey; errors: Record<string, string> } {
  const input: Record<string, unknown> = {};
  const key: RowKey = {};
  const errors: Record<string, string> = {};
  const extra = cells.slice(header.length);
  if (extra.some((c) => c.trim() !== "")) {
    errors.row = PRODUCT_IMPORT_MESSAGES.extraCells(cells.length, header.length);
  }
  header.forEach((column, i) => {
    const raw = cells[i] ?? "";
    if (raw.trim() === "") {
      if (REQUIRED.has(column)) errors[column] = PRODUCT_IMPORT_MESSAGES.requiredValue(column);
      return;
    }
    if (column === "id" || column === "version") {
      key[column] = raw.trim();
      return;
    }
    if (column === "taxable") {
      const word = raw.trim().toLowerCase();
      if (TRUE_WORDS.has(word)) input.taxable = true;
      else if (FALSE_WORDS.has(word)) input.taxable = false;
      else errors.taxable = PRODUCT_IMPORT_MESSAGES.taxable;
      return;
    }
    input[column] = TEXT_COLUMNS.has(column) ? unguardFormula(raw) : raw.trim();
  });
  return { input, key, errors };
}

/** The export's header: the product's id and version, then the import's columns. */
export const EXPORT_HEADER = [...PRODUCT_CSV_KEY_COLUMNS, ...PRODUCT_CSV_COLUMNS] as const;

/** A product as answered by the API, as export cells in {@link EXPORT_HEADER} order; null is empty. */
export function productToCells(product: TProduct): string[] {
  return [
    product.id,
    String(product.version),
    ...PRODUCT_CSV_COLUMNS.map((column) => {
      const value = product[column];
      if (value === null || value === undefined) return "";
      if (typeof value === "boolean") return value ? "true" : "false";
      return TEXT_COLUMNS.has(column) ? guardFormula(String(value)) : String(value);
    }),
  ];
}
