import { categories, type Db, products, uuidv7 } from "@q2c/db";
import {
  AppError,
  isServiceKind,
  MESSAGES,
  type ProductOwnership,
  productRuleErrors,
  type TCreateProductRequest,
} from "@q2c/domain";
import { and, eq, type SQL } from "drizzle-orm";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { canWriteCatalogue, catalogueWhere } from "../../lib/tenancy.ts";

export type ProductRow = typeof products.$inferSelect;

/** Which rows a call looks at: /services sees only services, so any other kind is "not found" there. */
export interface ProductTarget {
  servicesOnly?: boolean;
}

/**
 * The products a caller reads (lib/tenancy.ts catalogueWhere): an MSP its own and the platform catalogue,
 * the platform owner every tenant's; `ownership` narrows to one side.
 */
export const readableProducts = (
  principal: Principal,
  platformTenantId: string,
  ownership: ProductOwnership = "all",
): SQL | undefined => catalogueWhere(principal, platformTenantId, products.tenantId, ownership);

/** The platform owner writes anywhere it reads (scope all); an MSP only its own tenant's rows. */
export const canWrite = (principal: Principal, row: ProductRow): boolean =>
  canWriteCatalogue(principal, row.tenantId);

/** A product the caller may read; anything else, or a non-service on /services, answers 404. */
export async function findReadableProduct(
  db: Db,
  principal: Principal,
  platformTenantId: string,
  id: string,
  target: ProductTarget = {},
): Promise<ProductRow> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), readableProducts(principal, platformTenantId)));
  if (!row || (target.servicesOnly && !isServiceKind(row.kind))) throw new AppError("not_found");
  return row;
}

/** A product the caller may change: a platform row an MSP can read answers 403, an unseen one 404. */
export async function findWritableProduct(
  db: Db,
  principal: Principal,
  platformTenantId: string,
  id: string,
  target: ProductTarget = {},
): Promise<ProductRow> {
  const row = await findReadableProduct(db, principal, platformTenantId, id, target);
  if (!canWrite(principal, row)) throw new AppError("forbidden");
  return row;
}

/** Categories are platform reference data: a product must sit in one that exists. */
export async function validateCategory(db: Db, categoryId: string): Promise<void> {
  const [found] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .limit(1);
  if (!found) throw new AppError("bad_request", { fields: { categoryId: MESSAGES.unknownCategory } });
}

/**
 * The given categories and every category beneath them, so that picking a root category lists the
 * whole subtree. The tree is reference data of a few hundred rows, so it is read whole.
 */
export async function withDescendants(db: Db, categoryIds: readonly string[]): Promise<string[]> {
  const all = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
  const children = new Map<string, string[]>();
  for (const c of all) {
    if (!c.parentId) continue;
    children.set(c.parentId, [...(children.get(c.parentId) ?? []), c.id]);
  }
  const found = new Set<string>();
  const queue = [...categoryIds];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(children.get(id) ?? []));
  }
  return [...found];
}

/** Bad input of a whole product as a 400 with field errors, before anything is written. */
export function assertProductRules(product: Parameters<typeof productRuleErrors>[0]): void {
  const fields = productRuleErrors(product);
  if (Object.keys(fields).length > 0) throw new AppError("bad_request", { fields });
}

/**
 * Inserts one product into the caller's tenant, with its audit event. Takes a database or a transaction
 * handle so that the CSV import can call it per row inside its own savepoint; the category and the
 * cross-field rules are checked here too, so no caller can skip them.
 */
export async function insertProduct(
  db: Db,
  principal: Principal,
  input: TCreateProductRequest,
  opts: { source?: "api" | "import" } = {},
): Promise<ProductRow> {
  assertProductRules(input);
  await validateCategory(db, input.categoryId);
  const [row] = await db
    .insert(products)
    .values({
      ...input,
      tenantId: principal.tenantId,
      id: uuidv7(),
      // The tenant's top account owns its catalogue (its id is the tenant id).
      accountId: principal.tenantId,
    })
    .returning();
  if (!row) throw new AppError("internal");
  await recordAudit(db, {
    tenantId: row.tenantId,
    actorUserId: principal.userId,
    type: "product.created",
    subjectId: row.id,
    data: { name: row.name, kind: row.kind, source: opts.source ?? "api" },
  });
  return row;
}
