import type { Row, RowData } from "@tanstack/react-table";
import type { Virtualizer } from "@tanstack/react-virtual";
import { type FocusEvent, type KeyboardEvent, useMemo, useState } from "react";
import type { GridFeatures } from "./use-grid-table.ts";

export interface GridNavigationOptions<T extends RowData> {
  rows: Row<GridFeatures, T>[];
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  /** Rows that fit in the viewport: the step of PageUp/PageDown. */
  pageSize: number;
  onOpenRow: ((row: T) => void) | undefined;
}

/**
 * The active row of a grid whose focus stays on the grid element (aria-activedescendant): a virtual
 * list unmounts rows that scroll away, and DOM focus on such a row would be lost. The active row is
 * kept by id, so it stays the same row when more pages arrive.
 */
export function useGridNavigation<T extends RowData>(options: GridNavigationOptions<T>) {
  const { rows, virtualizer, pageSize, onOpenRow } = options;
  const [activeId, setActiveId] = useState<string | null>(null);
  const activeIndex = useMemo(
    () => (activeId === null ? -1 : rows.findIndex((row) => row.id === activeId)),
    [rows, activeId],
  );

  const moveTo = (index: number) => {
    if (rows.length === 0) return;
    const target = Math.max(0, Math.min(index, rows.length - 1));
    const row = rows[target];
    if (row === undefined) return;
    setActiveId(row.id);
    virtualizer.scrollToIndex(target, { align: "auto" });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keys pressed on a control inside the grid (a sort button, a link in a cell) belong to it.
    if (event.target !== event.currentTarget) return;
    const from = activeIndex;
    switch (event.key) {
      case "ArrowDown":
        moveTo(from + 1);
        break;
      case "ArrowUp":
        moveTo(from < 0 ? 0 : from - 1);
        break;
      case "PageDown":
        moveTo(Math.max(from, 0) + pageSize);
        break;
      case "PageUp":
        moveTo(from - pageSize);
        break;
      case "Home":
        moveTo(0);
        break;
      case "End":
        moveTo(rows.length - 1);
        break;
      case "Enter": {
        const row = rows[from];
        if (row === undefined || onOpenRow === undefined) return;
        onOpenRow(row.original);
        break;
      }
      default:
        return;
    }
    event.preventDefault();
  };

  // Tabbing in makes the first row in view active, so a screen reader announces a row at once.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || activeIndex >= 0) return;
    const first = rows[virtualizer.range?.startIndex ?? 0] ?? rows[0];
    if (first !== undefined) setActiveId(first.id);
  };

  return { activeIndex, setActiveId, onKeyDown, onFocus };
}
