/**
 * DataGrid: the grid for long lists (catalogue items, price books) where a Mantine Table with every
 * row in the DOM becomes slow. TanStack Table keeps the columns, their visibility and the header's
 * sort; TanStack Virtual renders only the rows in view (plus a few), all of height `rowHeight`, under
 * a sticky header inside a box of the given `height`. It is an ARIA grid: Tab focuses it, arrow keys,
 * PageUp/PageDown and Home/End move the active row, Enter (or a click) opens it through onOpenRow.
 *
 * The user's choice of columns (the "Columns" menu) is saved under `tableId` in their tableConf
 * (see table-conf.ts), so the id must stay the same for a grid across releases. Pass stable
 * `columns` (module scope or useMemo) and `data`; a new array each render rebuilds the row model.
 * A row in view is drawn again only when its row object (or its place, or the columns) changes, so a
 * cell must render from its row alone (or from a context); a page that keeps the objects of unchanged
 * rows has an edit draw just the rows it changed.
 * For keyset pages, pass the rows loaded so far with `hasMore`, `loadingMore` and `onEndReached`,
 * which is called once per page when the rows in view come near the end. With `onSortChange` the
 * `sortable` headers become buttons; the page then asks the server for that order (rows are never
 * sorted here, since only some pages are loaded).
 *
 *   const columns: DataGridColumn<Item>[] = [
 *     { id: "name", header: "Name", cell: (item) => item.name, hideable: false, sortable: true },
 *     { id: "sku", header: "SKU", cell: (item) => item.sku, width: 140 },
 *     { id: "vendor", header: "Vendor", cell: (item) => item.vendor, defaultVisible: false },
 *   ];
 *   <DataGrid tableId="catalogue.items" label="Items" columns={columns} data={items}
 *     getRowId={(item) => item.id} onOpenRow={(item) => navigate(`/catalogue/${item.id}`)}
 *     height={560} loading={query.isPending} emptyText="No items yet"
 *     hasMore={query.hasNextPage} loadingMore={query.isFetchingNextPage} onEndReached={query.fetchNextPage} />
 */
import { Box, Group, Loader, type MantineSpacing, Stack, Table, Text } from "@mantine/core";
import type { Row, RowData } from "@tanstack/react-table";
import { observeElementRect, useVirtualizer } from "@tanstack/react-virtual";
import {
  type CSSProperties,
  type MouseEvent,
  memo,
  type ReactElement,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
} from "react";
import classes from "./data-grid.module.css";
import { DataGridColumnsMenu } from "./data-grid-columns-menu.tsx";
import { DataGridHeader } from "./data-grid-header.tsx";
import { DataGridEmpty, DataGridLoading } from "./data-grid-states.tsx";
import {
  DATA_GRID_TEXTS,
  type DataGridColumn,
  type DataGridSort,
  type FrozenCell,
  frozenCells,
  MIN_FLEX_WIDTH,
} from "./data-grid-types.ts";
import { useGridNavigation } from "./use-grid-navigation.ts";
import type { GridFeatures } from "./use-grid-table.ts";
import { useGridTable } from "./use-grid-table.ts";
import { useTableConf } from "./use-table-conf.ts";

export type { DataGridColumn, DataGridSort } from "./data-grid-types.ts";

export interface DataGridProps<T extends RowData> {
  /** Key of this grid in the user's tableConf. */
  tableId: string;
  /** Accessible name of the grid. */
  label: string;
  columns: readonly DataGridColumn<T>[];
  data: readonly T[];
  getRowId: (row: T) => string;
  onOpenRow?: (row: T) => void;
  height: CSSProperties["height"];
  /** Height of every row in px (cells cut long text); also the virtualizer's size estimate. */
  rowHeight?: number;
  loading?: boolean;
  emptyText?: ReactNode;
  onEndReached?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  sort?: DataGridSort | null;
  onSortChange?: (sort: DataGridSort | null) => void;
  /** Controls shown left of the Columns button (search, filters). */
  toolbar?: ReactNode;
  /** Space left and right of a cell's content (Mantine spacing or px); the Table's default else. */
  horizontalSpacing?: MantineSpacing;
  /** Space above and below a cell's content; the Table's default else. */
  verticalSpacing?: MantineSpacing;
}

const HEADER_HEIGHT = 40;
const DEFAULT_ROW_HEIGHT = 40;
const OVERSCAN = 8;
/** onEndReached fires when the last row in view is this close to the last loaded row. */
const END_THRESHOLD = 10;
const INTERACTIVE = "a, button, input, select, textarea, [role='button'], [role='link']";

/**
 * The scroll box's size for TanStack Virtual, reported by a ResizeObserver after the browser's own
 * layout. The library's observer also reads it at once, in the middle of the first draw, which forces
 * a layout of the whole page there (some 40 ms for the quote builder); the box starts at its given
 * height instead (`initialRect`). Without a ResizeObserver the library's observer does it all.
 */
