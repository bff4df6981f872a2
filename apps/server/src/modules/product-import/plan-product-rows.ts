import { type Db, products } from "@q2c/db";
import {
  PRODUCT_IMPORT_MESSAGES,
  productRuleErrors,
  type TCreateProductRequest,
  ZCreateProductRequest,
} from "@q2c/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import { type CatalogueCaller, canWriteCatalogue, catalogueWhere } from "../../lib/tenancy.ts";
import type { ProductRow } from "../products/repo.ts";
import { categoryLookup } from "./category-lookup.ts";
import { type CsvHeader, type RowKey, recordToInput } from "./product-csv.ts";
import { productChangesOf, type RowChanges } from "./row-changes.ts";

/** Who an import works for: the tenant its rows go to, and whether it reads every tenant (the owner). */
export interface ImportCaller extends CatalogueCaller {
  platformId: string;
}

/**
 * What the import does with one row, decided before anything is written:
 * - create: a new product (no id, and no product of the caller's has its manufacturer part number);
 * - duplicate: no id, but its manufacturer part number is already in the caller's catalogue; the caller
 *   chooses (resolveDuplicate) to update that product or create another;
 * - update: the row's id names a product the caller may change, and some field differs;
 * - unchanged: the row names an existing product that already holds its values: nothing to write;
 * - failed: what is wrong, by field.
 */
export type RowPlan =
  | { row: number; action: "create"; input: TCreateProductRequest }
  | {
      row: number;
      action: "duplicate";
      input: TCreateProductRequest;
      header: CsvHeader;
      matches: ProductRow[];
    }
  | { row: number; action: "update"; current: ProductRow; changes: RowChanges }
  | { row: number; action: "unchanged"; current: ProductRow }
  | { row: number; action: "failed"; errors: Record<string, string>; name: string; partNumber: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const VERSION = /^\d{1,9}$/;
const partNumberKey = (value: unknown): string =>
  typeof value === "string" ? value.trim().toLowerCase() : "";

interface Parsed {
  row: number;
  key: RowKey;
  raw: Record<string, unknown>;
  errors: Record<string, string>;
  data: TCreateProductRequest | undefined;
}

/**
 * Plans a chunk's rows: each is checked as POST /products checks a body (the same schema and cross-field
 * rules), its category read by id, name or path, its id looked up among the products the caller reads
 * (one query) and, without an id, its manufacturer part number among the caller's own products (one
 * query, on the products_mpn_idx index). Every problem of a row is reported together.
 */
export async function planProductRows(
  db: Db,
  caller: ImportCaller,
  header: CsvHeader,
  rows: readonly { row: number; cells: string[] }[],
): Promise<RowPlan[]> {
  const category = await categoryLookup(db);
  const parsed: Parsed[] = rows.map(({ row, cells }) => {
    const { input, key, errors } = recordToInput(header, cells);
    if (typeof input.categoryId === "string") {
      const found = category(input.categoryId);
      if ("id" in found) input.categoryId = found.id;
      else {
        errors.categoryId = found.error;
        delete input.categoryId;
      }
    }
    if (key.id !== undefined && !UUID.test(key.id))
      errors.id = PRODUCT_IMPORT_MESSAGES.unknownProductId(key.id);
    if (key.version !== undefined && (!VERSION.test(key.version) || Number(key.version) < 1)) {
      errors.version = PRODUCT_IMPORT_MESSAGES.badVersion;
    }
    const result = ZCreateProductRequest.safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues) errors[String(issue.path[0] ?? "row")] ??= issue.message;
    }
    return { row, key, raw: input, errors, data: result.success ? result.data : undefined };
  });

  const byId = await productsById(db, caller, parsed);
  const byPartNumber = await productsByPartNumber(db, caller, parsed);

  return parsed.map((p): RowPlan => {
    const failed = (): RowPlan => ({
      row: p.row,
      action: "failed",
      errors: p.errors,
      name: typeof p.raw.name === "string" ? p.raw.name : "",
      partNumber: typeof p.raw.manufacturerPartNumber === "string" ? p.raw.manufacturerPartNumber : "",
    });
    const id = p.key.id?.toLowerCase();
    const current = id && !p.errors.id ? byId.get(id) : undefined;
    if (id && !p.errors.id && !current)
      p.errors.id = PRODUCT_IMPORT_MESSAGES.unknownProductId(p.key.id ?? id);
    if (!p.data || Object.keys(p.errors).length > 0) return failed();
    if (!current) {
      const matches = byPartNumber.get(partNumberKey(p.data.manufacturerPartNumber)) ?? [];
      return matches.length > 0
        ? { row: p.row, action: "duplicate", input: p.data, header, matches }
        : { row: p.row, action: "create", input: p.data };
    }
    const plan = planUpdate(p.row, header, p.data, current, caller);
    if (
      plan.action === "update" &&
      p.key.version !== undefined &&
      Number(p.key.version) !== current.version
    ) {
      p.errors.version = PRODUCT_IMPORT_MESSAGES.staleVersion(Number(p.key.version), current.version);
      return failed();
    }
    if (plan.action === "failed") {
      Object.assign(p.errors, plan.errors);
      return failed();
    }
    return plan;
  });
}

