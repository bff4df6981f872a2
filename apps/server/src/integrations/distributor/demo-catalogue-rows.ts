/**
 * The vocabulary of the demo catalogue tables: one row per SKU, plus expanders for the SKUs that come in
 * series (licence terms, patch-cord lengths and colours), so the tables stay short enough to read.
 * Prices are decimal strings even here: money never passes through a float.
 */
export type DemoRow = readonly [mpn: string, description: string, listPrice: string, flag?: "endOfSale"];

export interface DemoFamily {
  manufacturer: string;
  category: string;
  /** Delivered electronically (licences, subscriptions): no warehouse stock. */
  digital?: true;
  rows: readonly DemoRow[];
}

/** Whole cents as a decimal string: 1299 → "12.99". */
export function money(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** One row per subscription term; `{n}` in the part number and description becomes the years. */
export function perTerm(mpn: string, description: string, prices: Record<number, string>): DemoRow[] {
  return Object.entries(prices).map(([years, price]) => [
    mpn.replaceAll("{n}", years),
    description.replaceAll("{n}", years),
    price,
  ]);
}

/** One row per length and colour, as cabling is sold; `{len}`, `{col}` and `{colour}` are filled in. */
export function perLengthAndColour(
  mpn: string,
  description: string,
  lengths: readonly number[],
  colours: Readonly<Record<string, string>>,
  priceCents: (length: number) => number,
): DemoRow[] {
  return lengths.flatMap((length) =>
    Object.entries(colours).map(
      ([code, colour]): DemoRow => [
        mpn.replaceAll("{len}", String(length)).replaceAll("{col}", code),
        description.replaceAll("{len}", String(length)).replaceAll("{colour}", colour),
        money(priceCents(length)),
      ],
    ),
  );
}

/** One row per colour of the same part. */
export function perColour(
  mpn: string,
  description: string,
  colours: Readonly<Record<string, string>>,
  price: string,
): DemoRow[] {
  return Object.entries(colours).map(([code, colour]) => [
    mpn.replaceAll("{col}", code),
    description.replaceAll("{colour}", colour),
    price,
  ]);
}
