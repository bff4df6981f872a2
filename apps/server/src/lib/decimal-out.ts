/**
 * NUMERIC columns come back with their full scale ("20.0000"); the wire carries the shortest exact
 * decimal string, with at least `minDecimals` decimals ("12.50" for money with 2, "20" for a percent with 0).
 */
export function decimalOut(value: string, minDecimals: number): string {
  const [whole = "0", fraction = ""] = value.split(".");
  let digits = fraction.replace(/0+$/, "");
  if (digits.length < minDecimals) digits = digits.padEnd(minDecimals, "0");
  return digits ? `${whole}.${digits}` : whole;
}
