import { Modal, type ModalProps } from "@mantine/core";
import type { ReactNode } from "react";

/** What a row dialog does: add a row, or edit one. */
export type RowDialog<T> = { mode: "add" } | { mode: "edit"; row: T };

/** The props of a row's add/edit modal: closed while `dialog` is null. */
export interface RowDialogProps<T> {
  dialog: RowDialog<T> | null;
  onClose: () => void;
}

export interface FormDialogProps<D> {
  /** Open while there is something to do; the form inside mounts afresh for each. */
  dialog: D | null;
  title: string;
  onClose: () => void;
  size?: ModalProps["size"];
  /** The form for the dialog's task. */
  children: (dialog: D) => ReactNode;
}

/** A modal holding a form: open while `dialog` is set, closed by its Close button, Escape or Cancel. */
export function FormDialog<D>({ dialog, title, onClose, size, children }: FormDialogProps<D>) {
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close" }}
      opened={dialog !== null}
      onClose={onClose}
      title={title}
      size={size}
    >
      {dialog !== null ? children(dialog) : null}
    </Modal>
  );
}
