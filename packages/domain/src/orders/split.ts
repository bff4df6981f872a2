/**
 * How an accepted quote's lines become an order's suborders (issue #18 §1; docs/orders.md "The split").
 * Pure: the server reads the lines and writes what this answers, and the bench times the same code.
 *
 * - A line is bought when it is equipment: a catalogue product of kind `product`, or a free-typed one-time
 *   line with a part number. Services, apps, subscriptions and internet service are delivered, not
 *   bought: they stay order lines without a suborder.
 * - Bought lines form one suborder per (building, distributor): the bundle product's distributor, else the
 *   catalogue product's; a line with neither goes to its building's "procure manually" suborder.
 * - Suborders come in the order of their first line; each numbers its lines from 1 (the distributor's
 *   customerLineNumber).
 */

export interface SplitLine {
  id: string;
  buildingId: string;
  /** The catalogue product's kind; null for a free-typed line. */
  productKind: string | null;
  pricingModel: string;
  partNumber: string;
  /** The bundle product's distributor, else the catalogue product's; null when neither names one. */
  distributorId: string | null;
}

export interface SplitSuborder {
  buildingId: string;
  distributorId: string | null;
  /** The bought lines in quote order; a line's number (from 1) is its place here. */
  lineIds: string[];
}

export interface OrderSplit {
  suborders: SplitSuborder[];
  /** Line id to its suborder's index in `suborders` and its number there. */
  placement: Map<string, { suborder: number; lineNumber: number }>;
}

/** Catalogue kinds that are shipped equipment. */
export const BOUGHT_PRODUCT_KINDS = ["product"] as const;

export function isBoughtLine(line: Pick<SplitLine, "productKind" | "pricingModel" | "partNumber">): boolean {
  if (line.productKind !== null)
    return (BOUGHT_PRODUCT_KINDS as readonly string[]).includes(line.productKind);
  return line.pricingModel === "one_time" && line.partNumber.trim() !== "";
}

export function splitOrder(lines: readonly SplitLine[]): OrderSplit {
  const suborders: SplitSuborder[] = [];
  const byKey = new Map<string, number>();
  const placement = new Map<string, { suborder: number; lineNumber: number }>();
  for (const line of lines) {
    if (!isBoughtLine(line)) continue;
    const key = `${line.buildingId}|${line.distributorId ?? ""}`;
    let index = byKey.get(key);
    if (index === undefined) {
      index = suborders.length;
      byKey.set(key, index);
      suborders.push({ buildingId: line.buildingId, distributorId: line.distributorId, lineIds: [] });
    }
    const suborder = suborders[index] as SplitSuborder;
    suborder.lineIds.push(line.id);
    placement.set(line.id, { suborder: index, lineNumber: suborder.lineIds.length });
  }
  return { suborders, placement };
}
