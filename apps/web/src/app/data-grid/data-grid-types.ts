import type { ReactNode } from "react";

/** One column of a DataGrid. `cell` renders from the row itself: grids show rows, not accessor values. */
export interface DataGridColumn<T> {
  /** Stable id: the key under which the user's column choice is saved in tableConf. */
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Width in px; without one the column shares the free width (at least MIN_FLEX_WIDTH). */
  width?: number;
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
