import { Table, Text } from "@mantine/core";
import type { ReactNode } from "react";

export interface RowColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

/** A record's name, in bold: the column most record tables start with. */
export const nameColumn = <T extends { name: string }>(): RowColumn<T> => ({
  header: "Name",
  cell: (row) => (
    <Text span inherit fw={500}>
      {row.name}
    </Text>
  ),
});

/** A record's description, two lines at most, or a dash when it has none. */
export const descriptionColumn = <T extends { description: string | null }>(): RowColumn<T> => ({
  header: "Description",
  cell: (row) => (
    <Text size="sm" lineClamp={2}>
      {row.description || "—"}
    </Text>
  ),
});

export interface RecordTableProps<T extends { id: string }> {
  /** The table's accessible name, e.g. "Price tiers". */
  label: string;
  rows: T[];
  columns: RowColumn<T>[];
  /** Whether the Actions column shows at all (the user may change some rows). */
  withActions: boolean;
  /** A row's Actions cell: its edit and delete buttons, or why it cannot be changed. */
  actions: (row: T) => ReactNode;
  /** A write to the list is under way. */
  busy?: boolean;
  /** Below this width (px) the table scrolls sideways rather than squeeze its columns. */
  minWidth?: number;
}

/** Rows of records in a table, a column each for the given cells and one for the row's actions. */
export function RecordTable<T extends { id: string }>(props: RecordTableProps<T>) {
  const { columns, withActions } = props;
  const table = (
    <Table striped highlightOnHover aria-label={props.label} aria-busy={props.busy}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.header} ta={c.numeric ? "right" : undefined}>
              {c.header}
            </Table.Th>
          ))}
          {withActions ? <Table.Th w={90}>Actions</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.rows.map((row) => (
          <Table.Tr key={row.id}>
            {columns.map((c) => (
              <Table.Td key={c.header} ta={c.numeric ? "right" : undefined}>
                {c.cell(row)}
              </Table.Td>
            ))}
            {withActions ? <Table.Td>{props.actions(row)}</Table.Td> : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  if (props.minWidth === undefined) return table;
  return <Table.ScrollContainer minWidth={props.minWidth}>{table}</Table.ScrollContainer>;
}
