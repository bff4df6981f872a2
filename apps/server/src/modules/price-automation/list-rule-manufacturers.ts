import { accounts, products } from "@q2c/db";
import type { TPriceRuleManufacturer } from "@q2c/domain";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { ownTenant } from "./repo.ts";

/**
 * The manufacturers of the caller's own products, by name: the ones a manufacturer rule can price.
 * An MSP cannot list partner accounts (they sit in the platform's tenant), hence this call.
 */
export async function listRuleManufacturers(
  deps: Deps,
  principal: Principal,
): Promise<{ data: TPriceRuleManufacturer[] }> {
  const rows = await deps.db
    .selectDistinct({ id: accounts.id, name: accounts.accountName })
    .from(products)
    .innerJoin(accounts, and(eq(accounts.id, products.manufacturerId), eq(accounts.isManufacturer, true)))
    .where(and(ownTenant(principal, products.tenantId), isNotNull(products.manufacturerId)))
    .orderBy(asc(accounts.accountName), asc(accounts.id));
  return { data: rows };
}
