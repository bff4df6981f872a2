import type {
  PricedLine,
  PricedProject,
  PricingTotals,
  TProjectBuilding,
  TProjectBundleProduct,
  TProjectLine,
} from "@q2c/domain";

/** A bundle product (group row) or one of its lines, as the building's grid shows them. */
export type GridRow =
  | {
      kind: "bundle";
      id: string;
      bp: TProjectBundleProduct;
      index: number;
      count: number;
      figures: PricingTotals | undefined;
    }
  | {
      kind: "line";
      id: string;
      /** Its bundle product is `line.bundleProductId`; cells that act on it read it when they act. */
      line: TProjectLine;
      figures: PricedLine | undefined;
    };

/** Figures by id: every line's own, and the bundle products' totals of the chosen set. */
export interface FiguresIndex {
  lines: ReadonlyMap<string, PricedLine>;
  bundles: ReadonlyMap<string, PricingTotals>;
}

/**
 * The figures by id. With the index of the previous pricing, every figure whose values did not change
 * keeps its object, so that a keystroke in one line gives new figures to that line, its bundle product
 * and the totals only (the grid's rows of the others are not drawn again).
 */
export function figuresIndexOf(priced: PricedProject | null, previous?: FiguresIndex): FiguresIndex {
  const bundles = new Map<string, PricingTotals>();
  const lines = new Map<string, PricedLine>();
  for (const [id, figures] of priced?.lineFigures ?? [])
    lines.set(id, kept(previous?.lines.get(id), figures));
  for (const location of priced?.quote.locations ?? [])
    for (const building of location.buildings)
      for (const { lines: _lines, ...totals } of building.bundleProducts)
        bundles.set(totals.id, kept(previous?.bundles.get(totals.id), totals));
  return { lines, bundles };
}

/** The previous object when it holds the same values as the next, else the next. */
function kept<T extends object>(prev: T | undefined, next: T): T {
  return prev !== undefined && sameValues(prev, next) ? prev : next;
}

/**
 * Deep equality of plain data (figures: strings, numbers, booleans, null, arrays and records of them).
 * Runs for every line on every pricing pass, so it loops without allocating.
 */
export function sameValues(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValues(a[i], b[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0;
  for (const k in x) {
    keys += 1;
    if (x[k] !== y[k] && !sameValues(x[k], y[k])) return false;
  }
  for (const _ in y) keys -= 1;
  return keys === 0;
}

/**
 * The rows of one building: each bundle product, then its lines. With the previous rows, a row whose
 * contents keep their objects (lines and figures keep theirs while unchanged, see figuresIndexOf) keeps
 * its own object too, so the grid's memoised rows of unchanged lines are not drawn again.
 */
export function gridRowsOf(
  building: TProjectBuilding | null,
  figures: FiguresIndex,
  previous: readonly GridRow[] = [],
): GridRow[] {
  const before = new Map(previous.map((row) => [row.id, row]));
  const rows: GridRow[] = [];
  const list = building?.bundleProducts ?? [];
  list.forEach((bp, index) => {
    const prev = before.get(bp.id);
    const row: GridRow = {
      kind: "bundle",
      id: bp.id,
      bp,
      index,
      count: list.length,
      figures: figures.bundles.get(bp.id),
    };
    rows.push(prev !== undefined && sameRow(prev, row) ? prev : row);
    for (const line of bp.lines) {
      const prevLine = before.get(line.id);
      const lineRow: GridRow = { kind: "line", id: line.id, line, figures: figures.lines.get(line.id) };
      rows.push(prevLine !== undefined && sameRow(prevLine, lineRow) ? prevLine : lineRow);
    }
  });
  return rows;
}

function sameRow(a: GridRow, b: GridRow): boolean {
  if (a.kind === "line") return b.kind === "line" && a.line === b.line && a.figures === b.figures;
  if (b.kind === "line") return false;
  return a.bp === b.bp && a.figures === b.figures && a.index === b.index && a.count === b.count;
}

/** Lines of the rows (for selection of a whole group). */
export const lineIdsOf = (bp: TProjectBundleProduct): string[] => bp.lines.map((l) => l.id);

/** The ids of the building's bundle products with `id` moved by `by` places (keyboard reordering). */
export function movedBy(ids: readonly string[], id: string, by: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** The ids with `dragged` put where `target` is (drag and drop onto another bundle product). */
export function movedOnto(ids: readonly string[], dragged: string, target: string): string[] {
  if (dragged === target || !ids.includes(dragged) || !ids.includes(target)) return [...ids];
  const without = ids.filter((id) => id !== dragged);
  const at = without.indexOf(target) + (ids.indexOf(dragged) < ids.indexOf(target) ? 1 : 0);
  without.splice(at, 0, dragged);
  return without;
}
