import type {
  PricedBundleProduct,
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
      line: TProjectLine;
      bp: TProjectBundleProduct;
      figures: PricedLine | undefined;
    };

/** Figures by id: every line's own, and the bundle products' of the chosen set. */
export interface FiguresIndex {
  lines: ReadonlyMap<string, PricedLine>;
  bundles: ReadonlyMap<string, PricedBundleProduct>;
}

export function figuresIndexOf(priced: PricedProject | null): FiguresIndex {
  const bundles = new Map<string, PricedBundleProduct>();
  for (const location of priced?.quote.locations ?? [])
    for (const building of location.buildings)
      for (const bp of building.bundleProducts) bundles.set(bp.id, bp);
  return { lines: priced?.lineFigures ?? new Map(), bundles };
}

/**
 * The rows of one building: each bundle product, then its lines. Lines and figures keep their objects
 * while unchanged, so the memoised cells of unchanged rows are not drawn again.
 */
export function gridRowsOf(building: TProjectBuilding | null, figures: FiguresIndex): GridRow[] {
  const rows: GridRow[] = [];
  const list = building?.bundleProducts ?? [];
  list.forEach((bp, index) => {
    rows.push({
      kind: "bundle",
      id: bp.id,
      bp,
      index,
      count: list.length,
      figures: figures.bundles.get(bp.id),
    });
    for (const line of bp.lines)
      rows.push({ kind: "line", id: line.id, line, bp, figures: figures.lines.get(line.id) });
  });
  return rows;
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
