import { Group, NativeSelect, Stack, Text } from "@mantine/core";
import type { TProduct, TProjectBuilding, TProjectBundleProduct, TProjectLine } from "@q2c/domain";
import { memo, useCallback, useId, useMemo, useRef, useState } from "react";
import { DataGrid } from "../../app/data-grid/data-grid.tsx";
import { AddBundleControl } from "./add-bundle-control.tsx";
import { BomImportButton } from "./bom-import.tsx";
import type { BuilderActions } from "./builder-actions.ts";
import { BulkEditMenu } from "./bulk-edit.tsx";
import { CatalogueSearch } from "./catalogue-search.tsx";
import { BUILDER_COLUMNS, BUILDER_GRID_SPACING, BUILDER_ROW_HEIGHT } from "./grid-columns.tsx";
import { GridActionsContext, type GridActionsValue, GridSelectionContext } from "./grid-context.ts";
import { type FiguresIndex, type GridRow, gridRowsOf } from "./grid-rows.ts";
import { BUILDER_TEXTS as T } from "./texts.ts";

const READ_ONLY_COLUMNS = BUILDER_COLUMNS.filter((c) => c.id !== "select" && c.id !== "actions");
const OWN_GROUP = "own";
// The box ends above the window's bottom at 1440 × 900 (its sideways scrollbar and the message below it
// in view), when the page is scrolled to its top.
const GRID_HEIGHT = "calc(100vh - 470px)";

export interface BuildingGridProps {
  building: TProjectBuilding;
  figures: FiguresIndex;
  actions: BuilderActions;
  readOnly: boolean;
}

/**
 * Where a product from the catalogue goes: a bundle product of its own (one SKU) or an existing one. A
 * native select: a Mantine Select draws its options (a building's dozens of bundle products) with the
 * grid although its list is closed.
 */
function AddTarget({
  targets,
  value,
  onChange,
}: {
  targets: readonly { value: string; label: string }[];
  value: string;
  onChange: (v: string) => void;
}) {
  const data = [{ value: OWN_GROUP, label: T.ownGroup }, ...targets];
  return (
    <NativeSelect
      size="xs"
      aria-label={T.addTo}
      data={data}
      value={data.some((d) => d.value === value) ? value : OWN_GROUP}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={180}
    />
  );
}

const NO_LINES: TProjectLine[] = [];
const NO_ERRORS: ReadonlyMap<string, string> = new Map();

/** The grid's message about its boxes that hold what cannot be saved: the first, and how many more. */
function errorText(errors: ReadonlyMap<string, string>): string {
  const first = errors.entries().next().value;
  if (first === undefined) return "";
  const [label, message] = first;
  return errors.size === 1
    ? `${label}: ${message}`
    : `${label}: ${message} ${T.moreInputErrors(errors.size - 1)}`;
}
const NO_BUNDLES: TProjectBundleProduct[] = [];

interface GridToolsProps {
  actions: BuilderActions;
  buildingId: string;
  /** The building's bundle products, as the places a catalogue product can go. */
  targets: readonly { value: string; label: string }[];
  /** The ticked lines (bulk edit), with the building's bundle products while any is ticked. */
  selectedLines: TProjectLine[];
  bundleProducts: TProjectBundleProduct[];
  onDone: () => void;
}

/** Catalogue search and its target, Add a bundle, BOM import and the bulk edit of the ticked lines. */
const GridTools = memo(function GridTools(props: GridToolsProps) {
  const { actions, buildingId, targets, selectedLines } = props;
  const [target, setTarget] = useState(OWN_GROUP);
  const onPick = useCallback(
    (product: TProduct) =>
      actions.addProduct(
        target === OWN_GROUP || !targets.some((t) => t.value === target)
          ? { buildingId }
          : { bundleProductId: target },
        product.id,
      ),
    [actions, buildingId, target, targets],
  );
  return (
    <Stack gap={6} style={{ flex: 1 }}>
      <Group gap="xs" wrap="wrap" align="flex-start">
        <CatalogueSearch onPick={onPick} />
        <AddTarget targets={targets} value={target} onChange={setTarget} />
      </Group>
      <Group gap="xs" wrap="wrap">
        <AddBundleControl actions={actions} buildingId={buildingId} />
        <BomImportButton actions={actions} buildingId={buildingId} />
        {selectedLines.length > 0 ? (
          <BulkEditMenu
            actions={actions}
            lines={selectedLines}
            bundleProducts={props.bundleProducts}
            onDone={props.onDone}
          />
        ) : null}
      </Group>
    </Stack>
  );
});

