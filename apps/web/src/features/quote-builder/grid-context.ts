import type { TProjectBundleProduct } from "@q2c/domain";
import { createContext, useContext } from "react";
import type { BuilderActions } from "./builder-actions.ts";

/** What the grid's cells do: the builder's writes and the building they belong to. Stable while typing. */
export interface GridActionsValue {
  actions: BuilderActions;
  readOnly: boolean;
  buildingId: string;
  /** The building's bundle products in order (drag and drop, move up and down). */
  bundleIds: readonly string[];
  /** A bundle product of the building as the draft holds it now (for a cell's action, when it acts). */
  bundleOf: (id: string) => TProjectBundleProduct | undefined;
  /** An inline box holds what cannot be saved (message), or no longer does (null). */
  reportError: (label: string, message: string | null) => void;
  /** The id of the grid's message about such a box. */
  errorId: string;
}

/** The lines ticked for a bulk edit. */
export interface GridSelectionValue {
  selected: ReadonlySet<string>;
  toggle: (ids: readonly string[], on: boolean) => void;
}

export const GridActionsContext = createContext<GridActionsValue | null>(null);
export const GridSelectionContext = createContext<GridSelectionValue>({
  selected: new Set(),
  toggle: () => {},
});

export function useGridActions(): GridActionsValue {
  const value = useContext(GridActionsContext);
  if (value === null) throw new Error("grid cells render inside GridActionsContext");
  return value;
}

export const useGridSelection = (): GridSelectionValue => useContext(GridSelectionContext);
