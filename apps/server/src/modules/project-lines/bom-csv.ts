import { AppError, PRODUCT_IMPORT_MESSAGES, PROJECT_MESSAGES, zPricingFigure } from "@q2c/domain";
import { z } from "zod";
import { CsvError, parseCsv } from "../product-import/csv.ts";

// The CSV of PUT /projects/{id}/buildings/{buildingId}/import-bom: a header naming the columns, then
// one line of the bill of materials per row. Parsing needs no database, so a bad file is refused
// before the quote is touched.

export const BOM_MAX_ROWS = 5000;
export const DEFAULT_BOM_GROUP = "Imported BOM";

const COLUMNS = [
  "partNumber",
  "productId",
  "quantity",
  "price",
  "name",
  "bundle",
  "optional",
  "alternativeGroup",
] as const;
type BomColumn = (typeof COLUMNS)[number];

/** "Part Number", "part_number" and "PARTNUMBER" all name partNumber. */
const squash = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, "");
const byName = new Map<string, BomColumn>(COLUMNS.map((c) => [squash(c), c]));

/** A row as read: its values, and what is wrong with them (keyed by column). */
export interface BomRow {
  row: number;
  partNumber: string;
  productId: string;
  quantity: string;
  price: string | null;
  name: string;
  bundle: string;
  optional: boolean;
  alternativeGroup: string | null;
  errors: Record<string, string>;
}

const refuse = (message: string) => new AppError("bad_request", { message, fields: { file: message } });

/** Column positions of the header; other columns (descriptions, notes) are carried by BOMs and ignored. */
function readHeader(cells: readonly string[]): Map<BomColumn, number> {
  const positions = new Map<BomColumn, number>();
  const repeated = new Set<string>();
  cells.forEach((cell, i) => {
    const column = byName.get(squash(cell.trim()));
    if (!column) return;
    if (positions.has(column)) repeated.add(column);
    else positions.set(column, i);
  });
  if (repeated.size > 0) throw refuse(PRODUCT_IMPORT_MESSAGES.duplicateColumns([...repeated]));
  if (!positions.has("partNumber") && !positions.has("productId"))
    throw refuse(PROJECT_MESSAGES.bomHeader("partNumber"));
  if (!positions.has("quantity")) throw refuse(PROJECT_MESSAGES.bomHeader("quantity"));
  return positions;
}

const zQuantity = zPricingFigure().refine((v) => Number(v) > 0);
const zPrice = zPricingFigure();
const zUuidText = z.uuid();
const YES = new Set(["yes", "y", "true", "1"]);
const NO = new Set(["no", "n", "false", "0", ""]);

/** Every data row of the file, checked on its own (the catalogue is matched afterwards). */
export function readBom(text: string): BomRow[] {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (err) {
    if (err instanceof CsvError) throw refuse(PRODUCT_IMPORT_MESSAGES.unclosedQuote(err.line));
    throw err;
  }
  const [header, ...data] = records;
  if (!header || header.every((c) => c.trim() === "")) throw refuse(PRODUCT_IMPORT_MESSAGES.empty);
  const positions = readHeader(header);
  const rows = data.flatMap((cells, i) =>
    cells.every((c) => c.trim() === "") ? [] : [{ row: i + 1, cells }],
  );
  if (rows.length === 0) throw refuse(PROJECT_MESSAGES.bomEmpty);
  if (rows.length > BOM_MAX_ROWS) throw refuse(PROJECT_MESSAGES.bomTooManyRows(BOM_MAX_ROWS));
  return rows.map(({ row, cells }) => readRow(row, cells, positions, header.length));
}

function readRow(
  row: number,
  cells: readonly string[],
  positions: Map<BomColumn, number>,
  width: number,
): BomRow {
  const cell = (c: BomColumn) => {
    const at = positions.get(c);
    return at === undefined ? "" : (cells[at] ?? "").trim();
  };
  const errors: Record<string, string> = {};
  if (cells.length > width) errors.row = PRODUCT_IMPORT_MESSAGES.extraCells(cells.length, width);
  const quantity = zQuantity.safeParse(cell("quantity"));
  if (!quantity.success) errors.quantity = PROJECT_MESSAGES.bomQuantity;
  const priceText = cell("price");
  const price = priceText === "" ? null : zPrice.safeParse(priceText);
  if (price && !price.success) errors.price = PROJECT_MESSAGES.bomPrice;
  const optionalText = cell("optional").toLowerCase();
  if (!YES.has(optionalText) && !NO.has(optionalText)) errors.optional = PROJECT_MESSAGES.bomOptional;
  const productId = cell("productId");
  if (productId !== "" && !zUuidText.safeParse(productId).success)
    errors.productId = PROJECT_MESSAGES.unknownProduct;
  return {
    row,
    partNumber: cell("partNumber").slice(0, 100),
    productId: productId.toLowerCase(),
    quantity: quantity.success ? quantity.data : "0",
    price: price?.success ? price.data : null,
    name: cell("name").slice(0, 300),
    bundle: cell("bundle").slice(0, 300) || DEFAULT_BOM_GROUP,
    optional: YES.has(optionalText),
    alternativeGroup: cell("alternativeGroup").slice(0, 60) || null,
    errors,
  };
}
