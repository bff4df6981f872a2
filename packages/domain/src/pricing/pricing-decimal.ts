import Decimal from "decimal.js";
import { AppError } from "../errors/app-error.ts";

/**
 * A private Decimal with room for 15-digit amounts times large quantities; the default 20
 * significant digits would round products silently, and a clone leaves global config alone.
 */
export const Money = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP });
export type Money = Decimal;

export const ZERO = new Money(0);
const HUNDRED = new Money(100);

/** Line amounts are kept in cents so that every sum above them is exact. */
export const toCents = (d: Money): Money =>
  d.decimalPlaces() <= 2 ? d : d.toDecimalPlaces(2, Money.ROUND_HALF_UP);

/** Foundation §5: prices on buildings are rounded up to whole units. */
export const toWholeUnitsUp = (d: Money): Money => d.ceil();

/** Domain §5: percentages show up to 2 decimals; null when the base is zero. */
export function percentOf(part: Money, whole: Money): string | null {
  if (whole.isZero()) return null;
  return part.times(HUNDRED).dividedBy(whole).toFixed(2, Money.ROUND_HALF_UP);
}

// Most figures of a line are zero (three of its four frequencies, often cost); skip the formatting.
export const formatMoney = (d: Money): string => (d.isZero() ? "0.00" : d.toFixed(2));

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * Parses a non-negative decimal string; a float, NaN, an exponent or a minus sign is refused as a
 * bad request naming the field (`path`), so a caller that skipped validation still writes nothing.
 */
export function parseDecimal(value: unknown, path: string): Money {
  if (typeof value !== "string" || !DECIMAL.test(value)) {
    throw new AppError("bad_request", { fields: { [path]: "Enter a non-negative decimal number." } });
  }
  return new Money(value);
}