const observeRectAfterLayout: typeof observeElementRect = (instance, cb) => {
  const element = instance.scrollElement;
  const Observer = instance.targetWindow?.ResizeObserver;
  const initial = instance.options.initialRect;
  if (!element || !Observer || !initial || initial.height === 0) return observeElementRect(instance, cb);
  // The given height draws the rows in view at once; the observer corrects it after layout if need be.
  cb(initial);
  const observer = new Observer(() => cb({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element, { box: "content-box" });
  return () => observer.unobserve(element);
};

/**
 * The box's height before the browser has laid it out, so that the first draw has the rows in view and no
 * more: a number as it is, `calc(100vh - Npx)` as the window's height less N, any other CSS height as the
 * window's height (a few rows too many at most, dropped once the observer reports the box).
 */
export function initialHeightOf(height: CSSProperties["height"], viewport = window.innerHeight): number {
  if (typeof height === "number") return height;
  const less = /^calc\(100vh - (\d+(?:\.\d+)?)px\)$/.exec(String(height ?? "").trim());
  return less ? Math.max(0, viewport - Number(less[1])) : viewport;
}

export function DataGrid<T extends RowData>(props: DataGridProps<T>) {
  const { tableId, label, columns, data, onOpenRow, height, rowHeight = DEFAULT_ROW_HEIGHT } = props;
  const { loading = false, hasMore = false, loadingMore = false, onEndReached } = props;
  const { columnVisibility, setColumnVisibility } = useTableConf(tableId, columns);
  const table = useGridTable({
    columns,
    data,
    getRowId: props.getRowId,
    visibility: columnVisibility,
    onVisibilityChange: setColumnVisibility,
    sort: props.sort,
    onSortChange: props.onSortChange,
  });
  const rows: Row<GridFeatures, T>[] = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    observeElementRect: observeRectAfterLayout,
    initialRect: { width: 0, height: initialHeightOf(height) },
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: OVERSCAN,
    // The rows start below the sticky header, which must not cover the row scrolled to.
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
  });
  const range = virtualizer.range;
  const pageSize = range ? Math.max(1, range.endIndex - range.startIndex) : 1;
  const nav = useGridNavigation({ rows, virtualizer, pageSize, onOpenRow });
  const domId = useId();
  const items = virtualizer.getVirtualItems();

  const specs = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const visibleIds = table
    .getVisibleLeafColumns()
    .map((column) => column.id)
    .join("\u0000");
  // By the ids shown, so that the memoised rows keep their props while the same columns show.
  const visibleColumns = useMemo(
    () =>
      visibleIds
        .split("\u0000")
        .map((id) => specs.get(id))
        .filter((column): column is DataGridColumn<T> => column !== undefined),
    [visibleIds, specs],
  );
  const least = (column: DataGridColumn<T>) => column.width ?? column.minWidth ?? MIN_FLEX_WIDTH;
  const template = visibleColumns
    .map((column) => (column.width ? `${column.width}px` : `minmax(${least(column)}px, 1fr)`))
    .join(" ");
  const minWidth = visibleColumns.reduce<number>((sum, column) => sum + least(column), 0);
  const headerStyle = useMemo<CSSProperties>(
    () => ({ gridTemplateColumns: template, minWidth, height: HEADER_HEIGHT }),
    [template, minWidth],
  );
  // The frozen columns' sticky offsets, and how much of the box they cover once it scrolls sideways (a
  // flexible column then has its least width): focus moving left scrolls its control clear of them.
  const frozen = useMemo(() => frozenCells(visibleColumns), [visibleColumns]);
  const frozenWidth = visibleColumns.reduce<number>(
    (sum, column, i) => (frozen[i] ? sum + least(column) : sum),
    0,
  );

  // Once per loaded length, so a slow or failed page is not asked for again on every scroll event.
  const lastIndex = items.at(-1)?.index ?? -1;
  const askedAt = useRef(-1);
  useEffect(() => {
    if (!onEndReached || !hasMore || loading || loadingMore || rows.length === 0) return;
    if (lastIndex < rows.length - 1 - END_THRESHOLD || askedAt.current === rows.length) return;
    askedAt.current = rows.length;
    onEndReached();
  }, [onEndReached, hasMore, loading, loadingMore, rows.length, lastIndex]);

  // Stable, so that a click handler does not draw every row again.
  const openRef = useRef(onOpenRow);
  openRef.current = onOpenRow;
  const setActiveId = nav.setActiveId;
  const openFromClick = useCallback(
    (event: MouseEvent<HTMLTableRowElement>, rowId: string, original: T) => {
      setActiveId(rowId);
      if ((event.target as Element).closest(INTERACTIVE) === null) openRef.current?.(original);
    },
    [setActiveId],
  );

  const toolbar = (
    <Group justify={props.toolbar ? "space-between" : "flex-end"} wrap="nowrap">
      {props.toolbar}
      <DataGridColumnsMenu
        gridLabel={label}
        columns={columns}
        visibility={columnVisibility}
        onChange={setColumnVisibility}
      />
    </Group>
  );

  if (loading) return <DataGridLoading label={label} height={height} rowHeight={rowHeight} />;
  if (rows.length === 0) {
    return (
      <Stack gap="xs">
        {toolbar}
        <DataGridEmpty height={height} text={props.emptyText} />
      </Stack>
    );
  }

  const activeRendered = items.some((item) => item.index === nav.activeIndex);
  const rowDomId = (index: number) => `${domId}-row-${index}`;
  return (
    <Stack gap="xs">
      {toolbar}
      <Box ref={scrollRef} className={classes.scroller} style={{ height, scrollPaddingLeft: frozenWidth }}>
        <Table
          role="grid"
          aria-label={label}
          aria-readonly="true"
          aria-rowcount={hasMore ? -1 : rows.length + 1}
          aria-colcount={visibleColumns.length}
          aria-activedescendant={activeRendered ? rowDomId(nav.activeIndex) : undefined}
          tabIndex={0}
          highlightOnHover
          horizontalSpacing={props.horizontalSpacing}
          verticalSpacing={props.verticalSpacing}
          className={classes.grid}
          style={{ minWidth }}
          onKeyDown={nav.onKeyDown}
          onFocus={nav.onFocus}
        >
          <DataGridHeader
            headers={table.getHeaderGroups()[0]?.headers ?? []}
            specs={specs}
            frozen={frozen}
            rowStyle={headerStyle}
          />
          {/* biome-ignore lint/a11y/noRedundantRoles: display: grid drops a table's implied roles in some browsers (see DataGridHeader). */}
          <tbody role="rowgroup" className={classes.body} style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const row = rows[item.index];
              if (row === undefined) return null;
              return (
                <BodyRow<T>
                  key={row.id}
                  rowId={row.id}
                  original={row.original}
                  index={item.index}
                  domId={rowDomId(item.index)}
                  top={item.start - HEADER_HEIGHT}
                  height={rowHeight}
                  active={item.index === nav.activeIndex}
                  columns={visibleColumns}
                  frozen={frozen}
                  template={template}
                  minWidth={minWidth}
                  onClick={openFromClick}
                />
              );
            })}
          </tbody>
        </Table>
      </Box>
      <Group role="status" gap="xs" h={20} aria-live="polite">
        {loadingMore ? (
          <>
            <Loader size="xs" aria-hidden />
            <Text size="sm">{DATA_GRID_TEXTS.loadingMore}</Text>
          </>
        ) : null}
      </Group>
    </Stack>
  );
}

