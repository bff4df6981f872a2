import { parseDecimal } from "./pricing-decimal.ts";
import type { DecimalString } from "./pricing-types.ts";

/** A place that levies sales tax: ISO country, then optionally region (state) and locality (city, county). */
export interface TaxJurisdiction {
  country: string;
  region?: string | null;
  locality?: string | null;
}

/** One row of the tax-rate table the platform owner edits: a combined rate in percent ("8.25"). */
export interface TaxRateRow extends TaxJurisdiction {
  ratePercent: DecimalString;
}

export type TaxRateTable = readonly TaxRateRow[];

export interface TaxRate {
  ratePercent: DecimalString;
  /** No row matched the jurisdiction, so the estimate is zero and should be shown as unknown. */
  missing: boolean;
}

const norm = (part: string | null | undefined): string => (part ?? "").trim().toUpperCase();
const keyOf = (country: string, region = "", locality = ""): string => `${country}|${region}|${locality}`;

/**
 * Interpretation: each row holds the combined rate of its jurisdiction, and the most specific row
 * wins (locality, then region, then country), so the owner can set a country default and override
 * it where a state or city differs, without the engine adding rates up.
 */
export function findTaxRate(table: TaxRateTable, at: TaxJurisdiction): TaxRate {
  const rows = new Map<string, DecimalString>();
  for (const row of table) {
    rows.set(keyOf(norm(row.country), norm(row.region), norm(row.locality)), row.ratePercent);
  }
  const [country, region, locality] = [norm(at.country), norm(at.region), norm(at.locality)];
  const candidates = [keyOf(country, region, locality), keyOf(country, region), keyOf(country)];
  for (const key of candidates) {
    const rate = rows.get(key);
    if (rate !== undefined) {
      return { ratePercent: parseDecimal(rate, `taxRates[${key}]`).toString(), missing: false };
    }
  }
  return { ratePercent: "0", missing: true };
}
