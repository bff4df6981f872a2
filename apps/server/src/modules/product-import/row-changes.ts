import { products } from "@q2c/db";
import type { TCreateProductRequest } from "@q2c/domain";
import { getTableColumns } from "drizzle-orm";
import type { ProductRow } from "../products/repo.ts";
import type { CsvHeader } from "./product-csv.ts";

/** The product columns a row sets, with their new values. */
export type RowChanges = Partial<ProductRow>;

const COLUMNS = getTableColumns(products);

/**
 * What an empty cell means for an existing product: the field cleared (no value, or empty text), as the
 * export writes a cleared field. Fields with a default (status, soft cost, taxable, ...) get it from the
 * schema before this is asked.
 */
function emptyValue(column: keyof typeof COLUMNS): unknown {
  return COLUMNS[column].notNull ? "" : null;
}

/** 10.5, 10.50 and 10.5000 are one amount: numeric columns answer with their scale's zeros. */
const canonicalAmount = (value: string): string =>
  value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "") : value;

function sameValue(column: keyof typeof COLUMNS, now: unknown, next: unknown): boolean {
  if (typeof now !== "string" || typeof next !== "string") return now === next;
  const type = COLUMNS[column].columnType;
  if (type === "PgNumeric") return canonicalAmount(now) === canonicalAmount(next);
  if (type === "PgUUID") return now.toLowerCase() === next.toLowerCase();
  return now === next;
}

/**
 * The columns of the file whose values differ from the stored product's. Columns the file does not have
 * are left alone; a value equal in meaning (an amount with more zeros, an id in other case) is no change.
 */
export function productChangesOf(
  header: CsvHeader,
  data: TCreateProductRequest,
  current: ProductRow,
): RowChanges {
  const changes: RowChanges = {};
  for (const column of header) {
    if (column === "id" || column === "version") continue;
    const given = (data as Record<string, unknown>)[column];
    const next = given === undefined ? emptyValue(column) : given;
    if (!sameValue(column, current[column], next)) (changes as Record<string, unknown>)[column] = next;
  }
  return changes;
}
