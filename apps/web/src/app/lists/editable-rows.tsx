import { type ReactNode, useState } from "react";
import type { RowDialog } from "../forms/form-dialog.tsx";
import { AddButton } from "./add-button.tsx";
import { confirmAndDelete } from "./confirm-and-delete.ts";
import { RowsTable, type RowsTableProps } from "./rows-table.tsx";

type RemoveMutation = Parameters<typeof confirmAndDelete<string>>[0] & { isPending: boolean };

export interface EditableRowsProps<T extends { id: string }>
  extends Omit<RowsTableProps<T>, "add" | "busy" | "onEdit" | "onDelete"> {
  /** The Add button: its words, and whether the user may add (no button otherwise). */
  add: { label: string; allowed: boolean; disabled?: boolean };
  /** Deletes a row by id. */
  remove: RemoveMutation;
  /** What a row is called in "<label> deleted successfully.". */
  rowLabel: string;
  /** The add and edit dialog: open while `dialog` is set, `close` when done. */
  renderDialog: (dialog: RowDialog<T> | null, close: () => void) => ReactNode;
}

/** A short table of rows that are added and edited in a dialog and deleted after a confirmation. */
export function EditableRows<T extends { id: string }>(props: EditableRowsProps<T>) {
  const { add, remove, rowLabel, renderDialog, ...table } = props;
  const [dialog, setDialog] = useState<RowDialog<T> | null>(null);
  return (
    <>
      <RowsTable
        {...table}
        add={
          add.allowed ? (
            <AddButton disabled={add.disabled} onClick={() => setDialog({ mode: "add" })}>
              {add.label}
            </AddButton>
          ) : null
        }
        busy={remove.isPending}
        onEdit={(row) => setDialog({ mode: "edit", row })}
        onDelete={(row) =>
          void confirmAndDelete(remove, row.id, { title: `Delete ${table.rowName(row)}`, label: rowLabel })
        }
      />
      {renderDialog(dialog, () => setDialog(null))}
    </>
  );
}
