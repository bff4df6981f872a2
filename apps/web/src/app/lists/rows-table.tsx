import { Group, Table } from "@mantine/core";
import { IconListDetails } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryList } from "./query-list.tsx";
import { RowActions } from "./row-actions.tsx";

export interface RowColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

export interface RowsTableProps<T extends { id: string }> {
  /** The table's accessible name, e.g. "Price tiers". */
  label: string;
  query: UseQueryResult<T[]>;
  columns: RowColumn<T>[];
  empty: { title: string; description: string };
  /** The Add button, for a user who may add: above the rows once there are any, else in the empty state. */
  add?: ReactNode;
  notLoaded: string;
  /** Which rows show edit and delete; none when the user may not write. */
  editable: (row: T) => boolean;
  rowName: (row: T) => string;
  busy: boolean;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}

/** A short list of rows in a table, with its loading, error and empty states and per-row actions. */
export function RowsTable<T extends { id: string }>(props: RowsTableProps<T>) {
  const { query, columns, label, add } = props;
  return (
    <>
      {add && query.data?.length ? <Group justify="flex-end">{add}</Group> : null}
      <QueryList
        query={query}
        rows={query.data}
        loadingLabel={`Loading ${label.toLowerCase()}`}
        skeletonRows={3}
        notLoaded={props.notLoaded}
        empty={{ ...props.empty, icon: <IconListDetails size={28} aria-hidden />, action: add }}
      >
        {(rows) => {
          const withActions = rows.some(props.editable);
          return (
            <Table.ScrollContainer minWidth={560}>
              <Table striped aria-label={label} aria-busy={props.busy}>
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
                  {rows.map((row) => (
                    <Table.Tr key={row.id}>
                      {columns.map((c) => (
                        <Table.Td key={c.header} ta={c.numeric ? "right" : undefined}>
                          {c.cell(row)}
                        </Table.Td>
                      ))}
                      {withActions ? (
                        <Table.Td>
                          {props.editable(row) ? (
                            <RowActions
                              name={props.rowName(row)}
                              busy={props.busy}
                              onEdit={() => props.onEdit(row)}
                              onDelete={() => props.onDelete(row)}
                            />
                          ) : null}
                        </Table.Td>
                      ) : null}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          );
        }}
      </QueryList>
    </>
  );
}
