import { Group, Table, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp } from "@tabler/icons-react";
import { FlexRender, type Header, type RowData } from "@tanstack/react-table";
import { type CSSProperties, memo, type ReactElement } from "react";
import classes from "./data-grid.module.css";
import type { DataGridColumn, FrozenCell } from "./data-grid-types.ts";
import type { GridFeatures } from "./use-grid-table.ts";

export interface DataGridHeaderProps<T extends RowData> {
  headers: Header<GridFeatures, T, unknown>[];
  specs: ReadonlyMap<string, DataGridColumn<T>>;
  /** The frozen columns' cells, by position among those shown (see frozenCells). */
  frozen: readonly (FrozenCell | undefined)[];
  rowStyle: CSSProperties;
}

function SortIcon({ sorted }: { sorted: false | "asc" | "desc" }) {
  if (sorted === "asc") return <IconArrowUp size={14} aria-hidden />;
  if (sorted === "desc") return <IconArrowDown size={14} aria-hidden />;
  return <IconArrowsSort size={14} aria-hidden opacity={0.4} />;
}

/**
 * The header row (aria-rowindex 1). The roles are explicit because the grid layout (display: grid)
 * makes some browsers drop a table's native semantics. aria-sort sits only on the sorted column, as
 * the ARIA grid pattern asks; a sortable header is a button, so Tab reaches it and Enter/Space sorts.
 */
export const DataGridHeader = memo(function DataGridHeader<T extends RowData>({
  headers,
  specs,
  frozen,
  rowStyle,
}: DataGridHeaderProps<T>) {
  return (
    <Table.Thead role="rowgroup" className={classes.header}>
      <Table.Tr role="row" aria-rowindex={1} className={classes.row} style={rowStyle}>
        {headers.map((header, i) => {
          const column = header.column;
          const sorted = column.getIsSorted();
          const align = specs.get(column.id)?.align ?? "start";
          return (
            <Table.Th
              key={header.id}
              role="columnheader"
              aria-colindex={i + 1}
              aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
              className={frozen[i] ? `${classes.cell} ${classes.frozen}` : classes.cell}
              style={frozen[i]?.style}
              data-frozen-edge={frozen[i]?.edge || undefined}
              data-align={align}
            >
              {column.getCanSort() ? (
                <UnstyledButton onClick={column.getToggleSortingHandler()} className={classes.sortButton}>
                  <Group gap={4} wrap="nowrap" justify={align === "end" ? "flex-end" : "flex-start"}>
                    <FlexRender header={header} />
                    <SortIcon sorted={sorted} />
                  </Group>
                </UnstyledButton>
              ) : (
                <FlexRender header={header} />
              )}
            </Table.Th>
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );
}) as <T extends RowData>(props: DataGridHeaderProps<T>) => ReactElement;
