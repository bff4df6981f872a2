import {
  type ColumnDef,
  columnVisibilityFeature,
  functionalUpdate,
  type RowData,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import { useCallback, useMemo, useRef } from "react";
import type { DataGridColumn, DataGridSort } from "./data-grid-types.ts";
import type { ColumnVisibility } from "./table-conf.ts";

export const gridFeatures = tableFeatures({ columnVisibilityFeature, rowSortingFeature });
export type GridFeatures = typeof gridFeatures;

export interface GridTableOptions<T extends RowData> {
  columns: readonly DataGridColumn<T>[];
  data: readonly T[];
  getRowId: (row: T) => string;
  visibility: ColumnVisibility;
  onVisibilityChange: (next: ColumnVisibility) => void;
  sort: DataGridSort | null | undefined;
  onSortChange: ((sort: DataGridSort | null) => void) | undefined;
}

const NO_SORT: SortingState = [];
// Sorting is manual, so the value is never compared; TanStack only lets accessor columns sort.
const noValue = () => null;

function toColumnDef<T extends RowData>(column: DataGridColumn<T>): ColumnDef<GridFeatures, T, unknown> {
  return {
    id: column.id,
    header: column.header,
    accessorFn: noValue,
    cell: ({ row }) => column.cell(row.original),
    enableHiding: column.hideable !== false,
    enableSorting: column.sortable === true,
  };
}

/**
 * TanStack Table holds the columns, their visibility (owned by tableConf) and the header's sort
 * (owned by the page). Rows stay in the order they came: keyset pages arrive sorted by the server, and
 * sorting only the loaded pages would show a wrong order as if it were the whole list.
 */
export function useGridTable<T extends RowData>(options: GridTableOptions<T>) {
  const { columns, data, visibility, onVisibilityChange, sort, onSortChange } = options;
  const columnDefs = useMemo(() => columns.map(toColumnDef), [columns]);
  const sortId = sort?.id;
  const sortDesc = sort?.desc;
  const sorting = useMemo<SortingState>(
    () => (sortId === undefined ? NO_SORT : [{ id: sortId, desc: sortDesc === true }]),
    [sortId, sortDesc],
  );
  // A page's inline getRowId must not rebuild the row model on every render.
  const rowIdRef = useRef(options.getRowId);
  rowIdRef.current = options.getRowId;
  const getRowId = useCallback((row: T) => rowIdRef.current(row), []);

  return useTable({
    features: gridFeatures,
    columns: columnDefs,
    data,
    getRowId,
    state: { columnVisibility: visibility, sorting },
    initialState: { columnVisibility: visibility, sorting },
    onColumnVisibilityChange: (updater) => onVisibilityChange(functionalUpdate(updater, visibility)),
    onSortingChange: (updater) => {
      const next = functionalUpdate(updater, sorting)[0];
      onSortChange?.(next === undefined ? null : { id: next.id, desc: next.desc });
    },
    manualSorting: true,
    enableMultiSort: false,
    sortDescFirst: false,
    enableSorting: onSortChange !== undefined,
  });
}