/**
 * A row applied to an existing product: unchanged when every column of the file already holds its value,
 * refused when the caller may read but not change the product (the platform's, for an MSP) or when the
 * merged product breaks a rule across fields, otherwise an update of the columns that differ.
 */
function planUpdate(
  row: number,
  header: CsvHeader,
  data: TCreateProductRequest,
  current: ProductRow,
  caller: ImportCaller,
): RowPlan {
  const changes = productChangesOf(header, data, current);
  if (Object.keys(changes).length === 0) return { row, action: "unchanged", current };
  if (!canWriteCatalogue(caller, current.tenantId)) {
    return {
      row,
      action: "failed",
      errors: { id: PRODUCT_IMPORT_MESSAGES.notWritable(current.id) },
      name: "",
      partNumber: "",
    };
  }
  const ruleErrors = productRuleErrors({ ...current, ...changes });
  if (Object.keys(ruleErrors).length > 0) {
    return { row, action: "failed", errors: ruleErrors, name: "", partNumber: "" };
  }
  return { row, action: "update", current, changes };
}

/**
 * A possible duplicate as the caller chose: a new product, or an update of the one product its part
 * number names (several such products cannot be told apart: the row fails and asks for the id).
 */
export function resolveDuplicate(
  plan: Extract<RowPlan, { action: "duplicate" }>,
  choice: "update" | "create",
  caller: ImportCaller,
): RowPlan {
  if (choice === "create") return { row: plan.row, action: "create", input: plan.input };
  const [only, ...others] = plan.matches;
  const partNumber = plan.input.manufacturerPartNumber ?? "";
  if (!only || others.length > 0) {
    return {
      row: plan.row,
      action: "failed",
      errors: {
        manufacturerPartNumber: PRODUCT_IMPORT_MESSAGES.manyMatches(partNumber, plan.matches.length),
      },
      name: plan.input.name,
      partNumber,
    };
  }
  return planUpdate(plan.row, plan.header, plan.input, only, caller);
}

/** The products the rows' ids name, among those the caller reads (another tenant's are never found). */
async function productsById(
  db: Db,
  caller: ImportCaller,
  parsed: Parsed[],
): Promise<Map<string, ProductRow>> {
  const ids = [
    ...new Set(parsed.flatMap((p) => (p.key.id && UUID.test(p.key.id) ? [p.key.id.toLowerCase()] : []))),
  ];
  if (ids.length === 0) return new Map();
  const found = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), catalogueWhere(caller, caller.platformId, products.tenantId)));
  return new Map(found.map((r) => [r.id, r]));
}

/**
 * The caller's own products (the tenant new rows go to) by lower-cased manufacturer part number: the
 * part number the catalogue keys on (its index, distributor availability). Rows with an id, or without
 * a part number, are not looked up.
 */
async function productsByPartNumber(
  db: Db,
  caller: ImportCaller,
  parsed: Parsed[],
): Promise<Map<string, ProductRow[]>> {
  const keys = [
    ...new Set(
      parsed.flatMap((p) => {
        const key = p.key.id ? "" : partNumberKey(p.raw.manufacturerPartNumber);
        return key ? [key] : [];
      }),
    ),
  ];
  const found = new Map<string, ProductRow[]>();
  if (keys.length === 0) return found;
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.tenantId, caller.tenantId),
        inArray(sql`lower(${products.manufacturerPartNumber})`, keys),
      ),
    )
    .orderBy(products.id);
  for (const r of rows) {
    const key = partNumberKey(r.manufacturerPartNumber);
    found.set(key, [...(found.get(key) ?? []), r]);
  }
  return found;
}