/**
 * The selected building: its bundle products and lines in a virtualised grid, with the tools above it.
 * Memoised: the page draws again for things the grid does not show (save status, the deferred pricing
 * pass, members and partners arriving), and each such draw of a full grid costs tens of milliseconds.
 */
export const BuildingGrid = memo(function BuildingGrid({
  building,
  figures,
  actions,
  readOnly,
}: BuildingGridProps) {
  // The rows of the previous draw: those of unchanged lines keep their objects (and are not drawn again).
  const rowsRef = useRef<GridRow[]>([]);
  const rows = useMemo(() => gridRowsOf(building, figures, rowsRef.current), [building, figures]);
  rowsRef.current = rows;
  const buildingRef = useRef(building);
  buildingRef.current = building;
  const bundleOf = useCallback(
    (id: string) => buildingRef.current.bundleProducts?.find((bp) => bp.id === id),
    [],
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const bundleProducts = building.bundleProducts ?? [];
  // By value: a keystroke in a line gives the building new arrays but the same order.
  const idsKey = bundleProducts.map((bp) => bp.id).join(",");
  const bundleIds = useMemo(() => (idsKey === "" ? [] : idsKey.split(",")), [idsKey]);

  const errorId = useId();
  // Every box that holds what cannot be saved, by its label (they keep it after losing focus).
  const [inputErrors, setInputErrors] = useState<ReadonlyMap<string, string>>(NO_ERRORS);
  const reportError = useCallback((label: string, message: string | null) => {
    setInputErrors((prev) => {
      if (message === null ? !prev.has(label) : prev.get(label) === message) return prev;
      const next = new Map(prev);
      if (message === null) next.delete(label);
      else next.set(label, message);
      return next;
    });
  }, []);
  const context = useMemo<GridActionsValue>(
    () => ({ actions, readOnly, buildingId: building.id, bundleIds, bundleOf, reportError, errorId }),
    [actions, readOnly, building.id, bundleIds, bundleOf, reportError, errorId],
  );
  const toggle = useCallback((ids: readonly string[], on: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const selection = useMemo(() => ({ selected, toggle }), [selected, toggle]);
  // Lines deleted meanwhile drop out of the selection.
  const selectedLines = useMemo(
    () => bundleProducts.flatMap((bp) => bp.lines).filter((line) => selected.has(line.id)),
    [bundleProducts, selected],
  );

  // The tools above the grid, drawn again only when what they show changes (not on a keystroke).
  const targetsKey = JSON.stringify(bundleProducts.map((bp) => [bp.id, bp.name]));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the names and ids.
  const targets = useMemo(() => bundleProducts.map((bp) => ({ value: bp.id, label: bp.name })), [targetsKey]);
  const clearSelection = useCallback(() => setSelected(new Set()), []);
  const toolbar = readOnly ? undefined : (
    <GridTools
      actions={actions}
      buildingId={building.id}
      targets={targets}
      selectedLines={selectedLines.length > 0 ? selectedLines : NO_LINES}
      bundleProducts={selectedLines.length > 0 ? bundleProducts : NO_BUNDLES}
      onDone={clearSelection}
    />
  );

  return (
    <GridActionsContext.Provider value={context}>
      <GridSelectionContext.Provider value={selection}>
        <DataGrid<GridRow>
          tableId="quote-builder.lines"
          label={T.gridLabel(building.name)}
          columns={readOnly ? READ_ONLY_COLUMNS : BUILDER_COLUMNS}
          data={rows}
          getRowId={(row) => row.id}
          height={GRID_HEIGHT}
          rowHeight={BUILDER_ROW_HEIGHT}
          horizontalSpacing={BUILDER_GRID_SPACING.horizontal}
          verticalSpacing={BUILDER_GRID_SPACING.vertical}
          emptyText={<Text size="sm">{T.noProducts}</Text>}
          toolbar={toolbar}
        />
        <Text id={errorId} size="xs" c="danger" aria-live="assertive" mih={18}>
          {errorText(inputErrors)}
        </Text>
      </GridSelectionContext.Provider>
    </GridActionsContext.Provider>
  );
});
