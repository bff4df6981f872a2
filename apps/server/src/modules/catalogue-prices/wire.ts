import { decimalOut } from "../../lib/decimal-out.ts";

export { decimalOut };

/** Money: at least two decimals ("12.50"); percents: none required ("20"). */
export const moneyOut = (value: string): string => decimalOut(value, 2);
export const moneyOrNull = (value: string | null): string | null => (value === null ? null : moneyOut(value));
export const percentOut = (value: string): string => decimalOut(value, 0);

/** Drizzle refuses an UPDATE that sets nothing; a body without changes answers the row as it is. */
export const hasChanges = (values: Record<string, unknown>): boolean =>
  Object.values(values).some((v) => v !== undefined);

/** Compares two non-negative decimal strings exactly (-1, 0, 1), without floats. */
export function compareDecimals(a: string, b: string): number {
  const [aw = "0", af = ""] = a.split(".");
  const [bw = "0", bf = ""] = b.split(".");
  const aWhole = aw.replace(/^0+(?=\d)/, "");
  const bWhole = bw.replace(/^0+(?=\d)/, "");
  if (aWhole.length !== bWhole.length) return aWhole.length < bWhole.length ? -1 : 1;
  const width = Math.max(af.length, bf.length);
  const x = aWhole + af.padEnd(width, "0");
  const y = bWhole + bf.padEnd(width, "0");
  return x === y ? 0 : x < y ? -1 : 1;
}
