import { categories, type Db } from "@q2c/db";
import {
  MESSAGES,
  type TCreateProductRequest,
  type TImportRowReport,
  ZCreateProductRequest,
} from "@q2c/domain";
import { inArray } from "drizzle-orm";
import { type CsvHeader, recordToInput } from "./product-csv.ts";

export interface CheckedRow {
  row: number;
  input: TCreateProductRequest;
}

/**
 * Checks a chunk's rows as POST /products checks a body (the same schema, with its cross-field rules)
 * and looks up their categories in one query. Every problem of a row is reported together.
 */
export async function checkProductRows(
  tx: Db,
  header: CsvHeader,
  rows: readonly { row: number; cells: string[] }[],
): Promise<{ valid: CheckedRow[]; failed: TImportRowReport[] }> {
  const parsed = rows.map(({ row, cells }) => {
    const { input, errors } = recordToInput(header, cells);
    const result = ZCreateProductRequest.safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues) errors[String(issue.path[0] ?? "row")] ??= issue.message;
    }
    const categoryId = result.success ? result.data.categoryId : uuidOrUndefined(input.categoryId);
    return { row, errors, categoryId, data: result.success ? result.data : undefined };
  });
  const known = await existingCategories(
    tx,
    parsed.flatMap((p) => (p.categoryId ? [p.categoryId] : [])),
  );
  const valid: CheckedRow[] = [];
  const failed: TImportRowReport[] = [];
  for (const p of parsed) {
    if (p.categoryId && !p.errors.categoryId && !known.has(p.categoryId)) {
      p.errors.categoryId = MESSAGES.unknownCategory;
    }
    if (p.data && Object.keys(p.errors).length === 0) valid.push({ row: p.row, input: p.data });
    else failed.push({ row: p.row, status: "failed", errors: p.errors });
  }
  return { valid, failed };
}

async function existingCategories(tx: Db, ids: string[]): Promise<Set<string>> {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return new Set();
  const found = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, distinct));
  return new Set(found.map((c) => c.id));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOrUndefined = (value: unknown): string | undefined =>
  typeof value === "string" && UUID.test(value) ? value.toLowerCase() : undefined;
