import { type Db, taxRates } from "@q2c/db";
import { AppError, BUILDING_USE_MESSAGES, type TTaxRate } from "@q2c/domain";
import { and, eq, ne, sql } from "drizzle-orm";

export type TaxRateRow = typeof taxRates.$inferSelect;

export const toTaxRate = (row: TaxRateRow): TTaxRate => ({
  id: row.id,
  country: row.country,
  region: row.region,
  locality: row.locality,
  ratePercent: row.ratePercent,
  createdAt: row.createdAt.toISOString(),
});

export async function findTaxRate(db: Db, id: string): Promise<TaxRateRow> {
  const [row] = await db.select().from(taxRates).where(eq(taxRates.id, id));
  if (!row) throw new AppError("not_found");
  return row;
}

/**
 * One row per jurisdiction. The pricing engine matches jurisdictions ignoring case (sales-tax.ts), so two
 * rows differing only in case would make one of them unreachable: they count as the same here.
 */
export async function assertJurisdictionFree(
  db: Db,
  place: { country: string; region: string; locality: string },
  exceptId?: string,
): Promise<void> {
  const [clash] = await db
    .select({ id: taxRates.id })
    .from(taxRates)
    .where(
      and(
        eq(sql`upper(${taxRates.country})`, place.country.toUpperCase()),
        eq(sql`upper(${taxRates.region})`, place.region.toUpperCase()),
        eq(sql`upper(${taxRates.locality})`, place.locality.toUpperCase()),
        exceptId ? ne(taxRates.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw new AppError("bad_request", { fields: { country: BUILDING_USE_MESSAGES.taxRateTaken } });
}
