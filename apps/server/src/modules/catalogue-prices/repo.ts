import { categories, type Db, products } from "@q2c/db";
import { AppError, MESSAGES, SERVICE_KINDS } from "@q2c/domain";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";

/**
 * The tenants whose catalogue rows the caller reads: an MSP its own and the platform's (the platform
 * catalogue every MSP reads); undefined for the platform owner, who reads everything.
 */
export function readableTenants(deps: Deps, principal: Principal): string[] | undefined {
  if (principal.scope.kind === "all") return undefined;
  return [...new Set([principal.tenantId, deps.config.platformAccountId])];
}

/** A readable row of another tenant (the platform's) is read-only to an MSP: 403, not 404. */
export function assertWritable(principal: Principal, tenantId: string): void {
  if (principal.scope.kind !== "all" && tenantId !== principal.tenantId) throw new AppError("forbidden");
}

export interface ServiceRef {
  tenantId: string;
  id: string;
}

/**
 * A service (a product whose kind is a service kind) the caller reads; anything else answers 404.
 * For a write the caller must own it as well (assertWritable).
 */
export async function findService(
  deps: Deps,
  principal: Principal,
  serviceId: string,
  mode: "read" | "write",
): Promise<ServiceRef> {
  const tenants = readableTenants(deps, principal);
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
  if (mode === "write") assertWritable(principal, row.tenantId);
  return row;
}

/** Categories are reference data: an id that names none is bad input on the categoryId field. */
export async function assertCategoryExists(db: Db, categoryId: string): Promise<void> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw new AppError("bad_request", { fields: { categoryId: MESSAGES.unknownCategory } });
}

/**
 * Settings rows (category prices, ...) belong to one tenant: the caller's own, while the platform owner
 * reaches any by id. Tables without an account column cannot go through scopeWhere's account branch,
 * and only the platform owner and MSPs (senMsp) reach these routes.
 */
export function ownTenantWhere(principal: Principal, tenantColumn: PgColumn): SQL | undefined {
  return principal.scope.kind === "all" ? undefined : eq(tenantColumn, principal.tenantId);
}
