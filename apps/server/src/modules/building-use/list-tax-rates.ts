import { taxRates } from "@q2c/db";
import type { TTaxRate } from "@q2c/domain";
import { asc } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { toTaxRate } from "./tax-rates-repo.ts";

/** Every sales-tax rate, by country, region and locality. */
export async function listTaxRates(deps: Deps): Promise<{ data: TTaxRate[] }> {
  const rows = await deps.db
    .select()
    .from(taxRates)
    .orderBy(asc(taxRates.country), asc(taxRates.region), asc(taxRates.locality), asc(taxRates.id));
  return { data: rows.map(toTaxRate) };
}
