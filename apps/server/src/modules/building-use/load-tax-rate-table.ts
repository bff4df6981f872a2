import { type Db, taxRates } from "@q2c/db";
import type { TaxRateTable } from "@q2c/domain";

/**
 * The whole tax-rate table in the shape the pricing engine reads (findTaxRate in sales-tax.ts), for
 * quotes to estimate sales tax from a location. Empty region and locality mean "any".
 */
export async function loadTaxRateTable(db: Db): Promise<TaxRateTable> {
  const rows = await db
    .select({
      country: taxRates.country,
      region: taxRates.region,
      locality: taxRates.locality,
      ratePercent: taxRates.ratePercent,
    })
    .from(taxRates);
  return rows;
}
