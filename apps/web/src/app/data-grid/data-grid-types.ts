import type { CSSProperties, ReactNode } from "react";

/** One column of a DataGrid. `cell` renders from the row itself: grids show rows, not accessor values. */
export interface DataGridColumn<T> {
  /** Stable id: the key under which the user's column choice is saved in tableConf. */
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Width in px; without one the column shares the free width (at least `minWidth`). */
  width?: number;
  /** Least width of a column without `width`, in px (default MIN_FLEX_WIDTH). */
  minWidth?: number;
  /**
   * Stays at the left edge while the grid scrolls sideways (with its background, so rows keep their
   * names). Only leading columns freeze: the first frozen run, each but the last with a `width`.
   */
  frozen?: boolean;
  /** May the user hide it in the Columns menu? Default true; an identifying column should say false. */
  hideable?: boolean;
  /** Shown until the user chooses otherwise. Default true. */
  defaultVisible?: boolean;
  /** The header toggles the grid's sort (the page sorts, see DataGridProps.onSortChange). */
  sortable?: boolean;
  align?: "start" | "end";
}

/** The sort the header shows; the page asks the server for rows in this order. */
export interface DataGridSort {
  id: string;
  desc: boolean;
}

/** Column width when a column gives none: they share the rest of the row but keep this much. */
export const MIN_FLEX_WIDTH = 140;

// Texts of the grid's own controls; kept together so that they can move into the messages catalogue.
export const DATA_GRID_TEXTS = {
  columns: "Columns",
  chooseColumns: "Choose the columns to show",
  loading: "Loading",
  loadingMore: "Loading more…",
  noRows: "Nothing to show yet.",
} as const;

/**
 * Left offsets of the frozen columns among those shown, in px (undefined for the others): the leading run
 * of frozen columns, stopping after the first without a width (the offset of the next is unknown).
 */
export function frozenOffsets(
  columns: readonly { width?: number; frozen?: boolean }[],
): (number | undefined)[] {
  const offsets: (number | undefined)[] = columns.map(() => undefined);
  let left = 0;
  for (const [i, column] of columns.entries()) {
    if (column.frozen !== true) break;
    offsets[i] = left;
    if (column.width === undefined) break;
    left += column.width;
  }
  return offsets;
}

/** A frozen cell's sticky offset, and whether it is the last frozen one (which draws the edge). */
export interface FrozenCell {
  style: CSSProperties;
  edge: boolean;
}

/** Per column shown: its frozen cell's style, or undefined for a column that scrolls. */
export function frozenCells(
  columns: readonly { width?: number; frozen?: boolean }[],
): (FrozenCell | undefined)[] {
  const offsets = frozenOffsets(columns);
  const last = offsets.findLastIndex((left) => left !== undefined);
  return offsets.map((left, i) => (left === undefined ? undefined : { style: { left }, edge: i === last }));
}
