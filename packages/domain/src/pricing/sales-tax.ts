import { AppError } from "../errors/app-error.ts";
import { PRICING_MESSAGES } from "./pricing-messages.ts";
import type { DecimalString } from "./pricing-types.ts";
import { formatTrimmed, INPUT_DECIMALS, parseMicro } from "./scaled-integer.ts";

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

/** A rate as the engine uses it: micro-percent beside its text. */
export interface ResolvedTaxRate extends TaxRate {
  micro: number;
}

const norm = (part: string | null | undefined): string => (part ?? "").trim().toUpperCase();
const keyOf = (country: string, region = "", locality = ""): string => `${country}|${region}|${locality}`;
const MISSING: ResolvedTaxRate = { ratePercent: "0", missing: true, micro: 0 };

/**
 * Indexes the table once per quote and answers the rate of a jurisdiction.
 * Interpretation: each row holds the combined rate of its jurisdiction, and the most specific row
 * wins (locality, then region, then country), so the owner can set a country default and override
 * it where a state or city differs, without the engine adding rates up.
 */
export function taxRateLookup(table: TaxRateTable): (at: TaxJurisdiction) => ResolvedTaxRate {
  const rows = new Map<string, DecimalString>();
  for (const row of table) {
    rows.set(keyOf(norm(row.country), norm(row.region), norm(row.locality)), row.ratePercent);
  }
  return (at) => {
    const [country, region, locality] = [norm(at.country), norm(at.region), norm(at.locality)];
    for (const key of [keyOf(country, region, locality), keyOf(country, region), keyOf(country)]) {
      const rate = rows.get(key);
      if (rate === undefined) continue;
      const micro = parseMicro(rate);
      if (micro === undefined) {
        throw new AppError("bad_request", { fields: { [`taxRates[${key}]`]: PRICING_MESSAGES.figure } });
      }
      return { ratePercent: formatTrimmed(BigInt(micro), INPUT_DECIMALS), missing: false, micro };
    }
    return MISSING;
  };
}

export function findTaxRate(table: TaxRateTable, at: TaxJurisdiction): TaxRate {
  const { ratePercent, missing } = taxRateLookup(table)(at);
  return { ratePercent, missing };
}
