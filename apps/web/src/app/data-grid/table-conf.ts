/**
 * The user's tableConf is a free record (zSettingsObject) that PUT /users/:id replaces whole. Each grid
 * owns the key of its tableId and keeps whatever else sits in it (other settings, or columns this
 * version of the page no longer has):
 *
 *   tableConf[tableId] = { columns: { [columnId]: { visible: boolean } } }
 *
 * A flag per column rather than a list of hidden ids, so that "show" is kept for a column hidden by
 * default, and width or order can join the same object later. A column without a saved flag follows
 * its defaultVisible, so a column added to a page later shows as that page intends.
 */

export type ColumnVisibility = Record<string, boolean>;

export interface VisibilityColumn {
  id: string;
  hideable?: boolean;
  defaultVisible?: boolean;
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The visibility flags saved for one grid; anything malformed reads as "nothing saved". */
export function savedVisibility(tableConf: unknown, tableId: string): ColumnVisibility {
  const grid = isRecord(tableConf) ? tableConf[tableId] : undefined;
  if (!isRecord(grid) || !isRecord(grid.columns)) return {};
  const saved: ColumnVisibility = {};
  for (const [id, column] of Object.entries(grid.columns)) {
    if (isRecord(column) && typeof column.visible === "boolean") saved[id] = column.visible;
  }
  return saved;
}

/** Every column's visibility: a column the user may not hide is always shown. */
export function resolveVisibility(
  columns: readonly VisibilityColumn[],
  chosen: ColumnVisibility,
): ColumnVisibility {
  const visibility: ColumnVisibility = {};
  for (const column of columns) {
    visibility[column.id] =
      column.hideable === false ? true : (chosen[column.id] ?? column.defaultVisible ?? true);
  }
  return visibility;
}

/** tableConf with the grid's flags of its hideable columns replaced; every other entry kept. */
export function withColumnVisibility(
  tableConf: unknown,
  tableId: string,
  columns: readonly VisibilityColumn[],
  visibility: ColumnVisibility,
): Json {
  const conf = isRecord(tableConf) ? tableConf : {};
  const grid = isRecord(conf[tableId]) ? conf[tableId] : {};
  const saved = isRecord(grid.columns) ? grid.columns : {};
  const next: Json = { ...saved };
  for (const column of columns) {
    const visible = visibility[column.id];
    if (column.hideable === false || visible === undefined) continue;
    const before = saved[column.id];
    next[column.id] = { ...(isRecord(before) ? before : {}), visible };
  }
  return { ...conf, [tableId]: { ...grid, columns: next } };
}
