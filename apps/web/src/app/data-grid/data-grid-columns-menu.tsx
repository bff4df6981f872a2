import { Button, Menu } from "@mantine/core";
import { IconColumns } from "@tabler/icons-react";
import { memo } from "react";
import { DATA_GRID_TEXTS } from "./data-grid-types.ts";
import type { ColumnVisibility } from "./table-conf.ts";

interface MenuColumn {
  id: string;
  header: string;
  hideable?: boolean;
}

export interface DataGridColumnsMenuProps {
  /** Names the grid in the button's label, so that two grids on a page have distinct buttons. */
  gridLabel: string;
  columns: readonly MenuColumn[];
  visibility: ColumnVisibility;
  onChange: (next: ColumnVisibility) => void;
}

/**
 * The "Columns" button: a menu of checkbox items (menuitemcheckbox, arrow keys and Space/Enter work
 * as Mantine's Menu provides) that stays open while the user ticks several columns.
 */
export const DataGridColumnsMenu = memo(function DataGridColumnsMenu({
  gridLabel,
  columns,
  visibility,
  onChange,
}: DataGridColumnsMenuProps) {
  const hideable = columns.filter((column) => column.hideable !== false);
  if (hideable.length === 0) return null;
  const shown = columns.filter((column) => visibility[column.id] !== false).length;
  return (
    <Menu position="bottom-end" withinPortal closeOnItemClick={false}>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconColumns size={16} aria-hidden />}
          aria-label={`${DATA_GRID_TEXTS.columns}: ${gridLabel}`}
        >
          {DATA_GRID_TEXTS.columns}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{DATA_GRID_TEXTS.chooseColumns}</Menu.Label>
        {hideable.map((column) => {
          const checked = visibility[column.id] !== false;
          return (
            <Menu.CheckboxItem
              key={column.id}
              checked={checked}
              // A grid without any column would show nothing to choose from again.
              disabled={checked && shown <= 1}
              onChange={(next) => onChange({ ...visibility, [column.id]: next })}
            >
              {column.header}
            </Menu.CheckboxItem>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
});
