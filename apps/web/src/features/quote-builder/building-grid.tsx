import { Group, Select, Stack, Text } from "@mantine/core";
import type { TProjectBuilding } from "@q2c/domain";
import { memo, useCallback, useId, useMemo, useState } from "react";
import { DataGrid } from "../../app/data-grid/data-grid.tsx";
import { AddBundleControl } from "./add-bundle-control.tsx";
import { BomImportButton } from "./bom-import.tsx";
import type { BuilderActions } from "./builder-actions.ts";
import { BulkEditMenu } from "./bulk-edit.tsx";
import { CatalogueSearch } from "./catalogue-search.tsx";
import { BUILDER_COLUMNS } from "./grid-columns.tsx";
import { GridActionsContext, type GridActionsValue, GridSelectionContext } from "./grid-context.ts";
import { type FiguresIndex, type GridRow, gridRowsOf } from "./grid-rows.ts";
import { BUILDER_TEXTS as T } from "./texts.ts";

const READ_ONLY_COLUMNS = BUILDER_COLUMNS.filter((c) => c.id !== "select" && c.id !== "actions");
const OWN_GROUP = "own";
const GRID_HEIGHT = "calc(100vh - 340px)";

export interface BuildingGridProps {
  building: TProjectBuilding;
  figures: FiguresIndex;
  actions: BuilderActions;
  readOnly: boolean;
}

/** Where a product from the catalogue goes: a bundle product of its own (one SKU) or an existing one. */
function AddTarget({
  building,
  value,
  onChange,
}: {
  building: TProjectBuilding;
  value: string;
  onChange: (v: string) => void;
}) {
  const data = [
    { value: OWN_GROUP, label: T.ownGroup },
    ...(building.bundleProducts ?? []).map((bp) => ({ value: bp.id, label: bp.name })),
  ];
  return (
    <Select
      size="xs"
      aria-label={T.addTo}
      data={data}
      value={data.some((d) => d.value === value) ? value : OWN_GROUP}
      onChange={(v) => onChange(v ?? OWN_GROUP)}
      allowDeselect={false}
      w={180}
    />
  );
}

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
  const rows = useMemo(() => gridRowsOf(building, figures), [building, figures]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [target, setTarget] = useState(OWN_GROUP);
  const bundleProducts = building.bundleProducts ?? [];
  // By value: a keystroke in a line gives the building new arrays but the same order.
  const idsKey = bundleProducts.map((bp) => bp.id).join(",");
  const bundleIds = useMemo(() => (idsKey === "" ? [] : idsKey.split(",")), [idsKey]);

  const errorId = useId();
  const [inputError, setInputError] = useState<{ label: string; message: string } | null>(null);
  const reportError = useCallback((label: string, message: string | null) => {
    setInputError((prev) => (message !== null ? { label, message } : prev?.label === label ? null : prev));
  }, []);
  const context = useMemo<GridActionsValue>(
    () => ({ actions, readOnly, buildingId: building.id, bundleIds, reportError, errorId }),
    [actions, readOnly, building.id, bundleIds, reportError, errorId],
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

  const toolbar = readOnly ? undefined : (
    <Stack gap={6} style={{ flex: 1 }}>
      <Group gap="xs" wrap="wrap" align="flex-start">
        <CatalogueSearch
          onPick={(product) =>
            actions.addProduct(
              target === OWN_GROUP || !bundleIds.includes(target)
                ? { buildingId: building.id }
                : { bundleProductId: target },
              product.id,
            )
          }
        />
        <AddTarget building={building} value={target} onChange={setTarget} />
      </Group>
      <Group gap="xs" wrap="wrap">
        <AddBundleControl actions={actions} buildingId={building.id} />
        <BomImportButton actions={actions} buildingId={building.id} />
        {selectedLines.length > 0 ? (
          <BulkEditMenu
            actions={actions}
            lines={selectedLines}
            bundleProducts={bundleProducts}
            onDone={() => setSelected(new Set())}
          />
        ) : null}
      </Group>
    </Stack>
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
          emptyText={<Text size="sm">{T.noProducts}</Text>}
          toolbar={toolbar}
        />
        <Text id={errorId} size="xs" c="danger" aria-live="assertive" mih={18}>
          {inputError ? `${inputError.label}: ${inputError.message}` : ""}
        </Text>
      </GridSelectionContext.Provider>
    </GridActionsContext.Provider>
  );
});