interface BodyRowProps<T> {
  rowId: string;
  original: T;
  index: number;
  domId: string;
  /** Offset below the header, in px. */
  top: number;
  height: number;
  active: boolean;
  columns: readonly DataGridColumn<T>[];
  frozen: readonly (FrozenCell | undefined)[];
  template: string;
  minWidth: number;
  onClick: (event: MouseEvent<HTMLTableRowElement>, rowId: string, original: T) => void;
}

/**
 * One row in view, in plain elements (a Mantine Tr and Td per cell cost more than most cells), drawn
 * again only when its row object, its place, its active state or the columns change: a page that keeps
 * the objects of unchanged rows has a keystroke or a scroll draw only the rows it changed or brought
 * into view.
 */
const BodyRow = memo(function BodyRow<T>(props: BodyRowProps<T>) {
  const { rowId, original, index, columns, frozen, onClick } = props;
  return (
    <tr
      id={props.domId}
      // biome-ignore lint/a11y/noRedundantRoles: display: grid drops a table's implied roles in some browsers.
      role="row"
      aria-rowindex={index + 2}
      data-active={props.active || undefined}
      className={`${classes.row} ${classes.bodyRow}`}
      style={{
        gridTemplateColumns: props.template,
        minWidth: props.minWidth,
        height: props.height,
        transform: `translateY(${props.top}px)`,
      }}
      onClick={(event) => onClick(event, rowId, original)}
    >
      {columns.map((column, i) => (
        // biome-ignore lint/a11y/useFocusableInteractive: the grid keeps focus and names the active row (aria-activedescendant); a cell's controls take focus themselves.
        <td
          key={column.id}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an ARIA grid's cells, in a table laid out as a CSS grid.
          role="gridcell"
          aria-colindex={i + 1}
          className={`${classes.cell} ${classes.bodyCell}${frozen[i] ? ` ${classes.frozen}` : ""}`}
          style={frozen[i]?.style}
          data-frozen-edge={frozen[i]?.edge || undefined}
          data-align={column.align ?? "start"}
        >
          {column.cell(original)}
        </td>
      ))}
    </tr>
  );
}) as <T>(props: BodyRowProps<T>) => ReactElement;
