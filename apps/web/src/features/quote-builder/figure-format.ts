import { formatDecimal } from "../quotes/quote-format.ts";

// How the builder shows its figures: the quote list's money format (formatDecimal, no float on the way),
// to the cent unless a figure has more decimals, quantities as whole numbers when they are whole.

const DASH = "—";

/** Money: "$1,121.55"; "0.015000" → "$0.015" (a price with more decimals keeps them). */
export function formatMoney(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === "") return DASH;
  return formatDecimal(value, { prefix: "$", trimZeros: true }) ?? value;
}

/** Money in an input, without the currency sign: "1121.5" → "1,121.50". Text that is no figure stays. */
export function formatMoneyInput(value: string): string {
  if (value.trim() === "") return value;
  return formatDecimal(value, { trimZeros: true }) ?? value;
}

/** A quantity: "4.000000" → "4", "2.50" → "2.5", "1000" → "1,000". */
export function formatQuantity(value: string): string {
  if (value.trim() === "") return value;
  return formatDecimal(value, { minDecimals: 0, trimZeros: true }) ?? value;
}

/**
 * A building's price, which domain §5 rounds up to whole units (so are the quote's sums of them):
 * "14212.00" → "$14,212". A figure with cents left (none should have) keeps them.
 */
export function formatWholeUnits(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === "") return DASH;
  if (!/^-?\d+(?:\.0*)?$/.test(value.trim())) return formatMoney(value);
  return formatDecimal(value, { prefix: "$", minDecimals: 0, trimZeros: true }) ?? value;
}

/** A percentage: "47.21" → "47.21%". */
export const formatPercent = (value: string | null | undefined): string =>
  value === null || value === undefined ? DASH : `${value}%`;

/** What the user typed into a figure box, read without its thousands separators ("1,250.50" → "1250.50"). */
export const withoutSeparators = (text: string): string => text.replace(/,(?=\d{3}(?:\D|$))/g, "");
