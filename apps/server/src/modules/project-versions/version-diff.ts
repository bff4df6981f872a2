import type { PricedProject, TQuoteTotals, TVersionDiff } from "@q2c/domain";
import Decimal from "decimal.js";
import { type LineRow, lineDiscountOf, type ProjectAggregate } from "../project-core/aggregate.ts";
import { trimDecimal } from "../project-core/project-view.ts";

// The side-by-side diff of two states of a quote (issue #4 §4): lines matched by id, so a line that
// moved or was edited reads as changed, and one deleted and re-added reads as removed and added.

/** One side of a comparison: the quote's rows, every line's own figures, and the side's totals. */
export interface DiffSide {
  id: string;
  name: string;
  agg: ProjectAggregate;
  priced: PricedProject;
  totals: TQuoteTotals;
}

interface PlacedLine {
  line: LineRow;
  place: string;
}

/** The fields a reader compares, as text (null when the line has none). */
const COMPARED: Record<string, (line: LineRow) => string | null> = {
  name: (l) => l.name,
  partNumber: (l) => l.partNumber,
  quantity: (l) => trimDecimal(l.quantity),
  price: (l) => trimDecimal(l.price),
  cost: (l) => trimDecimal(l.cost),
  discount: (l) => {
    const d = lineDiscountOf(l);
    if (!d) return null;
    return "percent" in d ? `${trimDecimal(d.percent)}%` : new Decimal(d.amount).toFixed(2);
  },
  optional: (l) => (l.optional ? "yes" : "no"),
  chosen: (l) => (l.chosen ? "yes" : "no"),
  alternativeGroup: (l) => l.alternativeGroup,
};

function placedLines(agg: ProjectAggregate): Map<string, PlacedLine> {
  const out = new Map<string, PlacedLine>();
  for (const l of agg.locations)
    for (const b of l.buildings)
      for (const bp of b.bundleProducts)
        for (const line of bp.lines) out.set(line.id, { line, place: `${l.name} / ${b.name} / ${bp.name}` });
  return out;
}

function diffLine(side: DiffSide, { line, place }: PlacedLine) {
  return {
    lineId: line.id,
    name: line.name,
    partNumber: line.partNumber,
    place,
    quantity: trimDecimal(line.quantity),
    price: trimDecimal(line.price),
    termTotal: side.priced.lineFigures.get(line.id)?.termTotal ?? "0.00",
  };
}

const change = (from: string, to: string): string => new Decimal(to).minus(from).toFixed(2);

export function diffVersions(from: DiffSide, to: DiffSide): TVersionDiff {
  const before = placedLines(from.agg);
  const after = placedLines(to.agg);
  const added: TVersionDiff["added"] = [];
  const removed: TVersionDiff["removed"] = [];
  const changed: TVersionDiff["changed"] = [];
  for (const [id, now] of after) {
    const was = before.get(id);
    if (!was) {
      added.push(diffLine(to, now));
      continue;
    }
    const fields: Record<string, [string | null, string | null]> = {};
    for (const [field, read] of Object.entries(COMPARED)) {
      const a = read(was.line);
      const b = read(now.line);
      if (a !== b) fields[field] = [a, b];
    }
    if (was.place !== now.place) fields.place = [was.place, now.place];
    if (Object.keys(fields).length > 0)
      changed.push({ lineId: id, name: now.line.name, place: now.place, fields });
  }
  for (const [id, was] of before) if (!after.has(id)) removed.push(diffLine(from, was));
  return {
    from: { id: from.id, name: from.name },
    to: { id: to.id, name: to.name },
    added,
    removed,
    changed,
    totals: {
      from: from.totals,
      to: to.totals,
      change: {
        oneTimeTotal: change(from.totals.oneTimeTotal, to.totals.oneTimeTotal),
        termTotal: change(from.totals.termTotal, to.totals.termTotal),
        // Versions are read by the quote's MSP only, whose totals always carry profits.
        grossProfit: change(from.totals.grossProfit ?? "0", to.totals.grossProfit ?? "0"),
        netProfit: change(from.totals.netProfit ?? "0", to.totals.netProfit ?? "0"),
      },
    },
  };
}
