import { Group } from "@mantine/core";
import { IconListDetails } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryList } from "./query-list.tsx";
import { RecordTable, type RowColumn } from "./record-table.tsx";
import { RowActions } from "./row-actions.tsx";

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
        {(rows) => (
          <RecordTable
            label={label}
            rows={rows}
            columns={columns}
            withActions={rows.some(props.editable)}
            busy={props.busy}
            minWidth={560}
            actions={(row) =>
              props.editable(row) ? (
                <RowActions
                  name={props.rowName(row)}
                  busy={props.busy}
                  onEdit={() => props.onEdit(row)}
                  onDelete={() => props.onDelete(row)}
                />
              ) : null
            }
          />
        )}
      </QueryList>
    </>
  );
}
