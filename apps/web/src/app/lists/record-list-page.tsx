import { Paper, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { RowDialog } from "../forms/form-dialog.tsx";
import { AddButton } from "./add-button.tsx";
import { confirmAndDelete } from "./confirm-and-delete.ts";
import { ListPage } from "./list-page.tsx";
import { RecordTable, type RowColumn } from "./record-table.tsx";
import { RowActions } from "./row-actions.tsx";

type RemoveMutation = Parameters<typeof confirmAndDelete<string>>[0] & {
  isPending: boolean;
  variables?: string | undefined;
};

export interface RecordListPageProps<T extends { id: string; name: string }> {
  title: string;
  intro: ReactNode;
  /** The table's accessible name: the title unless told otherwise. */
  tableLabel?: string;
  query: UseQueryResult<T[]>;
  /** The placeholder's accessible name, e.g. "Loading the requirements". */
  loadingLabel: string;
  notLoaded: string;
  empty: { title: string; description: string; icon: ReactNode };
  columns: RowColumn<T>[];
  /** Below this width (px) the table scrolls sideways. */
  minWidth?: number;
  /**
   * The user may write (`useCan` of the resource's write permission): the Add button and the Actions
   * column show only then.
   */
  canWrite: boolean;
  /** Of those rows, the ones the user may change (every row unless told); the others say `readOnlyLabel`. */
  editable?: (row: T) => boolean;
  readOnlyLabel?: string;
  /** The Add button's words; it opens the add page when `addPath` is given, else the dialog. */
  addLabel: string;
  addPath?: string;
  /** A row's edit page; without one, Edit opens the dialog. */
  editPath?: (row: T) => string;
  /** The edit button's word: "Edit" unless told otherwise (e.g. "Rename"). */
  editLabel?: string;
  /** Deletes a row by id, after the confirmation. */
  remove: RemoveMutation;
  /** What a row is called in "<label> deleted successfully.". */
  rowLabel: string;
  /** The add and edit dialog: open while `dialog` is set, `close` when done. */
  renderDialog?: (dialog: RowDialog<T> | null, close: () => void) => ReactNode;
}

/**
 * A page that lists one resource in a table: title, intro and Add above it; each row's Edit (its page
 * or the dialog) and Delete (after "Are you sure...?"; a refusal such as a 409 is the server's message).
 */
export function RecordListPage<T extends { id: string; name: string }>(props: RecordListPageProps<T>) {
  const { canWrite, remove, editPath } = props;
  const [dialog, setDialog] = useState<RowDialog<T> | null>(null);
  const editable = props.editable ?? (() => true);

  const add = !canWrite ? null : props.addPath !== undefined ? (
    <AddButton to={props.addPath}>{props.addLabel}</AddButton>
  ) : (
    <AddButton onClick={() => setDialog({ mode: "add" })}>{props.addLabel}</AddButton>
  );

  const actions = (row: T) =>
    editable(row) ? (
      <RowActions
        name={row.name}
        editLabel={props.editLabel}
        editTo={editPath?.(row)}
        onEdit={editPath ? undefined : () => setDialog({ mode: "edit", row })}
        onDelete={() =>
          void confirmAndDelete(remove, row.id, { title: `Delete ${row.name}`, label: props.rowLabel })
        }
        deleting={remove.isPending && remove.variables === row.id}
      />
    ) : (
      <Text size="sm" c="dimmed">
        {props.readOnlyLabel}
      </Text>
    );

  return (
    <ListPage
      title={props.title}
      intro={props.intro}
      add={add}
      query={props.query}
      rows={props.query.data}
      loadingLabel={props.loadingLabel}
      notLoaded={props.notLoaded}
      empty={props.empty}
      dialogs={props.renderDialog?.(dialog, () => setDialog(null))}
    >
      {(rows) => (
        <Paper withBorder radius="md">
          <RecordTable
            label={props.tableLabel ?? props.title}
            rows={rows}
            columns={props.columns}
            withActions={canWrite}
            busy={remove.isPending}
            minWidth={props.minWidth}
            actions={actions}
          />
        </Paper>
      )}
    </ListPage>
  );
}
