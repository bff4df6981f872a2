import { type Db, managedPrices } from "@q2c/db";
import { AppError, type TManagedPrice } from "@q2c/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { assertCatalogueWritable, catalogueTenants } from "../../lib/tenancy.ts";
import { moneyOrNull, moneyOut } from "./wire.ts";

export type ManagedPriceRow = typeof managedPrices.$inferSelect;

/** A managed price the caller may change: the platform's answers 403 to an MSP, another MSP's 404. */
export async function findWritableManagedPrice(
  deps: Deps,
  db: Db,
  principal: Principal,
  id: string,
): Promise<ManagedPriceRow> {
  const tenants = catalogueTenants(principal, deps.config.platformAccountId);
  const [row] = await db
    .select()
    .from(managedPrices)
    .where(and(eq(managedPrices.id, id), tenants ? inArray(managedPrices.tenantId, tenants) : undefined));
  if (!row) throw new AppError("not_found");
  assertCatalogueWritable(principal, row.tenantId);
  return row;
}

export const toManagedPrice = (r: ManagedPriceRow, principal: Principal): TManagedPrice => ({
  id: r.id,
  ownership: r.tenantId === principal.tenantId ? "mine" : "platform",
  type: r.type,
  name: r.name,
  unit: r.unit,
  price: moneyOut(r.price),
  cost: moneyOrNull(r.cost),
  termMonths: r.termMonths,
  createdAt: r.createdAt.toISOString(),
});
