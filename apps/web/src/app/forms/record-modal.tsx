import { type ModalProps, Stack } from "@mantine/core";
import { type FormErrors, type UseFormReturnType, useForm } from "@mantine/form";
import type { ReactNode } from "react";
import { UnsavedChangesGuard } from "../feedback/unsaved-changes-guard.tsx";
import { FormDialog, type RowDialog, type RowDialogProps } from "./form-dialog.tsx";
import { saveCallbacks } from "./form-helpers.ts";
import { FormModalFooter } from "./form-modal-footer.tsx";

// The bound useForm puts on a form's values: an interface of fields meets Record<string, any>, not
// Record<string, unknown>.
// biome-ignore lint/suspicious/noExplicitAny: the bound useForm declares.
type FormValues = Record<string, any>;

/** What a save is told to do next: say so and close, or show the failure on the form. */
export type SaveOptions = { onSuccess: () => void; onError: (error: unknown) => void };

/** A create or update: a TanStack Query mutation, or an adapter that sends `variables` on in its own shape. */
export type SaveMutation<V> = {
  mutate: (variables: V, options: SaveOptions) => void;
  isPending: boolean;
};

export interface RecordModalProps<T extends { id: string }, V extends FormValues, C, U>
  extends RowDialogProps<T> {
  /** The add dialog's title, e.g. "Add price tier". */
  addTitle: string;
  /** The edit dialog's title, e.g. `Edit ${row.name}`. */
  editTitle: (row: T) => string;
  size?: ModalProps["size"];
  /** The row's kind in "<label> created successfully." and "<label> updated successfully.". */
  label: string;
  /** The row's writes: create sends `createBody`, update `{ id, body: updateBody }`. */
  mutations: { create: SaveMutation<C>; update: SaveMutation<{ id: string; body: U }> };
  /** The form's starting values: empty ones to add (null), or the row's to edit. */
  initialValues: (row: T | null) => V;
  validate: (values: V) => FormErrors;
  createBody: (values: V) => C;
  updateBody: (values: V, row: T) => U;
  /** After a save, before the dialog closes (e.g. to drop what the change made stale). */
  onSaved?: () => void;
  /** The fields, given the form and the row edited (null when adding). */
  children: (form: UseFormReturnType<V>, row: T | null) => ReactNode;
}

type FormProps<T extends { id: string }, V extends FormValues, C, U> = Omit<
  RecordModalProps<T, V, C, U>,
  "dialog" | "onClose" | "addTitle" | "editTitle" | "size"
> & {
  dialog: RowDialog<T>;
  onDone: () => void;
};

function RecordForm<T extends { id: string }, V extends FormValues, C, U>(props: FormProps<T, V, C, U>) {
  const { dialog, mutations, onDone } = props;
  const { create, update } = mutations;
  const editing = dialog.mode === "edit" ? dialog.row : null;
  const form = useForm<V, V, FormErrors>({
    initialValues: props.initialValues(editing),
    validate: props.validate,
  });
  const saving = create.isPending || update.isPending;

  const save = (values: V) => {
    // A 400's field errors (e.g. a name already taken) land on the fields; the dialog stays open.
    const done = () => {
      props.onSaved?.();
      onDone();
    };
    const options = saveCallbacks(form, { label: props.label, editing: editing !== null, onDone: done });
    if (editing) update.mutate({ id: editing.id, body: props.updateBody(values, editing) }, options);
    else create.mutate(props.createBody(values), options);
  };

  return (
    <form noValidate onSubmit={form.onSubmit(save)}>
      <UnsavedChangesGuard dirty={form.isDirty() && !saving} />
      <Stack gap="md">
        {props.children(form, editing)}
        <FormModalFooter
          editing={editing !== null}
          dirty={form.isDirty()}
          saving={saving}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

/**
 * The add and edit dialog of one row of a list: a form that starts empty or from the row, saves with the
 * list's create or update, says so and closes; Save waits for a change, and leaving the page with unsaved
 * changes asks first. The caller gives the fields (the first with `data-autofocus`).
 */
export function RecordModal<T extends { id: string }, V extends FormValues, C, U>(
  props: RecordModalProps<T, V, C, U>,
) {
  const { dialog, onClose, addTitle, editTitle, size, ...form } = props;
  const title = dialog?.mode === "edit" ? editTitle(dialog.row) : addTitle;
  return (
    <FormDialog dialog={dialog} title={title} onClose={onClose} size={size}>
      {(d) => <RecordForm<T, V, C, U> {...form} dialog={d} onDone={onClose} />}
    </FormDialog>
  );
}
