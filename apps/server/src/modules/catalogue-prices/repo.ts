import { categories, type Db, products } from "@q2c/db";
import { AppError, MESSAGES, SERVICE_KINDS } from "@q2c/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { assertCatalogueWritable, catalogueTenants } from "../../lib/tenancy.ts";

export interface ServiceRef {
  tenantId: string;
  id: string;
}

/**
 * A service (a product whose kind is a service kind) the caller reads; anything else answers 404.
 * For a write the caller must own it as well (assertCatalogueWritable).
 */
export async function findService(
  deps: Deps,
  principal: Principal,
  serviceId: string,
  mode: "read" | "write",
): Promise<ServiceRef> {
  const tenants = catalogueTenants(principal, deps.config.platformAccountId);
  const [row] = await deps.db
    .select({ tenantId: products.tenantId, id: products.id })
    .from(products)
    .where(
      and(
        eq(products.id, serviceId),
        inArray(products.kind, [...SERVICE_KINDS]),
        tenants ? inArray(products.tenantId, tenants) : undefined,
      ),
    );
  if (!row) throw new AppError("not_found");
  if (mode === "write") assertCatalogueWritable(principal, row.tenantId);
  return row;
}

/** Categories are reference data: an id that names none is bad input on the categoryId field. */
export async function assertCategoryExists(db: Db, categoryId: string): Promise<void> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw new AppError("bad_request", { fields: { categoryId: MESSAGES.unknownCategory } });
}
